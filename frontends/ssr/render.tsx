// Server rendering of the public pages (issue 25: a phone's first paint needs no JavaScript).
// Bundled by frontends/ssr/build.mjs (esbuild, for Node) into frontends/ssr/dist/render.cjs and
// called by frontends/serve.mjs for `/`, `/user/explore` (and its short path) and
// `/restaurant/{slug}`: the shell's real App — header, page, footer — rendered for a signed-out
// visitor, with the guest remote's modules imported directly instead of through Module Federation
// (frontends/ssr/remotes.ts) and the page's GraphQL queries answered by the gateway before the
// HTML is sent (Apollo's prerenderStatic). The browser then draws the same components from the
// same data (the Apollo cache state travels in the page), and bootstrap.tsx swaps them in.
import { LazySessionProviders, createLazyHearthSession } from '@hearth/graphql-client/session';
import { I18nProvider, i18n } from '@hearth/i18n';
import { GlobalStyle, ToastProvider, theme } from '@hearth/ui';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
import { App } from '../shell/src/App';
import { preloadRoute } from '../shell/src/federation/route-preload';
import { setViewportWidth } from './media';

/** What serve.mjs puts into the shell's index.html. */
export interface RenderedPage {
  /** The markup of `#root`'s children. */
  html: string;
  /** styled-components' `<style>` element(s) for that markup, for `<head>`. */
  styles: string;
  /** Apollo's normalized cache after the page's queries (JSON-safe), restored by the browser. */
  apolloState: unknown;
  /** The page's largest image (restaurant banner), preloaded with fetchpriority=high. */
  lcpImage: string | null;
  /** The page's `<title>`, when it sets one. */
  title: string | null;
}

/** Options of {@link renderPage}. */
export interface RenderOptions {
  /** The URL's path and query, e.g. `/restaurant/teta-rania?lang=en-CA`. */
  url: string;
  /** The gateway's GraphQL URL as this server reaches it. */
  gatewayUrl: string;
  /** `en-CA` or `fr-CA` (the `lang` query parameter or the browser's Accept-Language). */
  locale: string;
  /** The visitor's likely viewport width in CSS pixels (media queries; default 1280). */
  viewportWidth?: number;
  /** Gives up after this many milliseconds (rejects). */
  timeoutMs?: number;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders the public page at `url` as a signed-out visitor sees it once its data has arrived.
 * Renders run one at a time (the i18n instance and the route preloading are per process).
 * Rejects when a query fails or the render takes longer than `timeoutMs` (default 4,000 ms):
 * serve.mjs then sends the plain shell, as before.
 */
export function renderPage(options: RenderOptions): Promise<RenderedPage> {
  const run = queue.then(() => render(options));
  queue = run.catch(() => undefined);
  return run;
}

async function render({
  url,
  gatewayUrl,
  locale,
  viewportWidth = 1280,
  timeoutMs = 4000,
}: RenderOptions) {
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  setViewportWidth(viewportWidth);
  const session = createLazyHearthSession(gatewayUrl);
  const { client } = await session.loadRuntime();
  const pathname = url.split('?')[0] ?? '/';
  // The same preloading the browser does: the restaurant and its cooking sessions, so the
  // page's own queries find them (one render instead of three).
  preloadRoute(pathname, session);
  const sheet = new ServerStyleSheet();
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const tree = (
      <StyleSheetManager sheet={sheet.instance}>
        <I18nProvider>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <LazySessionProviders session={session}>
              <ToastProvider>
                <StaticRouter location={url}>
                  <App />
                </StaticRouter>
              </ToastProvider>
            </LazySessionProviders>
          </ThemeProvider>
        </I18nProvider>
      </StyleSheetManager>
    );
    const { result } = await prerenderStatic({
      tree,
      signal,
      renderFunction: async (element) => {
        const { prelude } = await prerenderToNodeStream(element, {
          signal,
          // One document, no boundary outlined behind a script: the content is in place.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        });
        return streamToString(prelude);
      },
    });
    const titleMatch = /<title>([^<]*)<\/title>/.exec(result);
    const apolloState = client.extract();
    return {
      html: result.replace(/<title>[^<]*<\/title>/g, ''),
      styles: sheet.getStyleTags(),
      apolloState,
      lcpImage: bannerOf(apolloState),
      title: titleMatch?.[1] ?? null,
    } satisfies RenderedPage;
  } finally {
    sheet.seal();
    client.stop();
  }
}

/** The restaurant's banner URL in the extracted cache (the restaurant page's LCP), or null. */
function bannerOf(state: unknown): string | null {
  for (const value of Object.values(state as Record<string, Record<string, unknown>>)) {
    if (value?.['__typename'] === 'Restaurant' && typeof value['imageUrl'] === 'string') {
      return value['imageUrl'];
    }
  }
  return null;
}
