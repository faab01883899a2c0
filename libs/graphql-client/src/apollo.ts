import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import type { NotificationPage } from './generated/graphql';
import { possibleTypes } from './generated/possible-types';

/** Options of {@link createApolloClient}. */
export interface ApolloClientOptions {
  /** The gateway's GraphQL endpoint, e.g. `http://localhost:4000/graphql` (runtime config). */
  gatewayUrl: string;
  /** Current access token, or null when signed out; sent as `Authorization: Bearer <token>`. */
  getAccessToken: () => string | null;
  /** Called when the server answers `extensions.code = 'UNAUTHENTICATED'` (e.g. to refresh). */
  onUnauthenticated?: () => void;
  /** Replaces the HTTP link (tests). */
  link?: ApolloLink;
}

/**
 * The cache, with paging for `notifications` and every result union's members (`possibleTypes`,
 * generated from the API schema by codegen.mjs, so fragments on a union — `... on Cart` inside a
 * `CartResult` — match exactly and never drift from the schema).
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes,
    typePolicies: {
      Query: {
        fields: {
          // One list per user and filter (All, Orders, Offers, Read, Unread); a request with a
          // cursor appends the next page ('Load more').
          notifications: {
            keyArgs: ['filter'],
            merge(existing: NotificationPage | undefined, incoming: NotificationPage, { args }) {
              if (!existing || !args?.['cursor']) return incoming;
              return { ...incoming, items: [...existing.items, ...incoming.items] };
            },
          },
        },
      },
    },
  });
}

/**
 * Apollo Client for the Hearth gateway: adds the bearer token to every request, sends cookies
 * (`credentials: 'include'`: the gateway's CORS allows the shell's origins) and reports
 * UNAUTHENTICATED answers. One client per browser tab, created by the shell and shared with the
 * remotes through `ApolloProvider` (Apollo is a federation singleton).
 */
export function createApolloClient({
  gatewayUrl,
  getAccessToken,
  onUnauthenticated,
  link,
}: ApolloClientOptions): ApolloClient {
  const auth = new SetContextLink((prevContext) => {
    const token = getAccessToken();
    const headers = { ...(prevContext['headers'] as Record<string, string> | undefined) };
    if (token) headers['authorization'] = `Bearer ${token}`;
    return { headers };
  });
  const errors = new ErrorLink(({ error }) => {
    if (
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED')
    ) {
      onUnauthenticated?.();
    }
  });
  return new ApolloClient({
    link: ApolloLink.from([
      errors,
      auth,
      // Cookies go along: the refresh token is the gateway's HttpOnly cookie (refresh, log-out).
      link ?? new HttpLink({ uri: gatewayUrl, credentials: 'include' }),
    ]),
    cache: createCache(),
  });
}
