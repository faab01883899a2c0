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

/** Where the shell server holds a request until the live page takes over (or 10 s). */
export const LOAD_HOLD_PATH = '/__hearth/ssr-hold';

/**
 * The inline script that runs once the page is painted (after its high-priority image, if any):
 * preloads `preloads` (the page's remote code, low priority) and adds an invisible image whose
 * request the server holds (LOAD_HOLD_PATH). The image delays the document's `load` event until
 * the app has taken the page over (ssr-takeover.ts points it at a data URL), so `load` still
 * means "the live page is in place" for whatever waits on it — a script, a test — and nothing
 * acts on server markup about to be replaced. Both wait for the paint: requests open from the
 * start would count as part of the first paint in Lighthouse's simulation (issue 25). Without
 * JavaScript, no hold.
 */
function afterPaint(preloads) {
  return `<script>(function(){
function go(){var r=document.getElementById('root'),h=document.head;
${inlineJson(preloads)}.forEach(function(u){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=u;l.fetchPriority='low';h.appendChild(l)});
if(document.readyState==='complete'||!r||!r.hasAttribute('data-ssr'))return;
var i=document.createElement('img');i.setAttribute('data-ssr-hold','');i.alt='';i.width=i.height=1;
i.setAttribute('aria-hidden','true');i.style.cssText='position:absolute;width:1px;height:1px;opacity:0;pointer-events:none';
i.src='${LOAD_HOLD_PATH}';document.body.appendChild(i)}
function later(){requestAnimationFrame(function(){setTimeout(go,0)})}
var img=document.querySelector('#root img[fetchpriority=high]');
if(img&&!img.complete){img.addEventListener('load',later);img.addEventListener('error',later)}else later()})()</script>`;
}

/** JSON for an inline `<script>`: `<` escaped, so no value can close the element. */
const inlineJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
/**
 * `indexHtml` with `page` in it: the markup in `#root` (marked `data-ssr`, which bootstrap.tsx
 * reads), React's hoisted `<link>`s (the banner's preload) first in `<head>`, the page's styles
 * (renamed from styled-components' `data-styled` so the browser's styled-components leaves them
 * to the server markup), no preload of the shell's start-up chunks (main.js loads them), then
 * `preloads` (the page's remote) and the load-event hold once painted ({@link afterPaint}), the
 * title, and the Apollo cache state as `window.__HEARTH_SSR__` (empty when the render is not `fresh`: the browser then
 * asks for its data again).
 */
export function injectPage(indexHtml, page, { preloads = [], locale, fresh = true }) {
  const hoisted = [];
  const body = page.html.replace(/^(?:<link[^>]*\/?>)+/, (links) => {
    hoisted.push(links);
    return '';
  });
  const head = [
    page.styles.replace(/data-styled="/g, 'data-ssr-styles="'),
    `<script>window.__HEARTH_SSR__=${inlineJson({ apollo: fresh ? page.apolloState : {}, locale })}</script>`,
  ].join('');
  let html = indexHtml
    // The shell's start-up chunks load when main.js asks for them: after the page is painted.
    .replace(/<link rel="preload" as="script" href="\/[^"]*"\/?>/g, '')
    // React's hoisted links (the banner's preload, fetchpriority high) first of all.
    .replace(/<meta charset="utf-8" ?\/?>/, (meta) => meta + hoisted.join(''))
    .replace('</head>', `${head}</head>`)
    .replace(
      /<div id="root">[\s\S]*<\/div>\s*<\/body>/,
      `<div id="root" data-ssr>${body}</div>${afterPaint(preloads)}</body>`,
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
 * A page is rendered once per path, query, locale and likely width, and reused: as it is for
 * `ttlMs`; then, up to `staleMs`, sent at once while a new render runs for the next visitor
 * (marked stale: the browser does not reuse its data, it asks the gateway again). A request
 * waits at most `waitMs` for a render not in the cache yet — after that it gets the plain shell
 * and the render goes on to fill the cache (at most `renderTimeoutMs`).
 *
 * @param {object} options
 * @param {string} options.gatewayUrl  the gateway's GraphQL URL as this server reaches it
 * @param {string} options.guestEntry  the guest remote's remoteEntry.js URL as browsers load it
 * @param {string} options.guestDist   the guest remote's dist folder (its js-chunks.json)
 * @param {number} [options.ttlMs=10000]
 * @param {number} [options.staleMs=120000]
 * @param {number} [options.waitMs=3000]
 * @param {number} [options.renderTimeoutMs=15000]
 * @returns {((url: URL, headers: import('node:http').IncomingHttpHeaders, indexHtml: string) => Promise<string | null>) | null}
 *   resolves to the page's HTML, or null (not a rendered path, or no render in time or it failed:
 *   the caller sends the plain shell, which draws the page in the browser as before).
 */
export function createPageRenderer({
  gatewayUrl,
  guestEntry,
  guestDist,
  ttlMs = 10_000,
  staleMs = 120_000,
  waitMs = 3_000,
  renderTimeoutMs = 15_000,
}) {
  if (!existsSync(BUNDLE) || !/^https?:\/\//.test(gatewayUrl)) return null;
  const { renderPage } = createRequire(import.meta.url)(BUNDLE);
  /** key → { at: ms of the render, page: RenderedPage | null, pending: Promise | null } */
  const cache = new Map();
  const guestBase = guestEntry.slice(0, guestEntry.lastIndexOf('/') + 1);
  const remoteScripts = (pathname) => {
    if (pathname === '/') return [];
    const module = pathname.startsWith('/restaurant/') ? 'RestaurantPage' : 'App';
    try {
      const chunks = JSON.parse(readFileSync(`${guestDist}/js-chunks.json`, 'utf8'));
      return [guestEntry, ...(chunks.exposes?.[`./${module}`] ?? []).map((f) => guestBase + f)];
    } catch {
      return [guestEntry];
    }
  };
  const start = (key, entry, options) => {
    entry.pending = renderPage({ ...options, gatewayUrl, timeoutMs: renderTimeoutMs })
      .then((page) => {
        Object.assign(entry, { at: Date.now(), page });
      })
      .catch((error) => {
        console.warn(`[hearth ssr] ${options.url}: ${error?.message ?? error}`);
        if (!entry.page) cache.delete(key); // nothing to send: the next request tries again
      })
      .finally(() => {
        entry.pending = null;
      });
    return entry.pending;
  };
  return async (url, headers, indexHtml) => {
    if (!isServerRenderedPath(url.pathname)) return null;
    const locale = pageLocale(url.search, headers['accept-language']);
    const viewportWidth = likelyViewportWidth(headers['user-agent']);
    const options = { url: url.pathname + url.search, locale, viewportWidth };
    const key = `${locale} ${viewportWidth} ${options.url}`;
    let entry = cache.get(key);
    if (!entry) {
      if (cache.size >= 500) cache.delete(cache.keys().next().value);
      entry = { at: 0, page: null, pending: null };
      cache.set(key, entry);
    }
    let age = Date.now() - entry.at;
    if (!entry.page || age >= staleMs) {
      entry.page = null;
      const pending = entry.pending ?? start(key, entry, options);
      let timer;
      await Promise.race([pending, new Promise((r) => (timer = setTimeout(r, waitMs)))]);
      clearTimeout(timer);
      if (!entry.page) return null;
      age = Date.now() - entry.at;
    } else if (age >= ttlMs && !entry.pending) {
      void start(key, entry, options); // this visitor gets the stale page; the next a fresh one
    }
    return injectPage(indexHtml, entry.page, {
      locale,
      fresh: age < ttlMs,
      preloads: remoteScripts(url.pathname),
    });
  };
}
