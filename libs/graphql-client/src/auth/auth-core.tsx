// The auth state machine without Apollo: what the page needs at first paint. The transports
// (Apollo in AuthProvider.tsx, plain fetch + lazily loaded Apollo in ../lazy-session.tsx) decide
// how the auth mutations reach the gateway.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type {
  AuthResultFieldsFragment,
  ChangePasswordInput,
  LogInInput,
  SignUpInput,
} from '../generated/graphql';
import {
  AuthContext,
  NETWORK_ERROR_MESSAGE,
  type AuthContextValue,
  type AuthOutcome,
  type AuthStatus,
  type SessionUser,
} from './auth-context';
import { refreshDelay, withRefreshLock } from './refresh-lock';
import { SESSION_HINT_KEY, type SessionStore } from './session-store';

/**
 * How the auth mutations reach the gateway, with the browser's cookies (the refresh token is the
 * HttpOnly `hearth_refresh` cookie, set by sign-up, log-in and refresh, cleared by log-out). Each
 * call rejects when the gateway cannot be reached or answers with an error (as Apollo's `mutate`).
 */
export interface AuthTransport {
  /**
   * Rotates the refresh token in the cookie. `legacyRefreshToken`: a token an earlier version kept
   * in `localStorage`, sent once as the argument so the answer moves it into the cookie.
   */
  refreshSession(legacyRefreshToken?: string): Promise<AuthResultFieldsFragment | undefined>;
  signUp(input: SignUpInput): Promise<AuthResultFieldsFragment | undefined>;
  logIn(input: LogInInput): Promise<AuthResultFieldsFragment | undefined>;
  /** Sends the access token; a success replaces the refresh cookie with the new session's. */
  changePassword(input: ChangePasswordInput): Promise<AuthResultFieldsFragment | undefined>;
  /** Revokes the session of the cookie and clears the cookie. */
  logOut(): Promise<void>;
  /** Drops cached data of the previous user (nothing to do while no Apollo cache exists). */
  clearStore(): Promise<void>;
  /**
   * Re-runs the queries on screen. `clearStore` cancels the ones in flight, so a page that was
   * loading when the user signed in would otherwise stay on its error.
   */
  refetchActive(): Promise<void>;
}

/**
 * Holds the session for the whole page (shell and remotes): restores it on load with
 * `refreshSession` (the refresh-token cookie) when the store says a session exists, refreshes
 * shortly before the access token expires, and exposes sign-up, log-in and log-out, through
 * `transport`.
 */
export function AuthController({
  store,
  transport,
  children,
}: {
  store: SessionStore;
  transport: AuthTransport;
  children: ReactNode;
}) {
  const [status, setStatus] = useState<AuthStatus>(() =>
    store.hasSession() ? 'loading' : 'signedOut',
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
    if (!store.hasSession()) {
      forget();
      return Promise.resolve(false);
    }
    const attempt = withRefreshLock(() =>
      transport.refreshSession(store.takeLegacyRefreshToken() ?? undefined),
    )
      .then((result) => {
        if (!result) throw new Error('refreshSession returned no data');
        const outcome = accept(result);
        if (!outcome.ok) forget();
        return outcome.ok;
      })
      .catch(() => {
        // Gateway unreachable: signed out for now, but keep the hint (and the cookie) for the next
        // load.
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
  }, [accept, transport, forget, store]);
  refreshRef.current = refresh;

  useEffect(() => {
    if (store.hasSession()) void refresh();
    // Another tab logged out: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_HINT_KEY && event.newValue === null) forget();
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
        if (result.__typename !== 'AuthSession') return accept(result);
        await transport.clearStore(); // no data of a previous user
        const outcome = accept(result);
        // With the new token; a failed refetch shows on its own screen, not as a failed sign-in.
        transport.refetchActive().catch(() => undefined);
        return outcome;
      } catch {
        return { ok: false, fieldErrors: [], message: NETWORK_ERROR_MESSAGE };
      }
    },
    [accept, transport],
  );

  const signUp = useCallback(
    (input: SignUpInput) => authenticate(() => transport.signUp(input)),
    [authenticate, transport],
  );
  const logIn = useCallback(
    (input: LogInInput) => authenticate(() => transport.logIn(input)),
    [authenticate, transport],
  );
  const changePassword = useCallback(
    async (input: ChangePasswordInput): Promise<AuthOutcome> => {
      try {
        const result = await transport.changePassword(input);
        if (!result) return { ok: false, fieldErrors: [], message: NETWORK_ERROR_MESSAGE };
        // The same user: the cached data stays; only the tokens change.
        return accept(result);
      } catch {
        return { ok: false, fieldErrors: [], message: NETWORK_ERROR_MESSAGE };
      }
    },
    [accept, transport],
  );
  const logOut = useCallback(async () => {
    if (store.hasSession()) {
      try {
        await transport.logOut();
      } catch {
        /* best effort: the token expires on its own */
      }
    }
    forget();
    await transport.clearStore();
  }, [transport, forget, store]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, signUp, logIn, changePassword, logOut, refresh }),
    [status, user, signUp, logIn, changePassword, logOut, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
