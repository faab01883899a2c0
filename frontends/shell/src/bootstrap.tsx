import type { NormalizedCacheObject } from '@apollo/client';
import { LazySessionProviders, createLazyHearthSession } from '@hearth/graphql-client/session';
import { I18nProvider, i18n } from '@hearth/i18n';
import { GlobalStyle, ToastProvider, theme } from '@hearth/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { readRuntimeConfig } from '../../shared/runtime-config';
import type { App as AppType } from './App';
import { registerHearthRemotes } from './federation/remotes';
import { preloadRoute } from './federation/route-preload';
import { serverRenderState, takeOverServerPage } from './ssr-takeover';

const config = readRuntimeConfig();
registerHearthRemotes(config.remotes);
// Apollo Client is loaded on first use (ApolloGate, auth forms), not on the first paint.
const session = createLazyHearthSession(config.gatewayUrl);

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');
// A server-rendered public page (frontends/ssr, issue 25): for a signed-out visitor its data
// (public, at most 10 s old; asked again once the page is live) seeds Apollo's cache before any query, so the page below draws from
// it at once instead of asking again. Home's asks for none (and then loads no Apollo); a signed-in
// visitor's page depends on the session (favourites…), so it asks the gateway itself.
const ssr = serverRenderState(root);
const rootQuery = ssr?.apollo['ROOT_QUERY'] as Record<string, unknown> | undefined;
const signedOut = !session.store.hasSession();
const restored =
  ssr !== null && signedOut && Object.keys(rootQuery ?? {}).some((f) => f !== '__typename');
if (ssr && restored) {
  void session
    .loadRuntime()
    .then(({ client }) => client.cache.restore(ssr.apollo as NormalizedCacheObject))
    .catch(() => undefined);
}
// The opened page's remote code and data (unless restored) start loading now, in parallel.
preloadRoute(window.location.pathname, session, { data: !restored });

/** Lets the browser run other tasks (paint, input) before going on: the start-up in slices. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function render(App: typeof AppType) {
  const app = (
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
    </StrictMode>
  );
  if (ssr && root) {
    // The server's page stays painted while the app draws the same page off-screen, in small
    // slices (a transition yields to the browser), and replaces it once its content is there.
    const container = takeOverServerPage(root, {
      sameHeading: i18n.language === ssr.locale && signedOut,
      // The server's data may be a few seconds old (its page cache): asked again once live, the
      // page updates in place if anything changed meanwhile.
      onSwap: restored
        ? () => {
            const client = session.getClient();
            if (client) {
              Promise.resolve(client.refetchQueries({ include: 'active' })).catch(() => undefined);
            }
          }
        : undefined,
    });
    startTransition(() => createRoot(container).render(app));
  } else {
    createRoot(root!).render(app);
  }
}

// The app's own modules (header, pages, footer) are in this chunk ("eager") but evaluated in a
// task of their own on a server-rendered page — one long task fewer while the page is shown
// (issue 25); elsewhere at once, as before.
void (async () => {
  if (ssr) await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './App');
  if (ssr) await nextTask();
  render(App);
})();
