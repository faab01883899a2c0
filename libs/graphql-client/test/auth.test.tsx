import { afterEach, describe, expect, it } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  AuthProvider,
  ChangePasswordDocument,
  GetCartItemCountDocument,
  LogOutDocument,
  REFRESH_TOKEN_KEY,
  RefreshSessionDocument,
  SessionStore,
  SignUpDocument,
  createApolloClient,
  createCache,
  refreshDelay,
  useAuth,
  type AuthOutcome,
} from '../src/index';
import { SESSION_HINT_KEY } from '../src/auth/session-store';

const user = {
  __typename: 'User' as const,
  id: 'u1',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  role: 'GUEST' as const,
  status: 'ACTIVE' as const,
};
// The refresh token is the gateway's HttpOnly cookie: the client neither asks for it nor sees it.
const session = (id: string) => ({
  __typename: 'AuthSession' as const,
  accessToken: 'access-' + id,
  accessTokenExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  user,
});
/** Every value in localStorage, to check that no token is kept there. */
const stored = () =>
  Object.fromEntries(
    Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)!).map((k) => [
      k,
      localStorage.getItem(k),
    ]),
  );
const input = {
  email: 'ann@example.com',
  password: 'secret123',
  firstName: 'Ann',
  lastName: 'Lee',
  role: 'GUEST' as const,
};

const passwords = { currentPassword: 'secret123', newPassword: 'secret456' };

function Probe() {
  const auth = useAuth();
  const [outcome, setOutcome] = useState<AuthOutcome | null>(null);
  return (
    <div>
      <p data-testid="status">{auth.status}</p>
      <p data-testid="user">{auth.user?.firstName ?? '-'}</p>
      <p data-testid="outcome">{outcome ? JSON.stringify(outcome) : ''}</p>
      <button onClick={async () => setOutcome(await auth.signUp(input))}>sign up</button>
      <button onClick={async () => setOutcome(await auth.changePassword(passwords))}>
        change password
      </button>
      <button onClick={() => void auth.logOut()}>log out</button>
    </div>
  );
}

function renderAuth(mocks: MockLink.MockedResponse[], store = new SessionStore()) {
  render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <AuthProvider store={store}>
        <Probe />
      </AuthProvider>
    </MockedProvider>,
  );
  return store;
}

afterEach(() => localStorage.clear());

