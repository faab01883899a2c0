// The shell server's side of the public pages' server render (issue 25): which paths are
// rendered, the cache, and how a rendered page goes into the shell's index.html. Used by
// frontends/serve.mjs; the render itself is frontends/ssr/dist/render.cjs (frontends/ssr/build.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { URLSearchParams, fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const BUNDLE = `${here}dist/render.cjs`;

/** The public pages rendered on the server: home, explore's first page, a restaurant page. */
export function isServerRenderedPath(pathname) {
  return (
    pathname === '/' || pathname === '/user/explore' || /^\/restaurant\/[^/]+\/?$/.test(pathname)
  );
}

const LOCALES = ['en-CA', 'en-US', 'fr-CA'];

/**
 * The locale the page is rendered in, as the browser's i18n picks it (libs/i18n detectLocale,
 * with Accept-Language for navigator.languages): the `lang` query parameter, else the first
 * language Hearth speaks (fr-* → fr-CA, en-US → en-US), else en-CA. A choice remembered in the
 * browser is not known here: the page is then drawn again in that locale on taking over.
 */
export function pageLocale(search, acceptLanguage = '') {
  const lang = new URLSearchParams(search).get('lang');
  if (lang && LOCALES.includes(lang)) return lang;
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    const known = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (known) return known;
    if (tag.toLowerCase().startsWith('fr')) return 'fr-CA';
  }
  return 'en-CA';
}

/**
 * The visitor's likely viewport width (CSS px) from its User-Agent, for the header's media
 * queries: 390 for a phone (`Mobi`, as browsers on phones say), 820 for a tablet, else 1280.
 */
export function likelyViewportWidth(userAgent = '') {
  if (/Mobi|iPhone|Android.+Mobile/.test(userAgent)) return 390;
  if (/iPad|Tablet|Android/.test(userAgent)) return 820;
  return 1280;
}

/** JSON for an inline `<script>`: `<` escaped, so no value can close the element. */
const inlineJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `indexHtml` with `page` in it: the markup in `#root` (marked `data-ssr`, which bootstrap.tsx
 * reads), React's hoisted `<link>`s (the banner's preload) and the page's styles in `<head>`
 * (renamed from styled-components' `data-styled` so the browser's styled-components leaves them
 * to the server markup), `preloads` (scripts the page's remote needs), the title, and the Apollo
 * cache state as `window.__HEARTH_SSR__`.
 */
export function injectPage(indexHtml, page, { preloads = [], locale }) {
  const hoisted = [];
  const body = page.html.replace(/^(?:<link[^>]*\/?>)+/, (links) => {
    hoisted.push(links);
    return '';
  });
  const head = [
    ...hoisted,
    ...preloads.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}"/>`),
    page.styles.replace(/data-styled="/g, 'data-ssr-styles="'),
    `<script>window.__HEARTH_SSR__=${inlineJson({ apollo: page.apolloState, locale })}</script>`,
  ].join('');
  let html = indexHtml
    .replace('</head>', `${head}</head>`)
    .replace(
      /<div id="root">[\s\S]*<\/div>\s*<\/body>/,
      `<div id="root" data-ssr>${body}</div></body>`,
    )
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    // The page reads without JavaScript: no "Hearth needs JavaScript" line above it.
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`);
  return html;
}

/**
 * The shell server's renderer of public pages, or null when the render bundle is not built or
 * `gatewayUrl` is not an absolute http(s) URL (the server must reach the gateway itself).
 *
 * @param {object} options
 * @param {string} options.gatewayUrl  the gateway's GraphQL URL as this server reaches it
 * @param {string} options.guestEntry  the guest remote's remoteEntry.js URL as browsers load it
 * @param {string} options.guestDist   the guest remote's dist folder (its js-chunks.json)
 * @param {number} [options.ttlMs=30000]  how long a rendered page is reused (per path, query, locale)
 * @returns {((url: URL, headers: import('node:http').IncomingHttpHeaders, indexHtml: string) => Promise<string | null>) | null}
 *   resolves to the page's HTML, or null (not a rendered path, or the render failed or timed out:
 *   the caller sends the plain shell, which draws the page in the browser as before).
 */
export function createPageRenderer({ gatewayUrl, guestEntry, guestDist, ttlMs = 30_000 }) {
  if (!existsSync(BUNDLE) || !/^https?:\/\//.test(gatewayUrl)) return null;
  const { renderPage } = createRequire(import.meta.url)(BUNDLE);
  const cache = new Map(); // key → { at, html: Promise<string | null> }
  const guestBase = guestEntry.slice(0, guestEntry.lastIndexOf('/') + 1);
  const remoteScripts = (module) => {
    try {
      const chunks = JSON.parse(readFileSync(`${guestDist}/js-chunks.json`, 'utf8'));
      return [guestEntry, ...(chunks.exposes?.[`./${module}`] ?? []).map((f) => guestBase + f)];
    } catch {
      return [guestEntry];
    }
  };
  return async (url, headers, indexHtml) => {
    if (!isServerRenderedPath(url.pathname)) return null;
    const locale = pageLocale(url.search, headers['accept-language']);
    const viewportWidth = likelyViewportWidth(headers['user-agent']);
    const key = `${locale} ${viewportWidth} ${url.pathname}${url.search}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < ttlMs && hit.indexHtml === indexHtml) return hit.html;
    const html = renderPage({ url: url.pathname + url.search, gatewayUrl, locale, viewportWidth })
      .then((page) =>
        injectPage(indexHtml, page, {
          locale,
          preloads:
            url.pathname === '/'
              ? []
              : remoteScripts(url.pathname.startsWith('/restaurant/') ? 'RestaurantPage' : 'App'),
        }),
      )
      .catch((error) => {
        console.warn(`[hearth ssr] ${url.pathname}: ${error?.message ?? error}`);
        cache.delete(key); // a failed render is not kept: the next request tries again
        return null;
      });
    if (cache.size >= 500) cache.delete(cache.keys().next().value);
    cache.set(key, { at: Date.now(), html, indexHtml });
    return html;
  };
}
