/**
 * `@hearth/graphql-client/session` — the part of the client the first paint needs, without
 * Apollo: the token store, `useAuth()` and the shell's `LazySessionProviders` / `ApolloGate`
 * (Apollo Client is loaded when something first needs it). A federation singleton of its own;
 * `@hearth/graphql-client` re-exports it, so the shell and the remotes share one auth context.
 */
export { SessionStore, REFRESH_TOKEN_KEY, type SessionTokens } from './auth/session-store';
export { AuthController, type AuthTransport } from './auth/auth-core';
export {
  StaticAuthProvider,
  useAuth,
  NETWORK_ERROR_MESSAGE,
  type AuthContextValue,
  type AuthOutcome,
  type AuthStatus,
  type SessionUser,
} from './auth/auth-context';
export { refreshDelay } from './auth/refresh-lock';
export {
  ApolloGate,
  LazySessionProviders,
  createLazyHearthSession,
  preloadApollo,
  REFRESH_SESSION_QUERY,
  type LazyHearthSession,
} from './lazy-session';
export type * from './generated/graphql';
