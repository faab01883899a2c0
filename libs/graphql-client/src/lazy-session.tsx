// The shell's session without Apollo on the first paint: the session is restored with a plain
// `fetch` of the RefreshSession mutation (the refresh token is the gateway's HttpOnly cookie, sent
// with `credentials: 'include'`; log-out goes the same way), and Apollo Client (one per tab, shared with the
// remotes through ApolloProvider) is created the first time something needs it: an <ApolloGate>
// mounting (carousel, bell, cart, newsletter, remote areas) or a sign-up/log-in/log-out.
import type { ApolloClient } from '@apollo/client';
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';
import { AuthController, type AuthTransport } from './auth/auth-core';
import { SessionStore } from './auth/session-store';
import type { AuthResultFieldsFragment } from './generated/graphql';

type Runtime = typeof import('./apollo-runtime');

/**
 * The RefreshSession document exactly as Apollo Client sends it (`__typename` added to every
 * selection set); a test checks it against `src/operations/auth.graphql`.
 */
export const REFRESH_SESSION_QUERY =
  'mutation RefreshSession($refreshToken: String) {\n  refreshSession(refreshToken: $refreshToken) {\n    ...AuthResultFields\n    __typename\n  }\n}\n\nfragment SessionUser on User {\n  id\n  email\n  firstName\n  lastName\n  role\n  status\n  __typename\n}\n\nfragment FieldErrors on ValidationError {\n  errors {\n    field\n    message\n    __typename\n  }\n  __typename\n}\n\nfragment ServerErrorMessage on ServerError {\n  message\n  __typename\n}\n\nfragment AuthResultFields on AuthResult {\n  __typename\n  ... on AuthSession {\n    accessToken\n    accessTokenExpiresAt\n    user {\n      ...SessionUser\n      __typename\n    }\n    __typename\n  }\n  ...FieldErrors\n  ...ServerErrorMessage\n}';

/** The LogOut document exactly as Apollo Client sends it (checked by a test, like the above). */
export const LOG_OUT_QUERY =
  'mutation LogOut($refreshToken: String) {\n  logOut(refreshToken: $refreshToken)\n}';

/** The tab's session whose Apollo Client is loaded on first use. */
export interface LazyHearthSession {
  readonly gatewayUrl: string;
  readonly store: SessionStore;
  /** Loads Apollo (once) and returns the tab's client. */
  loadClient(): Promise<ApolloClient>;
  /** The client if it has been loaded already. */
  getClient(): ApolloClient | null;
  /** @internal ApolloProvider for the loaded client, as a lazy component. */
  readonly Provider: ComponentType<{ children: ReactNode }>;
  /** @internal */
  loadRuntime(): Promise<{ runtime: Runtime; client: ApolloClient }>;
}

let current: LazyHearthSession | null = null;

/** Creates the tab's lazily loaded session (the shell calls it once at start-up). */
export function createLazyHearthSession(gatewayUrl: string): LazyHearthSession {
  const store = new SessionStore();
  let client: ApolloClient | null = null;
  let loading: Promise<{ runtime: Runtime; client: ApolloClient }> | null = null;
  const loadRuntime = () => {
    loading ??= import('./apollo-runtime').then(
      (runtime) => {
        client ??= runtime.createSessionClient(gatewayUrl, store);
        return { runtime, client };
      },
      (error: unknown) => {
        loading = null; // a failed chunk load may be retried
        throw error;
      },
    );
    return loading;
  };
  const session: LazyHearthSession = {
    gatewayUrl,
    store,
    loadRuntime,
    loadClient: async () => (await loadRuntime()).client,
    getClient: () => client,
    Provider: lazy(async () => {
      const { runtime, client: loaded } = await loadRuntime();
      const Provider = ({ children }: { children: ReactNode }) => (
        <runtime.ClientProvider client={loaded}>{children}</runtime.ClientProvider>
      );
      return { default: Provider };
    }),
  };
  current = session;
  return session;
}