describe('AuthProvider', () => {
  it('is signed out at once, with no request, when this browser holds no session', () => {
    renderAuth([]);
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
  });

  it('restores the session on load with the refresh-token cookie (no argument)', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const store = renderAuth([
      {
        request: { query: RefreshSessionDocument, variables: {} },
        result: { data: { refreshSession: session('s2') } },
      },
    ]);
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(screen.getByTestId('user')).toHaveTextContent('Ann');
    expect(store.getAccessToken()).toBe('access-s2');
    expect(stored()).toEqual({ [SESSION_HINT_KEY]: '1' }); // a hint, no token
  });

  it('removes a refresh token an earlier version stored, sending it once to move it into the cookie', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'old-r1');
    const store = new SessionStore();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    renderAuth(
      [
        {
          request: { query: RefreshSessionDocument, variables: { refreshToken: 'old-r1' } },
          result: { data: { refreshSession: session('s3') } },
        },
      ],
      store,
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(store.takeLegacyRefreshToken()).toBeNull();
    expect(stored()).toEqual({ [SESSION_HINT_KEY]: '1' });
  });

  it('forgets a session the server rejects', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    renderAuth([
      {
        request: { query: RefreshSessionDocument, variables: {} },
        result: {
          data: {
            refreshSession: {
              __typename: 'ServerError',
              message: 'Your session has expired. Please log in again.',
            },
          },
        },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    expect(stored()).toEqual({});
  });

  it('signs up, keeps every token out of localStorage, and logs out with the cookie', async () => {
    const store = renderAuth([
      {
        request: { query: SignUpDocument, variables: { input } },
        result: { data: { signUp: { ...session('s9'), refreshToken: 'leaked-r9' } } },
      },
      {
        request: { query: LogOutDocument, variables: {} },
        result: { data: { logOut: true } },
      },
    ]);
    await act(async () => screen.getByRole('button', { name: 'sign up' }).click());
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(store.getAccessToken()).toBe('access-s9');
    expect(stored()).toEqual({ [SESSION_HINT_KEY]: '1' });
    expect(JSON.stringify(stored())).not.toMatch(/access-s9|leaked-r9/);

    await act(async () => screen.getByRole('button', { name: 'log out' }).click());
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    expect(stored()).toEqual({});
    expect(store.getAccessToken()).toBeNull();
  });

  it('follows a log-out in another tab (the hint disappears)', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    renderAuth([
      {
        request: { query: RefreshSessionDocument, variables: {} },
        result: { data: { refreshSession: session('s4') } },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    act(() => {
      localStorage.removeItem(SESSION_HINT_KEY);
      window.dispatchEvent(
        new StorageEvent('storage', { key: SESSION_HINT_KEY, oldValue: '1', newValue: null }),
      );
    });
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
  });

  it('re-runs a query that was loading when the user signed in (the sign-in cancels it)', async () => {
    function Count() {
      const { data, error } = useQuery(GetCartItemCountDocument);
      return <p data-testid="count">{error ? 'error' : (data?.me?.cartItemCount ?? 'loading')}</p>;
    }
    const count = (n: number, delay: number) => ({
      request: { query: GetCartItemCountDocument },
      result: { data: { me: { __typename: 'User' as const, id: 'u1', cartItemCount: n } } },
      delay,
    });
    render(
      <MockedProvider
        mocks={[
          count(1, 2_000), // still in flight when the sign-up lands
          {
            request: { query: SignUpDocument, variables: { input } },
            result: { data: { signUp: session('s7') } },
          },
          count(3, 0),
        ]}
        cache={createCache()}
      >
        <AuthProvider store={new SessionStore()}>
          <Probe />
          <Count />
        </AuthProvider>
      </MockedProvider>,
    );
    expect(screen.getByTestId('count')).toHaveTextContent('loading');
    await act(async () => screen.getByRole('button', { name: 'sign up' }).click());
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('3'));
  });

  it('changes the password and goes on with the new session; a refusal keeps the current one', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const refused = {
      __typename: 'ValidationError' as const,
      errors: [
        {
          __typename: 'FieldError' as const,
          field: 'currentPassword',
          message: 'Your current password is incorrect.',
        },
      ],
    };
    const store = renderAuth([
      {
        request: { query: RefreshSessionDocument, variables: {} },
        result: { data: { refreshSession: session('s1') } },
      },
      {
        request: { query: ChangePasswordDocument, variables: { input: passwords } },
        result: { data: { changePassword: refused } },
      },
      {
        request: { query: ChangePasswordDocument, variables: { input: passwords } },
        result: { data: { changePassword: session('s2') } },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    await act(async () => screen.getByRole('button', { name: 'change password' }).click());
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('incorrect'));
    expect(store.getAccessToken()).toBe('access-s1');

    await act(async () => screen.getByRole('button', { name: 'change password' }).click());
    await waitFor(() => expect(store.getAccessToken()).toBe('access-s2'));
    expect(screen.getByTestId('outcome')).toHaveTextContent('"ok":true');
    expect(screen.getByTestId('status')).toHaveTextContent('signedIn');
    expect(stored()).toEqual({ [SESSION_HINT_KEY]: '1' });
  });

  it('returns ValidationError field messages without signing in', async () => {
    renderAuth([
      {
        request: { query: SignUpDocument, variables: { input } },
        result: {
          data: {
            signUp: {
              __typename: 'ValidationError',
              errors: [
                {
                  __typename: 'FieldError',
                  field: 'email',
                  message: 'An account with this e-mail already exists. Log in instead.',
                },
              ],
            },
          },
        },
      },
    ]);
    await act(async () => screen.getByRole('button', { name: 'sign up' }).click());
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('already exists'));
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
  });
});

describe('createApolloClient', () => {
  it('sends cookies with every request (the refresh token is an HttpOnly cookie)', async () => {
    const calls: RequestInit[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (_url: unknown, init?: RequestInit) => {
      calls.push(init ?? {});
      const body = JSON.stringify({ data: { logOut: true } });
      return {
        ok: true,
        status: 200,
        headers: {
          get: (name: string) => (/content-type/i.test(name) ? 'application/json' : null),
        },
        text: async () => body,
        json: async () => JSON.parse(body) as unknown,
      };
    }) as unknown as typeof fetch;
    try {
      const client = createApolloClient({
        gatewayUrl: 'http://gw/graphql',
        getAccessToken: () => 'access-1',
      });
      await client.mutate({ mutation: LogOutDocument });
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(calls[0]!.credentials).toBe('include');
    expect(calls[0]!.headers).toMatchObject({ authorization: 'Bearer access-1' });
  });
});

describe('refreshDelay', () => {
  it('refreshes a minute before a long-lived token expires, at 80 % of a short one', () => {
    expect(refreshDelay(15 * 60_000, 0)).toBe(14 * 60_000);
    expect(refreshDelay(60_000, 0)).toBe(48_000);
    expect(refreshDelay(100, 0)).toBe(1_000);
  });
});
