import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useMemo, type ReactNode } from 'react';
import {
  ChangePasswordDocument,
  LogInDocument,
  LogOutDocument,
  RefreshSessionDocument,
  SignUpDocument,
} from '../generated/graphql';
// Package name, not './auth-core' (which imports './auth-context'): one shared auth context for
// the whole page (see index.ts).
import { AuthController, type AuthTransport } from '@hearth/graphql-client/session';
import type { SessionStore } from '@hearth/graphql-client/session';

/**
 * The auth mutations sent through an Apollo Client (whose link sends cookies: see
 * `createApolloClient`); refresh and log-out use the refresh-token cookie.
 */
export function apolloAuthTransport(client: ApolloClient): AuthTransport {
  return {
    refreshSession: async (legacyRefreshToken) =>
      (
        await client.mutate({
          mutation: RefreshSessionDocument,
          variables: legacyRefreshToken ? { refreshToken: legacyRefreshToken } : {},
        })
      ).data?.refreshSession,
    signUp: async (input) =>
      (await client.mutate({ mutation: SignUpDocument, variables: { input } })).data?.signUp,
    logIn: async (input) =>
      (await client.mutate({ mutation: LogInDocument, variables: { input } })).data?.logIn,
    changePassword: async (input) =>
      (await client.mutate({ mutation: ChangePasswordDocument, variables: { input } })).data
        ?.changePassword,
    logOut: async () => {
      await client.mutate({ mutation: LogOutDocument, variables: {} });
    },
    clearStore: async () => {
      await client.clearStore();
    },
    refetchActive: async () => {
      await client.refetchQueries({ include: 'active' });
    },
  };
}

interface Props {
  store: SessionStore;
  children: ReactNode;
}

/**
 * Holds the session for the whole page (shell and remotes): restores it on load with
 * `refreshSession` (the refresh-token cookie), refreshes shortly before the access token
 * expires, and exposes sign-up, log-in and log-out. Needs an `ApolloProvider` above it (the shell
 * uses `LazySessionProviders` instead, which loads Apollo only when something needs it).
 */
export function AuthProvider({ store, children }: Props) {
  const client = useApolloClient();
  const transport = useMemo(() => apolloAuthTransport(client), [client]);
  return (
    <AuthController store={store} transport={transport}>
      {children}
    </AuthController>
  );
}
