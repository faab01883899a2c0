// The shell's session (LazySessionProviders) with the refresh token as the gateway's HttpOnly
// cookie: plain `fetch` with credentials, no token in localStorage, Apollo not loaded when signed out.
import { describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { print } from 'graphql';
import {
  LazySessionProviders,
  LogOutDocument,
  REFRESH_SESSION_QUERY,
  REFRESH_TOKEN_KEY,
  RefreshSessionDocument,
  createCache,
  createLazyHearthSession,
  useAuth,
} from '../src/index';
import { LOG_OUT_QUERY } from '../src/lazy-session';
import { SESSION_HINT_KEY } from '../src/auth/session-store';
import { mockFetchSequence, testUser } from './session-fixtures';

const user = testUser;
const authSession = {
  __typename: 'AuthSession',
  accessToken: 'access-2',
  accessTokenExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  user,
};

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p data-testid="status">{auth.status}</p>
      <button onClick={() => void auth.logOut()}>log out</button>
    </div>
  );
}

const mockFetch = mockFetchSequence;
const bodyOf = (fn: ReturnType<typeof mockFetch>, call: number) =>
  JSON.parse((fn.mock.calls[call]![1] as RequestInit).body as string) as unknown;
const storedValues = () =>
  Array.from({ length: localStorage.length }, (_, i) => localStorage.getItem(localStorage.key(i)!));

describe('LazySessionProviders with the refresh-token cookie', () => {
  it('sends RefreshSession and LogOut exactly as Apollo Client would', () => {
    expect(REFRESH_SESSION_QUERY).toBe(
      print(createCache().transformDocument(RefreshSessionDocument)),
    );
    expect(LOG_OUT_QUERY).toBe(print(createCache().transformDocument(LogOutDocument)));
    expect(REFRESH_SESSION_QUERY).not.toContain('refreshToken\n'); // never asks for the token
  });

  it('a first-time visitor is signed out at once: no request, Apollo not loaded', () => {
    const fetchMock = mockFetch({ body: {} });
    const session = createLazyHearthSession('http://gw/graphql');
    render(
      <LazySessionProviders session={session}>
        <Probe />
      </LazySessionProviders>,
    );
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(session.getClient()).toBeNull();
  });

  it('restores the session after a reload with the cookie, keeping no token in localStorage, and logs out', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const fetchMock = mockFetch(
      { body: { data: { refreshSession: authSession } } },
      { body: { data: { logOut: true } } },
    );
    const session = createLazyHearthSession('http://gw/graphql');
    render(
      <LazySessionProviders session={session}>
        <Probe />
      </LazySessionProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://gw/graphql');
    expect(init.credentials).toBe('include');
    expect(bodyOf(fetchMock, 0)).toEqual({
      operationName: 'RefreshSession',
      variables: {},
      query: REFRESH_SESSION_QUERY,
    });
    expect(session.store.getAccessToken()).toBe('access-2');
    expect(storedValues()).toEqual(['1']);

    await act(async () => screen.getByRole('button', { name: 'log out' }).click());
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    const [, logOut] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(logOut.credentials).toBe('include');
    expect((logOut.headers as Record<string, string>)['authorization']).toBe('Bearer access-2');
    expect(bodyOf(fetchMock, 1)).toEqual({
      operationName: 'LogOut',
      variables: {},
      query: LOG_OUT_QUERY,
    });
    expect(localStorage.length).toBe(0);
  });

  it('removes a refresh token an earlier version stored, sending it once', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'old-r1');
    const fetchMock = mockFetch({ body: { data: { refreshSession: authSession } } });
    render(
      <LazySessionProviders session={createLazyHearthSession('http://gw/graphql')}>
        <Probe />
      </LazySessionProviders>,
    );
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(bodyOf(fetchMock, 0)).toMatchObject({ variables: { refreshToken: 'old-r1' } });
    expect(storedValues()).toEqual(['1']);
  });

  it('forgets a session the server rejects, keeps it when the gateway is down', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    mockFetch({ body: { data: { refreshSession: { __typename: 'ServerError', message: 'x' } } } });
    const { unmount } = render(
      <LazySessionProviders session={createLazyHearthSession('http://gw/graphql')}>
        <Probe />
      </LazySessionProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    unmount();

    localStorage.setItem(SESSION_HINT_KEY, '1');
    mockFetch({ body: { errors: [{ message: 'bad gateway' }] }, status: 502 });
    render(
      <LazySessionProviders session={createLazyHearthSession('http://gw/graphql')}>
        <Probe />
      </LazySessionProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
  });
});
