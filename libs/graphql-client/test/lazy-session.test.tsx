import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { print } from 'graphql';
import {
  ApolloGate,
  LazySessionProviders,
  REFRESH_SESSION_QUERY,
  REFRESH_TOKEN_KEY,
  RefreshSessionDocument,
  createCache,
  createLazyHearthSession,
  useAuth,
} from '../src/index';
import * as light from '../src/session';
import { mockFetch, testUser } from './session-fixtures';

const user = testUser;

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p data-testid="status">{auth.status}</p>
      <p data-testid="user">{auth.user?.firstName ?? '-'}</p>
    </div>
  );
}

describe('LazySessionProviders', () => {
  it('sends RefreshSession exactly as Apollo Client would (typenames included)', () => {
    expect(REFRESH_SESSION_QUERY).toBe(
      print(createCache().transformDocument(RefreshSessionDocument)),
    );
  });

  it('is signed out at once without a stored session, with no request', () => {
    const fetchMock = mockFetch({});
    render(
      <LazySessionProviders session={createLazyHearthSession('http://gw/graphql')}>
        <Probe />
      </LazySessionProviders>,
    );
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('restores the session with a plain fetch POST of RefreshSession', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r1');
    const fetchMock = mockFetch({
      data: {
        refreshSession: {
          __typename: 'AuthSession',
          accessToken: 'access-r2',
          accessTokenExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
          refreshToken: 'r2',
          user,
        },
      },
    });
    const session = createLazyHearthSession('http://gw/graphql');
    render(
      <LazySessionProviders session={session}>
        <Probe />
      </LazySessionProviders>,
    );
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(screen.getByTestId('user')).toHaveTextContent('Ann');
    // The old key is gone and nothing replaces it: the new token is the HttpOnly cookie.
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(session.store.getAccessToken()).toBe('access-r2');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://gw/graphql');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(init.body as string)).toEqual({
      operationName: 'RefreshSession',
      variables: { refreshToken: 'r1' },
      query: REFRESH_SESSION_QUERY,
    });
  });

  it('forgets a refresh token the server rejects, keeps it when the gateway is down', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'stale');
    mockFetch({ data: { refreshSession: { __typename: 'ServerError', message: 'expired' } } });
    const { unmount } = render(
      <LazySessionProviders session={createLazyHearthSession('http://gw/graphql')}>
        <Probe />
      </LazySessionProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    unmount();

    localStorage.setItem('hearth.session', '1');
    mockFetch({ errors: [{ message: 'bad gateway' }] }, 502);
    render(
      <LazySessionProviders session={createLazyHearthSession('http://gw/graphql')}>
        <Probe />
      </LazySessionProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    expect(localStorage.getItem('hearth.session')).toBe('1');
  });

  it('the main entry re-exports the Apollo-free entry (one auth context for shell and remotes)', () => {
    expect(useAuth).toBe(light.useAuth);
    expect(LazySessionProviders).toBe(light.LazySessionProviders);
  });

  it('ApolloGate renders its children directly when no lazy session is above', () => {
    render(
      <ApolloGate fallback={<p>loading</p>}>
        <p>content</p>
      </ApolloGate>,
    );
    expect(screen.getByText('content')).toBeInTheDocument();
  });
});
