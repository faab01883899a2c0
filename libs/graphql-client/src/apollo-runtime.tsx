// Loaded on demand by lazy-session.tsx (a separate chunk): Apollo Client, its React provider and
// the auth documents. Nothing on the first paint of a signed-out page imports this module.
import type { LogInInput, SignUpInput } from './generated/graphql';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { createApolloClient } from './apollo';
import { LogInDocument, SignUpDocument } from './generated/graphql';
import type { SessionStore } from './auth/session-store';

export function createSessionClient(gatewayUrl: string, store: SessionStore): ApolloClient {
  return createApolloClient({
    gatewayUrl,
    getAccessToken: store.getAccessToken,
    onUnauthenticated: store.reportUnauthenticated,
  });
}

export function ClientProvider({
  client,
  children,
}: {
  client: ApolloClient;
  children: ReactNode;
}) {
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}

/** Sign-up and log-in through Apollo (log-out is a plain fetch that sends the cookie). */
export const mutations = {
  signUp: async (client: ApolloClient, input: SignUpInput) =>
    (await client.mutate({ mutation: SignUpDocument, variables: { input } })).data?.signUp,
  logIn: async (client: ApolloClient, input: LogInInput) =>
    (await client.mutate({ mutation: LogInDocument, variables: { input } })).data?.logIn,
};
