import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import cors from 'cors';
import express from 'express';
import { buildSchema } from 'graphql';
import type { Logger } from 'pino';
import {
  CLIENT_IP_HEADER,
  createHttpLogger,
  createLogger,
  ServiceMetrics,
  traceRequests,
} from '@hearth/nest-common';
import { startTracing, stopTracing, tracingEnabled } from '@hearth/nest-common/tracing';
import { parseTrustedProxies, trustProxyFn } from './client-address.js';
import { edgeErrorHandler, MAX_BODY_BYTES, requireUtf8, sendGraphQLError } from './edge-errors.js';
import { createApolloEngine } from './engines/apollo.js';
import { engineNamed, type GatewayEngine, type GatewayEngineName } from './engines/engine.js';
import { createHiveEngine } from './engines/hive.js';
import { withSubgraphUrls } from './forwarding.js';
import { operationLimits } from './limits.js';
import { LIVE_STREAM_PATH, liveStreamProxy, liveStreamUpstream } from './live-proxy.js';
import { API_SCHEMA_PATH, partnerAccess, TRUSTED_DOCUMENTS_PATH } from './partner-access.js';
import { loadTrustedDocuments } from './trusted-documents.js';
import {
  ONE_CLICK_UNSUBSCRIBE_PATH,
  oneClickUnsubscribeProxy,
  oneClickUnsubscribeUpstream,
} from './unsubscribe-proxy.js';

export { GATEWAY_ENGINES, engineNamed, type GatewayEngineName } from './engines/engine.js';
export { loadTrustedDocuments, type TrustedDocument } from './trusted-documents.js';

/** The trusted documents partners may run by id (checked in, reviewed like code). */
export const TRUSTED_DOCUMENTS_FILE = new URL('../trusted-documents.graphql', import.meta.url);

/** Options of `startGateway`. */
export interface GatewayOptions {
  /** Composed supergraph SDL (gateway/supergraph.graphql). */
  supergraphSdl: string;
  /** Subgraph URL overrides by subgraph name (e.g. `{ users: 'http://users:4001/graphql' }`). */
  subgraphUrls?: Record<string, string>;
  port: number;
  host?: string;
  /** Origins allowed by CORS (the shell's origin). */
  corsOrigins: string[];
  isProduction: boolean;
  /** `hive` (default) or `apollo`; default from `GATEWAY_ENGINE`. */
  engine?: GatewayEngineName;
  /**
   * Proxies whose `X-Forwarded-For` names the client (CIDRs, comma-separated, as in
   * `TRUSTED_PROXIES`, the default). Empty: the client is the socket's address.
   */
  trustedProxies?: string;
  /**
   * Stacks and internal addresses in error responses; default only when
   * `NODE_ENV=development`, so tests, `npm start` and production never show them.
   */
  exposeErrorDetails?: boolean;
  logger?: Logger;
  /**
   * Redis for the partner keys' per-minute counters (shared by gateway replicas); default
   * `REDIS_URL`; in memory when neither.
   */
  redisUrl?: string;
  /** Trusted documents' source (default gateway/trusted-documents.graphql). */
  trustedDocuments?: string;
  /** Partner keys: how long a key check is cached and how often usage goes to admin (ms). */
  partnerKeys?: { keyCacheMs?: number; usageReportMs?: number };
}

/** A running gateway. */
export interface RunningGateway {
  url: string;
  engine: GatewayEngineName;
  close(): Promise<void>;
}

/** Starts the engine `name` over the supergraph. */
function startEngine(
  name: GatewayEngineName,
  options: Parameters<typeof createHiveEngine>[0],
): Promise<GatewayEngine> {
  return name === 'apollo' ? createApolloEngine(options) : createHiveEngine(options);
}

