import { createServer } from 'node:http';
import {
  ApolloGateway,
  RemoteGraphQLDataSource,
  type GraphQLDataSourceProcessOptions,
} from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import cors from 'cors';
import express from 'express';
import type { Logger } from 'pino';
import {
  CLIENT_IP_HEADER,
  createHttpLogger,
  createLogger,
  ServiceMetrics,
} from '@hearth/nest-common';
import { costLimitPlugin, depthLimitRule } from './limits.js';
import { LIVE_STREAM_PATH, liveStreamProxy, liveStreamUpstream } from './live-proxy.js';

/** Headers passed from the browser request to every subgraph call. */
export const FORWARDED_HEADERS = [
  'authorization',
  'traceparent',
  'tracestate',
  'x-request-id',
] as const;

/**
 * Headers passed only to the users subgraph, which owns the session: the browser's cookies (the
 * HttpOnly refresh-token cookie) and its `Origin` (web pages never get the refresh token in the
 * response body). Other subgraphs never see the refresh token.
 */
export const USERS_FORWARDED_HEADERS = ['cookie', 'origin'] as const;

/** Subgraphs whose `Set-Cookie` headers reach the browser (the session cookie is theirs). */
export const COOKIE_SUBGRAPHS: readonly string[] = ['users'];

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
  logger?: Logger;
}

/** A running gateway. */
export interface RunningGateway {
  url: string;
  close(): Promise<void>;
}

type ForwardContext = {
  headers: Record<string, string | undefined>;
  clientIp: string | undefined;
  /** Adds a `Set-Cookie` header to the browser's response. */
  appendSetCookie?: (value: string) => void;
};

/** The `Set-Cookie` values of a subgraph response (one entry per header line). */
function setCookiesOf(headers: unknown): string[] {
  const h = headers as { getSetCookie?: () => string[]; get?: (name: string) => string | null };
  if (typeof h?.getSetCookie === 'function') return h.getSetCookie();
  // Fetchers without getSetCookie join the lines with ", ", which Expires dates also contain:
  // split only before a new "name=" (our cookies use Max-Age, not Expires).
  const joined = h?.get?.('set-cookie');
  return joined ? joined.split(/,\s*(?=[^;,=\s]+=)/) : [];
}

/**
 * Forwards auth and trace headers to subgraphs (zero trust: each subgraph verifies the token);
 * with `cookies`, also the browser's cookies and origin, and copies the subgraph's `Set-Cookie`
 * back to the browser.
 */
class ForwardingDataSource extends RemoteGraphQLDataSource<ForwardContext> {
  constructor(
    config: ConstructorParameters<typeof RemoteGraphQLDataSource<ForwardContext>>[0],
    private readonly cookies: boolean,
  ) {
    super(config);
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<ForwardContext>) {
    const names: readonly string[] = this.cookies
      ? [...FORWARDED_HEADERS, ...USERS_FORWARDED_HEADERS]
      : FORWARDED_HEADERS;
    for (const name of names) {
      const value = context.headers?.[name];
      if (value) request.http?.headers.set(name, value);
    }
    // Rate limits in subgraphs count per browser, not per gateway.
    if (context.clientIp) request.http?.headers.set(CLIENT_IP_HEADER, context.clientIp);
  }

  override didReceiveResponse({
    response,
    context,
  }: Parameters<NonNullable<RemoteGraphQLDataSource<ForwardContext>['didReceiveResponse']>>[0]) {
    if (this.cookies && context.appendSetCookie) {
      for (const value of setCookiesOf(response.http?.headers)) context.appendSetCookie(value);
    }
    return response;
  }
}

/**
 * Starts the Apollo Federation gateway on `port` at `/graphql` with a static supergraph, depth
 * and cost limits, CORS with credentials for the shell's origins (the session cookie), introspection and the sandbox only outside production,
 * `/health/live`, `/health/ready`, `/metrics`, and `/live/stream` (the notifications subgraph's
 * server-sent events, proxied). Rejects if the supergraph is invalid.
 */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  // Responses carry the session cookie (credentials: true): the origins must be listed.
  if (options.corsOrigins.includes('*'))
    throw new Error('CORS_ORIGINS must list the frontend origins: "*" cannot allow credentials.');
  const logger = options.logger ?? createLogger('gateway');
  const app = express();
  // Behind nginx/an ingress, req.ip is the browser's address (private-range proxies only).
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  const metrics = new ServiceMetrics('gateway');
  const server = createServer(app);

  const gateway = new ApolloGateway({
    supergraphSdl: options.supergraphSdl,
    buildService: ({ name, url }) =>
      new ForwardingDataSource(
        {
          url: options.subgraphUrls?.[name] ?? url,
          // Node 20 fetch (undici keep-alive) is faster than the default fetcher (STACK.md); its TS
          // Headers type differs from Apollo's Fetcher type though the runtime contract is the same.
          fetcher: globalThis.fetch as never,
        },
        COOKIE_SUBGRAPHS.includes(name),
      ),
  });
  const apollo = new ApolloServer<ForwardContext>({
    gateway,
    // Our process owns SIGINT/SIGTERM (graceful order: gateway, subgraphs, database).
    stopOnTerminationSignals: false,
    introspection: !options.isProduction,
    includeStacktraceInErrorResponses: !options.isProduction,
    validationRules: [depthLimitRule],
    plugins: [
      costLimitPlugin(),
      // On stop: stop accepting, let in-flight requests finish, then close the server.
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      options.isProduction
        ? ApolloServerPluginLandingPageProductionDefault()
        : ApolloServerPluginLandingPageLocalDefault({ embed: true }),
    ],
  });
  await apollo.start();

  app.use(createHttpLogger(logger));
  app.use(metrics.middleware());
  app.get('/metrics', metrics.handler());
  app.get('/health/live', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/health/ready', (_req, res) => {
    res.json({ status: 'ok' });
  });
  const liveUpstream = liveStreamUpstream(options.supergraphSdl, options.subgraphUrls);
  if (liveUpstream) {
    app.get(
      LIVE_STREAM_PATH,
      cors({ origin: options.corsOrigins, credentials: true, maxAge: 600 }),
      liveStreamProxy(liveUpstream, logger),
    );
    app.options(LIVE_STREAM_PATH, cors({ origin: options.corsOrigins, credentials: true }));
  }
  app.use(
    '/graphql',
    cors({ origin: options.corsOrigins, credentials: true, maxAge: 600 }),
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => ({
        headers: Object.fromEntries(
          [...FORWARDED_HEADERS, ...USERS_FORWARDED_HEADERS].map((h) => [h, req.header(h)]),
        ),
        clientIp: req.ip,
        appendSetCookie: (value: string) => {
          res.append('Set-Cookie', value);
        },
      }),
    }),
  );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  const url = `http://127.0.0.1:${port}/graphql`;
  logger.info({ url }, 'gateway ready');
  return {
    url,
    close: () => apollo.stop(),
  };
}
