import { useApolloClient } from '@apollo/client/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  LogInDocument,
  LogOutDocument,
  RefreshSessionDocument,
  SignUpDocument,
  type AuthResultFieldsFragment,
  type LogInInput,
  type SessionUserFragment,
  type SignUpInput,
} from '../generated/graphql';
import { REFRESH_TOKEN_KEY, type SessionStore } from './session-store';

/** The signed-in user as the header and layouts need it. */
export type SessionUser = SessionUserFragment;

/** `loading` until the stored session has been restored (or found missing). */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

/** Result of `signUp` / `logIn`: the user, or the messages to show (field errors and/or a banner). */
export type AuthOutcome =
  | { ok: true; user: SessionUser }
  | { ok: false; fieldErrors: { field: string; message: string }[]; message?: string };

/** What {@link useAuth} returns. */
export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  signUp: (input: SignUpInput) => Promise<AuthOutcome>;
  logIn: (input: LogInInput) => Promise<AuthOutcome>;
  /** Revokes the refresh token on the server (best effort) and forgets the session. */
  logOut: () => Promise<void>;
  /** Exchanges the refresh token for a new session; resolves false when signed out as a result. */
  refresh: () => Promise<boolean>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Message shown when the gateway cannot be reached or answers with an unexpected error. */
export const NETWORK_ERROR_MESSAGE =
  'We could not reach Hearth. Check your connection and try again.';

/** When to refresh: a minute before expiry, or at 80 % of a short lifetime; never sooner than 1 s. */
export function refreshDelay(expiresAt: number, now = Date.now()): number {
  const lifetime = expiresAt - now;
  return Math.max(1_000, lifetime > 120_000 ? lifetime - 60_000 : lifetime * 0.8);
}

interface Props {
  store: SessionStore;
  children: ReactNode;
}

/**
 * Holds the session for the whole page (shell and remotes): restores it on load with
 * `refreshSession` from the stored refresh token, refreshes shortly before the access token
 * expires, and exposes sign-up, log-in and log-out. Needs an `ApolloProvider` above it.
 */
export function AuthProvider({ store, children }: Props) {
  const client = useApolloClient();
  const [status, setStatus] = useState<AuthStatus>(() =>
    store.getRefreshToken() ? 'loading' : 'signedOut',
  );
  const [user, setUser] = useState<SessionUser | null>(null);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlightRefresh = useRef<Promise<boolean> | null>(null);

  const forget = useCallback(() => {
    if (refreshTimer.current) clearTimeout(refreshTimer.current);
    store.clear();
    setUser(null);
    setStatus('signedOut');
  }, [store]);

  // Declared through a ref so the scheduled timer always calls the latest refresh.
  const refreshRef = useRef<() => Promise<boolean>>(async () => false);

  const accept = useCallback(
    (result: AuthResultFieldsFragment): AuthOutcome => {
      if (result.__typename === 'AuthSession') {
        store.setSession(result);
        setUser(result.user);
        setStatus('signedIn');
        if (refreshTimer.current) clearTimeout(refreshTimer.current);
        const expiresAt = store.getExpiresAt();
        if (expiresAt)
          refreshTimer.current = setTimeout(
            () => void refreshRef.current(),
            refreshDelay(expiresAt),
          );
        return { ok: true, user: result.user };
      }
      if (result.__typename === 'ValidationError') return { ok: false, fieldErrors: result.errors };
      return { ok: false, fieldErrors: [], message: result.message };
    },
    [store],
  );

  const refresh = useCallback((): Promise<boolean> => {
    if (inFlightRefresh.current) return inFlightRefresh.current;
    const refreshToken = store.getRefreshToken();
    if (!refreshToken) {
      forget();
      return Promise.resolve(false);
    }
    const attempt = client
      .mutate({ mutation: RefreshSessionDocument, variables: { refreshToken } })
      .then(({ data }) => {
        if (!data) throw new Error('refreshSession returned no data');
        const outcome = accept(data.refreshSession);
        if (!outcome.ok) forget();
        return outcome.ok;
      })
      .catch(() => {
        // Gateway unreachable: signed out for now, but keep the refresh token for the next load.
        if (refreshTimer.current) clearTimeout(refreshTimer.current);
        setUser(null);
        setStatus('signedOut');
        return false;
      })
      .finally(() => {
        inFlightRefresh.current = null;
      });
    inFlightRefresh.current = attempt;
    return attempt;
  }, [accept, client, forget, store]);
  refreshRef.current = refresh;

  useEffect(() => {
    if (store.getRefreshToken()) void refresh();
    // Another tab logged out: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === REFRESH_TOKEN_KEY && event.newValue === null) forget();
    };
    window.addEventListener('storage', onStorage);
    store.setUnauthenticatedHandler(() => void refreshRef.current());
    return () => {
      store.setUnauthenticatedHandler(null);
      window.removeEventListener('storage', onStorage);
      if (refreshTimer.current) clearTimeout(refreshTimer.current);
    };
    // Restore once per mounted provider.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const authenticate = useCallback(
    async (run: () => Promise<AuthResultFieldsFragment | undefined>): Promise<AuthOutcome> => {
      try {
        const result = await run();
        if (!result) return { ok: false, fieldErrors: [], message: NETWORK_ERROR_MESSAGE };
        if (result.__typename === 'AuthSession') await client.clearStore(); // no data of a previous user
        return accept(result);
      } catch {
        return { ok: false, fieldErrors: [], message: NETWORK_ERROR_MESSAGE };
      }
    },
    [accept, client],
  );

  const signUp = useCallback(
    (input: SignUpInput) =>
      authenticate(
        async () =>
          (await client.mutate({ mutation: SignUpDocument, variables: { input } })).data?.signUp,
      ),
    [authenticate, client],
  );
  const logIn = useCallback(
    (input: LogInInput) =>
      authenticate(
        async () =>
          (await client.mutate({ mutation: LogInDocument, variables: { input } })).data?.logIn,
      ),
    [authenticate, client],
  );
  const logOut = useCallback(async () => {
    const refreshToken = store.getRefreshToken();
    if (refreshToken) {
      try {
        await client.mutate({ mutation: LogOutDocument, variables: { refreshToken } });
      } catch {
        /* best effort: the token expires on its own */
      }
    }
    forget();
    await client.clearStore();
  }, [client, forget, store]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, signUp, logIn, logOut, refresh }),
    [status, user, signUp, logIn, logOut, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

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
      logOut: async () => undefined,
      refresh: async () => status === 'signedIn',
      ...overrides,
    }),
    [status, user, overrides],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
