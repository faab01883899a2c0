import { SessionProviders, createHearthSession } from '@hearth/graphql-client';
import { I18nProvider } from '@hearth/i18n';
import { GlobalStyle, ToastProvider, theme } from '@hearth/ui';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { readRuntimeConfig } from './runtime-config';

/**
 * Renders a remote on its own (its dev server or `dist/index.html`), with the same providers the
 * shell gives it (locale included: `I18nProvider`), mounted under `basePath` (e.g. `/chef`). In
 * production the shell renders the remote's App instead and this code never runs.
 */
export function renderStandalone(App: ComponentType, basePath: string): void {
  const session = createHearthSession(readRuntimeConfig().gatewayUrl);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root element missing');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <SessionProviders session={session}>
            <ToastProvider>
              <BrowserRouter>
                <Routes>
                  <Route path={`${basePath}/*`} element={<App />} />
                  <Route path="*" element={<Navigate to={basePath} replace />} />
                </Routes>
              </BrowserRouter>
            </ToastProvider>
          </SessionProviders>
        </ThemeProvider>
      </I18nProvider>
    </StrictMode>,
  );
}
