import type { IncomingMessage, ServerResponse } from 'node:http';
import { createGatewayRuntime } from '@graphql-hive/gateway-runtime';
import { unifiedGraphHandler } from '@graphql-hive/router-runtime';
import * as httpTransport from '@graphql-mesh/transport-http';
import { GraphQLError } from 'graphql';
import { COOKIE_SUBGRAPHS, headersForSubgraph, setCookiesOf } from '../forwarding.js';
import { sanitizeError } from '../edge-errors.js';
import { subgraphFetch } from '../subgraph-fetch.js';
import type { EngineOptions, GatewayEngine } from './engine.js';

/** Hive's log level for our pino level (`silent` turns its logging off). */
function hiveLogging(level: string): false | 'debug' | 'info' | 'warn' | 'error' {
  if (level === 'silent') return false;
  if (level === 'trace' || level === 'debug') return 'debug';
  if (level === 'info' || level === 'warn') return level;
  return 'error';
}

/**
 * The error a client sees from the Hive engine: every error (a subgraph's, a failed subgraph
 * call, one thrown inside the gateway) passes through `sanitizeError`; an unexpected non-GraphQL
 * error becomes `message` (Yoga's "Unexpected error.") outside development.
 */
function maskError(expose: boolean) {
  return (error: unknown, message: string): Error => {
    if (!(error instanceof GraphQLError)) {
      return expose && error instanceof Error
        ? error
        : new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    }
    if (expose) return error;
    const clean = sanitizeError(error.toJSON(), false);
    // Unchanged errors (a subgraph's FORBIDDEN, a validation error) are returned as they are:
    // Yoga logs every error it is handed a replacement for, and those are not the gateway's.
    const changed =
      clean.message !== error.message ||
      Object.keys(clean.extensions ?? {}).length !== Object.keys(error.extensions).length;
    if (!changed) return error;
    return new GraphQLError(clean.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      extensions: clean.extensions,
    });
  };
}

/**
 * The Hive Gateway runtime engine (default): the same static supergraph, planned by Hive
 * Router's query planner (Rust, `@graphql-hive/router-runtime`: plans cached per operation and
 * run by its own executor; the default JavaScript "stitching" runtime rebuilt and transformed
 * every subgraph request per request and cost ~40-50% more gateway CPU per federated request,
 * docs/adr/0009), its HTTP transport (`@graphql-mesh/transport-http`, passed explicitly rather
 * than resolved by a dynamic import), headers forwarded with `propagateHeaders`, the users
 * subgraph's `Set-Cookie` copied back. CORS, limits and the landing page are the edge's or off.
 */
export async function createHiveEngine(options: EngineOptions): Promise<GatewayEngine> {
  const runtime = createGatewayRuntime({
    supergraph: options.supergraphSdl,
    unifiedGraphHandler,
    transports: { http: httpTransport },
    graphqlEndpoint: '/graphql',
    logging: hiveLogging(options.logger.level),
    landingPage: false,
    graphiql: !options.isProduction,
    cors: false, // the edge's
    requestId: false, // the edge's (nest-common createHttpLogger), forwarded as x-request-id
    healthCheckEndpoint: '/graphql/hive-health',
    readinessCheckEndpoint: '/graphql/hive-ready',
    ...(options.isProduction ? { disableIntrospection: {} } : {}),
    maskedErrors: { maskError: maskError(options.exposeErrorDetails) },
    // Subgraph calls through undici's request (subgraph-fetch.ts) instead of the runtime's
    // WHATWG fetch over node:http: ~40% less gateway CPU per federated request (docs/adr/0009).
    plugins: () => [
      {
        onFetch({ setFetchFn }: { setFetchFn: (fn: typeof subgraphFetch) => void }) {
          setFetchFn(subgraphFetch);
        },
      },
    ],
    propagateHeaders: {
      fromClientToSubgraphs: ({ request, subgraphName }) =>
        headersForSubgraph(subgraphName, (name) => request.headers.get(name)),
      fromSubgraphsToClient: ({ response, subgraphName }) =>
        COOKIE_SUBGRAPHS.includes(subgraphName)
          ? { 'set-cookie': setCookiesOf(response.headers) }
          : undefined,
    },
  });
  // Ready before the first request: a supergraph that does not load fails the start-up.
  await runtime.getSchema();
  return {
    name: 'hive',
    handler: (req, res) => {
      // The body the edge parsed is handed on as is (whatwg-node reads `req.body`).
      // requestListener answers on `res` (handleNodeRequestAndResponse only returns the Response).
      void runtime.requestListener(
        req as unknown as IncomingMessage,
        res as unknown as ServerResponse,
      );
    },
    stop: async () => {
      await runtime.dispose();
    },
  };
}