/** Starts loading Apollo ahead of need (e.g. when the pointer nears a form that will use it). */
export function preloadApollo(): void {
  void current?.loadRuntime().catch(() => undefined);
}

const LazySessionContext = createContext<LazyHearthSession | null>(null);

/**
 * POSTs an auth mutation with `fetch`, cookies included (the refresh-token cookie goes to the
 * gateway, its `Set-Cookie` comes back); rejects like Apollo's `mutate` would.
 */
async function postAuthMutation<T>(
  session: LazyHearthSession,
  operationName: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T | null | undefined> {
  const headers: Record<string, string> = {
    accept: 'application/graphql-response+json,application/json;q=0.9',
    'content-type': 'application/json',
  };
  const token = session.store.getAccessToken();
  if (token) headers['authorization'] = `Bearer ${token}`;
  const response = await fetch(session.gatewayUrl, {
    method: 'POST',
    headers,
    credentials: 'include',
    body: JSON.stringify({ operationName, variables, query }),
  });
  if (!response.ok) throw new Error(`${operationName}: HTTP ${response.status}`);
  const body = (await response.json()) as { data?: T | null; errors?: unknown[] };
  if (body.errors?.length) {
    // Same rule as the Apollo error link: UNAUTHENTICATED while a session exists → refresh.
    const codes = body.errors.map(
      (e) => (e as { extensions?: { code?: unknown } })?.extensions?.code,
    );
    if (codes.includes('UNAUTHENTICATED')) session.store.reportUnauthenticated();
    throw new Error(`${operationName} failed`);
  }
  return body.data;
}

function lazyAuthTransport(session: LazyHearthSession): AuthTransport {
  return {
    refreshSession: async (legacyRefreshToken) =>
      (
        await postAuthMutation<{ refreshSession?: AuthResultFieldsFragment }>(
          session,
          'RefreshSession',
          REFRESH_SESSION_QUERY,
          legacyRefreshToken ? { refreshToken: legacyRefreshToken } : {},
        )
      )?.refreshSession,
    signUp: async (input) => {
      const { runtime, client } = await session.loadRuntime();
      return runtime.mutations.signUp(client, input);
    },
    logIn: async (input) => {
      const { runtime, client } = await session.loadRuntime();
      return runtime.mutations.logIn(client, input);
    },
    changePassword: async (input) => {
      const { runtime, client } = await session.loadRuntime();
      return runtime.mutations.changePassword(client, input);
    },
    logOut: async () => {
      await postAuthMutation(session, 'LogOut', LOG_OUT_QUERY, {});
    },
    clearStore: async () => {
      await session.getClient()?.clearStore();
    },
    refetchActive: async () => {
      await session.getClient()?.refetchQueries({ include: 'active' });
    },
  };
}

/**
 * The shell's providers: the auth state (`useAuth()`) at once, Apollo only inside <ApolloGate>s.
 * When the store says a session exists (a signed-in visitor) Apollo starts loading at once, in
 * parallel with the session restore, since the signed-in header needs it.
 */
export function LazySessionProviders({
  session,
  children,
}: {
  session: LazyHearthSession;
  children: ReactNode;
}) {
  const transport = useMemo(() => lazyAuthTransport(session), [session]);
  useEffect(() => {
    if (session.store.hasSession()) void session.loadRuntime().catch(() => undefined);
  }, [session]);
  return (
    <LazySessionContext.Provider value={session}>
      <AuthController store={session.store} transport={transport}>
        {children}
      </AuthController>
    </LazySessionContext.Provider>
  );
}

/**
 * Renders `children` inside the tab's ApolloProvider, loading Apollo first when the page uses
 * `LazySessionProviders` (`fallback` meanwhile). Elsewhere (tests with MockedProvider, a remote's
 * standalone page with SessionProviders) an ApolloProvider is already above: renders `children`.
 */
export function ApolloGate({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const session = useContext(LazySessionContext);
  if (!session) return <>{children}</>;
  return (
    <Suspense fallback={fallback}>
      <session.Provider>{children}</session.Provider>
    </Suspense>
  );
}
