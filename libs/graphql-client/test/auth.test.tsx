import { afterEach, describe, expect, it } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import {
  AuthProvider,
  LogOutDocument,
  REFRESH_TOKEN_KEY,
  RefreshSessionDocument,
  SessionStore,
  SignUpDocument,
  createCache,
  refreshDelay,
  useAuth,
  type AuthOutcome,
} from '../src/index';

const user = {
  __typename: 'User' as const,
  id: 'u1',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  role: 'GUEST' as const,
  status: 'ACTIVE' as const,
};
const session = (refreshToken: string) => ({
  __typename: 'AuthSession' as const,
  accessToken: 'access-' + refreshToken,
  accessTokenExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  refreshToken,
  user,
});
const input = {
  email: 'ann@example.com',
  password: 'secret123',
  firstName: 'Ann',
  lastName: 'Lee',
  role: 'GUEST' as const,
};

function Probe() {
  const auth = useAuth();
  const [outcome, setOutcome] = useState<AuthOutcome | null>(null);
  return (
    <div>
      <p data-testid="status">{auth.status}</p>
      <p data-testid="user">{auth.user?.firstName ?? '-'}</p>
      <p data-testid="outcome">{outcome ? JSON.stringify(outcome) : ''}</p>
      <button onClick={async () => setOutcome(await auth.signUp(input))}>sign up</button>
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
  it('is signed out at once when no refresh token is stored', () => {
    renderAuth([]);
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
  });

  it('restores the session on load from the stored refresh token (rotating it)', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r1');
    const store = renderAuth([
      {
        request: { query: RefreshSessionDocument, variables: { refreshToken: 'r1' } },
        result: { data: { refreshSession: session('r2') } },
      },
    ]);
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(screen.getByTestId('user')).toHaveTextContent('Ann');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r2');
    expect(store.getAccessToken()).toBe('access-r2');
  });

  it('forgets a refresh token the server rejects', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'stale');
    renderAuth([
      {
        request: { query: RefreshSessionDocument, variables: { refreshToken: 'stale' } },
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
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('signs up, keeps the access token in memory only, and logs out', async () => {
    const store = renderAuth([
      {
        request: { query: SignUpDocument, variables: { input } },
        result: { data: { signUp: session('r9') } },
      },
      {
        request: { query: LogOutDocument, variables: { refreshToken: 'r9' } },
        result: { data: { logOut: true } },
      },
    ]);
    await act(async () => screen.getByRole('button', { name: 'sign up' }).click());
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r9');
    expect(JSON.stringify(localStorage)).not.toContain('access-r9');
    expect(store.getAccessToken()).toBe('access-r9');

    await act(async () => screen.getByRole('button', { name: 'log out' }).click());
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(store.getAccessToken()).toBeNull();
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

describe('refreshDelay', () => {
  it('refreshes a minute before a long-lived token expires, at 80 % of a short one', () => {
    expect(refreshDelay(15 * 60_000, 0)).toBe(14 * 60_000);
    expect(refreshDelay(60_000, 0)).toBe(48_000);
    expect(refreshDelay(100, 0)).toBe(1_000);
  });
});
