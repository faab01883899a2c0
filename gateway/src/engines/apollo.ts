import {
  ApolloGateway,
  RemoteGraphQLDataSource,
  type GraphQLDataSourceProcessOptions,
} from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginLandingPageProductionDefault,
  ApolloServerPluginLandingPageLocalDefault,
} from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import { COOKIE_SUBGRAPHS, headersForSubgraph, setCookiesOf } from '../forwarding.js';
import { subgraphFetch } from '../subgraph-fetch.js';
import { sanitizeError } from '../edge-errors.js';
import type { EngineOptions, GatewayEngine } from './engine.js';

type ForwardContext = {
  /** The client request's header of that name (lower case). */
  header: (name: string) => string | undefined;
  /** Adds a `Set-Cookie` header to the browser's response. */
  appendSetCookie: (value: string) => void;
};

/**
 * Forwards the edge's headers to subgraph `name` (zero trust: each subgraph verifies the token)
 * and, for the cookie subgraphs, copies `Set-Cookie` back to the browser.
 */
class ForwardingDataSource extends RemoteGraphQLDataSource<ForwardContext> {
  constructor(
    config: ConstructorParameters<typeof RemoteGraphQLDataSource<ForwardContext>>[0],
    private readonly subgraph: string,
  ) {
    super(config);
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<ForwardContext>) {
    if (!context.header) return; // the gateway's own health/introspection calls
    for (const [name, value] of Object.entries(headersForSubgraph(this.subgraph, context.header)))
      request.http?.headers.set(name, value);
  }

  override didReceiveResponse({
    response,
    context,
  }: Parameters<NonNullable<RemoteGraphQLDataSource<ForwardContext>['didReceiveResponse']>>[0]) {
    if (COOKIE_SUBGRAPHS.includes(this.subgraph) && context.appendSetCookie) {
      for (const value of setCookiesOf(response.http?.headers)) context.appendSetCookie(value);
    }
    return response;
  }
}

/**
 * The @apollo/gateway engine (`GATEWAY_ENGINE=apollo`): an ApolloGateway over the static
 * supergraph inside Apollo Server, `subgraphFetch` (undici, keep-alive) to the subgraphs.
 * Rejects if the supergraph does not load.
 */
export async function createApolloEngine(options: EngineOptions): Promise<GatewayEngine> {
  const gateway = new ApolloGateway({
    supergraphSdl: options.supergraphSdl,
    buildService: ({ name, url }) =>
      new ForwardingDataSource(
        // undici's request on one keep-alive agent (subgraph-fetch.ts): ~40% less gateway CPU per
        // federated request than Node's fetch (measured, docs/adr/0009). Apollo's Fetcher type
        // differs from the WHATWG Response type though the runtime contract is the same.
        { url, fetcher: subgraphFetch as never },
        name,
      ),
  });
  const apollo = new ApolloServer<ForwardContext>({
    gateway,
    // Our process owns SIGINT/SIGTERM (graceful order: gateway, subgraphs, database).
    stopOnTerminationSignals: false,
    introspection: !options.isProduction,
    includeStacktraceInErrorResponses: options.exposeErrorDetails,
    formatError: (formatted) => sanitizeError(formatted, options.exposeErrorDetails),
    plugins: [
      options.isProduction
        ? ApolloServerPluginLandingPageProductionDefault()
        : ApolloServerPluginLandingPageLocalDefault({ embed: true }),
    ],
  });
  await apollo.start();
  return {
    name: 'apollo',
    handler: expressMiddleware(apollo, {
      context: async ({ req, res }) => ({
        header: (name: string) => req.header(name),
        appendSetCookie: (value: string) => {
          res.append('Set-Cookie', value);
        },
      }),
    }),
    stop: () => apollo.stop(),
  };
}
