import { createCache } from '@hearth/graphql-client';
import { ToastProvider, theme } from '@hearth/ui';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';

/** Renders a chef form with the theme, a mocked Apollo client (upload mutations) and toasts. */
export function renderForm(ui: ReactElement, mocks: MockedResponse[] = []): RenderResult {
  return render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <ToastProvider>{ui}</ToastProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
}

/** An ISO local date `years` years before today (± `days`). */
export function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() + days);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}
