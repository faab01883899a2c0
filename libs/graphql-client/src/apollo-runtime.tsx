// Loaded on demand by lazy-session.tsx (a separate chunk): Apollo Client, its React provider and
// the auth documents. Nothing on the first paint of a signed-out page imports this module.
import type { ChangePasswordInput, LogInInput, SignUpInput } from './generated/graphql';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { createApolloClient } from './apollo';
import { ChangePasswordDocument, LogInDocument, SignUpDocument } from './generated/graphql';
import type { SessionStore } from './auth/session-store';

export function createSessionClient(gatewayUrl: string, store: SessionStore): ApolloClient {
  return createApolloClient({
    gatewayUrl,
    getAccessToken: store.getAccessToken,
    onUnauthenticated: store.reportUnauthenticated,
  });
}

/**
 * Apollo's provider around `children` with the session's `client`. lazy-session.tsx renders it
 * from this chunk once loaded (`runtime.ClientProvider`), which knip does not see as a use.
 * @public
 */
export function ClientProvider({
  client,
  children,
}: {
  client: ApolloClient;
  children: ReactNode;
}) {
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}

/** Sign-up, log-in and password change through Apollo (log-out is a plain fetch with the cookie). */
export const mutations = {
  signUp: async (client: ApolloClient, input: SignUpInput) =>
    (await client.mutate({ mutation: SignUpDocument, variables: { input } })).data?.signUp,
  logIn: async (client: ApolloClient, input: LogInInput) =>
    (await client.mutate({ mutation: LogInDocument, variables: { input } })).data?.logIn,
  changePassword: async (client: ApolloClient, input: ChangePasswordInput) =>
    (await client.mutate({ mutation: ChangePasswordDocument, variables: { input } })).data
      ?.changePassword,
};