/**
 * Starts the gateway on `port` at `/graphql`: the edge (written once for both engines) and the
 * engine that plans and runs the federated operations (Hive Gateway runtime by default,
 * @apollo/gateway with `engine: 'apollo'`). The edge: CORS with credentials for the shell's
 * origins (the session cookie), a `MAX_BODY_BYTES` body limit (413), JSON errors for bodies that
 * are not JSON or not UTF-8, depth and cost limits (400), the client address from the socket or a
 * trusted proxy forwarded as `x-client-ip`, `/health/live`, `/health/ready`, `/metrics`, and
 * `/live/stream` (the notifications subgraph's server-sent events, proxied) and
 * `POST /newsletter/unsubscribe` (newsletters' one-click unsubscribe, proxied to admin), partner
 * API keys (`X-Api-Key`: per-key limits, usage, trusted documents only; `partner-access.ts`) and
 * `GET /partners/trusted-documents`, `GET /partners/schema.graphql` (the composed API schema).
 * Introspection and the sandbox only outside production. Rejects if the supergraph is invalid, the engine unknown or
 * `trustedProxies` unreadable.
 */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  // Responses carry the session cookie (credentials: true): the origins must be listed.
  if (options.corsOrigins.includes('*'))
    throw new Error('CORS_ORIGINS must list the frontend origins: "*" cannot allow credentials.');
  const engineName = options.engine ?? engineNamed(process.env['GATEWAY_ENGINE']);
  const trusted = parseTrustedProxies(options.trustedProxies ?? process.env['TRUSTED_PROXIES']);
  const logger = options.logger ?? createLogger('gateway');
  const app = express();
  app.disable('x-powered-by');
  // req.ip: the socket's address, or what a trusted proxy says it saw (client-address.ts).
  app.set('trust proxy', trustProxyFn(trusted));
  const metrics = new ServiceMetrics('gateway');
  // Traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (a no-op when main.ts started them with the
  // library instrumentations); deploy/observability/README.md#traces.
  if (tracingEnabled()) await startTracing('gateway', { instrument: false });
  const server = createServer(app);
  const supergraphSdl = withSubgraphUrls(options.supergraphSdl, options.subgraphUrls);
  const schema = buildSchema(supergraphSdl);
  const partners = partnerAccess({
    supergraphSdl,
    adminUrl: (
      /@join__graph\(name: "admin", url: "([^"]+)"\)/.exec(supergraphSdl)?.[1] ?? ''
    ).replace(/\/graphql\/?$/, ''),
    documents: loadTrustedDocuments(
      options.trustedDocuments ?? readFileSync(TRUSTED_DOCUMENTS_FILE, 'utf8'),
      schema,
    ),
    redisUrl: options.redisUrl ?? process.env['REDIS_URL'],
    ...options.partnerKeys,
    logger,
  });
  const engine = await startEngine(engineName, {
    supergraphSdl,
    isProduction: options.isProduction,
    exposeErrorDetails: options.exposeErrorDetails ?? process.env['NODE_ENV'] === 'development',
    logger,
  });

  app.use(traceRequests('gateway'));
  app.use(createHttpLogger(logger));
  app.use(metrics.middleware());
  app.get('/metrics', metrics.handler());
  app.get('/health/live', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/health/ready', (_req, res) => {
    res.json({ status: 'ok' });
  });
  const liveUpstream = liveStreamUpstream(supergraphSdl, undefined);
  if (liveUpstream) {
    app.get(
      LIVE_STREAM_PATH,
      cors({ origin: options.corsOrigins, credentials: true, maxAge: 600 }),
      liveStreamProxy(liveUpstream, logger),
    );
    app.options(LIVE_STREAM_PATH, cors({ origin: options.corsOrigins, credentials: true }));
  }
  const unsubscribeUpstream = oneClickUnsubscribeUpstream(supergraphSdl);
  if (unsubscribeUpstream) {
    app.post(ONE_CLICK_UNSUBSCRIBE_PATH, oneClickUnsubscribeProxy(unsubscribeUpstream, logger));
  }
  app.get(TRUSTED_DOCUMENTS_PATH, cors({ origin: '*' }), partners.listDocuments);
  app.get(API_SCHEMA_PATH, cors({ origin: '*' }), partners.apiSchema);
  app.all(
    '/graphql',
    cors({ origin: options.corsOrigins, credentials: true, maxAge: 600 }),
    express.json({ limit: MAX_BODY_BYTES, verify: requireUtf8 }),
    (req, res, next) => {
      // The subgraphs' rate limits count per client: the address resolved here, never a header
      // the client wrote (a client-sent x-client-ip is overwritten).
      req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? 'unknown';
      // A POST is one JSON object: this also refuses the text/plain and form posts a page on
      // another origin can send without a preflight (CSRF), whichever the engine.
      const body = req.body as unknown;
      if (
        req.method === 'POST' &&
        (!body || typeof body !== 'object' || Array.isArray(body) || !Object.keys(body).length)
      ) {
        sendGraphQLError(
          res,
          400,
          'The request must be a JSON object with a GraphQL query (Content-Type: application/json).',
          'BAD_REQUEST',
        );
        return;
      }
      observeOperation(metrics, req, res);
      next();
    },
    partners.middleware,
    operationLimits(schema),
    engine.handler,
  );
  app.use(edgeErrorHandler());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  const url = `http://127.0.0.1:${port}/graphql`;
  logger.info({ url, engine: engine.name }, 'gateway ready');
  return {
    url,
    engine: engine.name,
    close: async () => {
      // Stop accepting, let in-flight requests finish (open live streams get 10 s), then stop
      // the engine.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(force);
      await partners.close();
      await engine.stop();
      await stopTracing();
    },
  };
}

/**
 * Records the GraphQL request `req` into `hearth_graphql_operation_duration_seconds` when its
 * response is sent: its operation name, its type as its text says (`unknown` for a trusted
 * document sent by id) and `error` for a 4xx/5xx answer (errors inside a 200 are the subgraphs'
 * series). The gateway's RED per operation (deploy/observability/).
 */
function observeOperation(
  metrics: ServiceMetrics,
  req: express.Request,
  res: express.Response,
): void {
  const started = performance.now();
  const body = (req.method === 'POST' ? req.body : req.query) as {
    operationName?: unknown;
    query?: unknown;
  };
  const name = typeof body.operationName === 'string' ? body.operationName : null;
  const type =
    typeof body.query !== 'string'
      ? 'unknown'
      : (/^\s*(mutation|subscription)\b/.exec(body.query)?.[1] ?? 'query');
  res.once('finish', () =>
    metrics.observeOperation(
      name,
      type,
      (performance.now() - started) / 1000,
      res.statusCode >= 400 ? 'error' : 'ok',
    ),
  );
}
