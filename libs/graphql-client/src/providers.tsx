import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { createApolloClient } from './apollo';
import { AuthProvider } from './auth/AuthProvider';
import { SessionStore } from '@hearth/graphql-client/session';

/** The client and token store of one browser tab. */
export interface HearthSession {
  client: ApolloClient;
  store: SessionStore;
}

/**
 * Creates the tab's session: a token store and an Apollo Client that sends its access token and
 * asks the `AuthProvider` to refresh when the server says UNAUTHENTICATED.
 */
export function createHearthSession(gatewayUrl: string): HearthSession {
  const store = new SessionStore();
  const client = createApolloClient({
    gatewayUrl,
    getAccessToken: store.getAccessToken,
    onUnauthenticated: store.reportUnauthenticated,
  });
  return { client, store };
}

/** `ApolloProvider` + `AuthProvider` for a {@link HearthSession}. */
export function SessionProviders({
  session,
  children,
}: {
  session: HearthSession;
  children: ReactNode;
}) {
  return (
    <ApolloProvider client={session.client}>
      <AuthProvider store={session.store}>{children}</AuthProvider>
    </ApolloProvider>
  );
}
