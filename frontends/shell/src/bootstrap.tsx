import { LazySessionProviders, createLazyHearthSession } from '@hearth/graphql-client/session';
import { I18nProvider } from '@hearth/i18n';
import { GlobalStyle, ToastProvider, theme } from '@hearth/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { readRuntimeConfig } from '../../shared/runtime-config';
import { App } from './App';
import { registerHearthRemotes } from './federation/remotes';
import { preloadRoute } from './federation/route-preload';

const config = readRuntimeConfig();
registerHearthRemotes(config.remotes);
// Apollo Client is loaded on first use (ApolloGate, auth forms), not on the first paint.
const session = createLazyHearthSession(config.gatewayUrl);
// The opened page's remote code and data start loading now, in parallel (issue 25).
preloadRoute(window.location.pathname, session);

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');
createRoot(root).render(
  <StrictMode>
    <I18nProvider>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <LazySessionProviders session={session}>
          <ToastProvider>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </ToastProvider>
        </LazySessionProviders>
      </ThemeProvider>
    </I18nProvider>
  </StrictMode>,
);
