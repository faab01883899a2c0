// The page's session as components see it: the context, `useAuth()` and a fixed stand-in for
// tests. The state machine that fills it is AuthController (auth-core.tsx).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type {
  ChangePasswordInput,
  LogInInput,
  SessionUserFragment,
  SignUpInput,
} from '../generated/graphql';

/** The signed-in user as the header and layouts need it. */
export type SessionUser = SessionUserFragment;

/** `loading` until the stored session has been restored (or found missing). */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

/**
 * Result of `signUp` / `logIn` / `changePassword`: the user, or the messages to show (field errors
 * and/or a banner).
 */
export type AuthOutcome =
  | { ok: true; user: SessionUser }
  | { ok: false; fieldErrors: { field: string; message: string }[]; message?: string };

/** What {@link useAuth} returns. */
export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  signUp: (input: SignUpInput) => Promise<AuthOutcome>;
  logIn: (input: LogInInput) => Promise<AuthOutcome>;
  /**
   * Changes the signed-in user's password: on success this tab continues with the new session the
   * server answers (every other session is signed out); a refusal changes nothing.
   */
  changePassword: (input: ChangePasswordInput) => Promise<AuthOutcome>;
  /** Revokes the refresh token on the server (best effort) and forgets the session. */
  logOut: () => Promise<void>;
  /** Exchanges the refresh token for a new session; resolves false when signed out as a result. */
  refresh: () => Promise<boolean>;
}

/** Message shown when the gateway cannot be reached or answers with an unexpected error. */
export const NETWORK_ERROR_MESSAGE =
  'We could not reach Hearth. Check your connection and try again.';

/** The session context (one for the whole page: this module is part of a federation singleton). */
export const AuthContext = createContext<AuthContextValue | null>(null);

/** The page's session. Throws when used outside {@link AuthProvider}. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value)
    throw new Error('useAuth() must be used inside <AuthProvider> (the shell provides it).');
  return value;
}

/**
 * A fixed auth state for tests and standalone previews of a remote: renders `children` with the
 * given `status`/`user`; the actions resolve without calling a server.
 */
export function StaticAuthProvider({
  status,
  user = null,
  children,
  overrides,
}: {
  status: AuthStatus;
  user?: SessionUser | null;
  children: ReactNode;
  overrides?: Partial<AuthContextValue>;
}) {
  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      signUp: async () => ({ ok: false, fieldErrors: [] }),
      logIn: async () => ({ ok: false, fieldErrors: [] }),
      changePassword: async () => ({ ok: false, fieldErrors: [] }),
      logOut: async () => undefined,
      refresh: async () => status === 'signedIn',
      ...overrides,
    }),
    [status, user, overrides],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
