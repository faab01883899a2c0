import { StaticAuthProvider, createCache, type SessionUser } from '@hearth/graphql-client';
import { ToastProvider, theme } from '@hearth/ui';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';

/**
 * Test helper: renders `routes` (React Router `<Route>`s) at `path` as the shell would host the
 * guest remote — theme, Apollo answering from `mocks` (each used once unless its maxUsageCount
 * says otherwise; the app's cache unless `appCache` is false), `user` signed in (signed out when
 * null), toasts and a memory router.
 */
export function renderWithProviders({
  routes,
  path,
  mocks,
  user,
  appCache = true,
}: {
  routes: ReactNode;
  path: string;
  mocks: readonly MockedResponse[];
  user: SessionUser | null;
  appCache?: boolean;
}): RenderResult {
  return render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={mocks} cache={appCache ? createCache() : undefined}>
        <StaticAuthProvider status={user ? 'signedIn' : 'signedOut'} user={user}>
          <ToastProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>{routes}</Routes>
            </MemoryRouter>
          </ToastProvider>
        </StaticAuthProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
}
