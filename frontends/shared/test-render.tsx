import {
  StaticAuthProvider,
  createCache,
  type AuthStatus,
  type SessionUser,
} from '@hearth/graphql-client';
import { ToastProvider, theme } from '@hearth/ui';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';

export const users: Record<'guest' | 'chef' | 'admin', SessionUser> = {
  guest: {
    id: 'g1',
    email: 'gina@example.com',
    firstName: 'Gina',
    lastName: 'Guest',
    role: 'GUEST',
    status: 'ACTIVE',
  },
  chef: {
    id: 'c1',
    email: 'carl@example.com',
    firstName: 'Carl',
    lastName: 'Chef',
    role: 'CHEF',
    status: 'ACTIVE',
  },
  admin: {
    id: 'a1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Admin',
    role: 'ADMIN',
    status: 'ACTIVE',
  },
};

/**
 * Test helper: mounts a remote's App under `basePath/*` as the shell does, at `path`, with a fixed
 * auth state, and a `/` route that shows "Home page" so redirects are visible.
 */
export function renderRemote(
  App: ComponentType,
  basePath: string,
  path: string,
  { status = 'signedOut', user = null }: { status?: AuthStatus; user?: SessionUser | null } = {},
): RenderResult {
  return render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={[]} cache={createCache()}>
        <StaticAuthProvider status={status} user={user}>
          <ToastProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/" element={<p>Home page</p>} />
                <Route path={`${basePath}/*`} element={<App />} />
              </Routes>
            </MemoryRouter>
          </ToastProvider>
        </StaticAuthProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
}
