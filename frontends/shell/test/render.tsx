import {
  StaticAuthProvider,
  createCache,
  type AuthContextValue,
  type AuthStatus,
  type SessionUser,
} from '@hearth/graphql-client';
import { I18nProvider, i18n } from '@hearth/i18n';
import { ToastProvider, theme } from '@hearth/ui';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';

export const guest: SessionUser = {
  __typename: 'User',
  id: 'g1',
  email: 'gina@example.com',
  firstName: 'Gina',
  lastName: 'Guest',
  role: 'GUEST',
  status: 'ACTIVE',
};
export const chef: SessionUser = {
  ...guest,
  id: 'c1',
  email: 'carl@example.com',
  firstName: 'Carl',
  role: 'CHEF',
  status: 'INITIAL',
};
export const admin: SessionUser = {
  ...guest,
  id: 'a1',
  email: 'ada@example.com',
  firstName: 'Ada',
  role: 'ADMIN',
};

/** Puts the shared i18n instance back to en-CA (jsdom's browser language would pick en-US). */
export function resetLocale(locale: 'en-CA' | 'en-US' | 'fr-CA' = 'en-CA'): void {
  act(() => void i18n.changeLanguage(locale));
  localStorage.clear();
}

/**
 * Renders `ui` with i18n (en-CA unless `locale`), theme, toasts, router, mocked Apollo and a
 * fixed auth state.
 */
export function renderApp(
  ui: ReactElement,
  {
    status = 'signedOut',
    user = null,
    mocks = [],
    path = '/',
    auth,
    locale = 'en-CA',
  }: {
    status?: AuthStatus;
    user?: SessionUser | null;
    mocks?: MockLink.MockedResponse[];
    path?: string;
    auth?: Partial<AuthContextValue>;
    locale?: 'en-CA' | 'en-US' | 'fr-CA';
  } = {},
): RenderResult {
  resetLocale(locale);
  return render(
    <I18nProvider>
      <ThemeProvider theme={theme}>
        <MockedProvider mocks={mocks} cache={createCache()}>
          <StaticAuthProvider status={status} user={user} overrides={auth}>
            <ToastProvider>
              <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
            </ToastProvider>
          </StaticAuthProvider>
        </MockedProvider>
      </ThemeProvider>
    </I18nProvider>,
  );
}
