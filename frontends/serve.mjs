#!/usr/bin/env node
// Static servers for the built frontends (plain node:http, no dependencies):
//   shell  → SPA with a generated /env.js (runtime config: gateway URL and remote entry URLs)
//   guest, chef, admin → their dist folders with CORS, so the shell can load remoteEntry.js.
//
// Used by the root `npm start`; also runs alone: `node frontends/serve.mjs`
// (env: HOST, SHELL_PORT, GUEST_PORT, CHEF_PORT, ADMIN_PORT, HEARTH_GATEWAY_URL, HEARTH_PUBLIC_HOST,
// HEARTH_SSR=0 to send the public pages without their server render, HEARTH_SSR_GATEWAY_URL).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { FRONTEND_APPS, REMOTE_NAMES } from '@hearth/platform';
import { LOAD_HOLD_PATH, createPageRenderer } from './ssr/pages.mjs';

const frontendsDir = fileURLToPath(new URL('.', import.meta.url));
export { REMOTE_NAMES };

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.map', '.json', '.css', '.svg', '.txt']);
// Entry points keep their names across builds, so browsers must revalidate them every time.
const NO_CACHE = new Set(['index.html', 'main.js', 'remoteEntry.js', 'env.js']);
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

/**
 * The browser's runtime configuration script, served as `/env.js` before `main.js`.
 * @param {{ gatewayUrl: string, remotes: { guest: string, chef: string, admin: string } }} config
 */
export function renderEnvJs(config) {
  // `<` escaped so a value can never close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `window.__HEARTH_CONFIG__ = Object.freeze(${json});\n`;
}

function cacheControl(fileName) {
  if (NO_CACHE.has(fileName)) return 'no-cache';
  if (HASHED.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/**
 * A request handler serving `distDir`; `spa` sends index.html for unknown extension-less paths,
 * or, for the public pages `renderPage` renders (issue 25), index.html with the page in it.
 */
function staticHandler(distDir, { spa, cors, envJs, renderPage }) {
  const cache = new Map(); // compressed bodies by encoding and file
  return async (req, res) => {
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS' && cors) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    if (envJs && pathname === '/env.js') {
      send(req, res, Buffer.from(envJs()), '.js', 'env.js');
      return;
    }
    let file = normalize(join(distDir, pathname));
    if (file !== distDir && !file.startsWith(distDir + sep)) {
      res.writeHead(403).end('Forbidden');
      return;
    }
    let isFile = existsSync(file) && statSync(file).isFile();
    if (!isFile && (pathname === '/' || (spa && extname(pathname) === ''))) {
      file = join(distDir, 'index.html');
      isFile = existsSync(file);
      if (isFile && renderPage) {
        const html = await renderPage(
          new URL(req.url ?? '/', 'http://x'),
          req.headers,
          await readFile(file, 'utf8'),
        );
        if (html !== null) {
          sendPage(req, res, html);
          return;
        }
      }
    }
    if (!isFile) {
      res
        .writeHead(404, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-cache',
        })
        .end('Not found');
      return;
    }
    const ext = extname(file);
    const name = file.slice(file.lastIndexOf(sep) + 1);
    const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(req.headers['accept-encoding']) : null;
    if (encoding) {
      send(req, res, await compressed(file, encoding, cache), ext, name, encoding);
      return;
    }
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(name),
      'Content-Length': statSync(file).size,
      ...(COMPRESSIBLE.has(ext) ? { Vary: 'Accept-Encoding' } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };
}

/** `br` when the browser takes Brotli, else `gzip` when it takes gzip, else null (identity). */
function pickEncoding(acceptEncoding = '') {
  const accepted = (coding) =>
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .some(([c, ...params]) => c === coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)));
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return null;
}

const EXTENSIONS = { br: '.br', gzip: '.gz' };

/**
 * `file` compressed with `encoding`: the build's ready copy (`file.br`, `file.gz`, written by
 * webpack.common.mjs at the best levels) when it is at least as new as the file, else compressed
 * now (Brotli quality 5, gzip level 6: fast enough per first request) and kept in `cache` until
 * the file changes.
 */
async function compressed(file, encoding, cache) {
  const { mtimeMs } = statSync(file);
  const key = `${encoding}:${file}`;
  const hit = cache.get(key);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const ready = file + EXTENSIONS[encoding];
  let body;
  if (existsSync(ready) && statSync(ready).mtimeMs >= mtimeMs) body = await readFile(ready);
  else {
    const raw = await readFile(file);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(raw);
  }
  cache.set(key, { mtimeMs, body });
  return body;
}

function send(req, res, body, ext, name, encoding = null) {
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(name),
    'Content-Length': body.length,
    ...(encoding ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A server-rendered page: never cached by the browser, compressed per request (fast levels). */
function sendPage(req, res, html) {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const raw = Buffer.from(html);
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(raw)
        : raw;
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES['.html'],
    'Cache-Control': 'no-cache',
    'Content-Length': body.length,
    Vary: 'Accept-Encoding, Accept-Language, User-Agent',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function listen(server, port, host, label) {
  return new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Cannot serve the ${label} frontend: port ${port} on ${host} is already in use.`,
            )
          : error,
      ),
    );
    server.listen(port, host, () => resolve(server.address().port));
  });
}

/**
 * Serves the four built frontends.
 *
 * @param {object} [options]
 * @param {string} [options.host='127.0.0.1']        interface to listen on
 * @param {number} [options.shellPort=3000]          0 picks a free port
 * @param {{guest?: number, chef?: number, admin?: number}} [options.remotePorts={guest:3001,chef:3002,admin:3003}]
 * @param {string} [options.gatewayUrl='http://localhost:4000/graphql']  written into /env.js
 * @param {string} [options.publicHost]  host name the browser uses for the remotes (default: `host`,
 *   or `localhost` when listening on 0.0.0.0/::)
 * @param {{guest?: string, chef?: string, admin?: string}} [options.remoteUrls]  full remoteEntry.js
 *   URLs to advertise instead (e.g. behind an ingress)
 * @param {boolean} [options.ssr]  server-render the public pages (home, explore, restaurant pages;
 *   frontends/ssr, issue 25) when frontends/ssr/dist is built; default on unless HEARTH_SSR=0
 * @param {string} [options.ssrGatewayUrl]  the gateway as this server reaches it (default
 *   `gatewayUrl`; env HEARTH_SSR_GATEWAY_URL); a relative one turns the server render off
 * @returns {Promise<{ close(): Promise<void>, urls: { shell: string, guest: string, chef: string, admin: string, gateway: string } }>}
 *   `urls.<remote>` are the remoteEntry.js URLs. Rejects if a dist folder is missing or a port is taken.
 */
export async function serveFrontends({
  host = '127.0.0.1',
  shellPort = 3000,
  remotePorts = {},
  gatewayUrl = 'http://localhost:4000/graphql',
  publicHost,
  remoteUrls = {},
  ssr = process.env.HEARTH_SSR !== '0',
  ssrGatewayUrl = process.env.HEARTH_SSR_GATEWAY_URL,
} = {}) {
  const ports = { guest: 3001, chef: 3002, admin: 3003, ...remotePorts };
  for (const app of FRONTEND_APPS) {
    const entry = join(
      frontendsDir,
      app,
      'dist',
      app === 'shell' ? 'index.html' : 'remoteEntry.js',
    );
    if (!existsSync(entry)) {
      throw new Error(
        `frontends/${app}/dist is missing or incomplete (no ${entry.slice(entry.lastIndexOf(sep) + 1)}). ` +
          `Build the frontends first: npx nx run-many -t build -p shell guest chef admin`,
      );
    }
  }
  const browserHost = publicHost ?? (host === '0.0.0.0' || host === '::' ? 'localhost' : host);
  const servers = [];
  const urls = { gateway: gatewayUrl };
  try {
    for (const remote of REMOTE_NAMES) {
      const server = createServer(
        staticHandler(join(frontendsDir, remote, 'dist'), { spa: false, cors: true }),
      );
      servers.push(server);
      const port = await listen(server, ports[remote], host, remote);
      urls[remote] = remoteUrls[remote] ?? `http://${browserHost}:${port}/remoteEntry.js`;
    }
    const envJs = renderEnvJs({
      gatewayUrl,
      remotes: { guest: urls.guest, chef: urls.chef, admin: urls.admin },
    });
    const shellFiles = staticHandler(join(frontendsDir, 'shell', 'dist'), {
      spa: true,
      cors: false,
      envJs: () => envJs,
      renderPage:
        ssr === false
          ? undefined
          : (createPageRenderer({
              gatewayUrl: ssrGatewayUrl ?? gatewayUrl,
              guestEntry: urls.guest,
              guestDist: join(frontendsDir, 'guest', 'dist'),
            }) ?? undefined),
    });
    const unsubscribe = oneClickUnsubscribeForwarder(gatewayUrl);
    const shell = createServer((req, res) => {
      const path = req.url?.split('?')[0];
      if (req.method === 'POST' && path === ONE_CLICK_UNSUBSCRIBE_PATH) unsubscribe(req, res);
      else if (path === LOAD_HOLD_PATH) holdUntilTakenOver(req, res);
      else shellFiles(req, res);
    });
    servers.push(shell);
    const port = await listen(shell, shellPort, host, 'shell');
    urls.shell = `http://${browserHost}:${port}`;
  } catch (error) {
    await closeAll(servers);
    throw error;
  }
  return { urls, close: () => closeAll(servers) };
}

/**
 * A server-rendered page's load-event hold (frontends/ssr/pages.mjs LOAD_HOLD): answered
 * `204 No Content` after 10 s at most — the page normally cancels it sooner, when the app has
 * taken over.
 */
function holdUntilTakenOver(req, res) {
  const timer = setTimeout(() => res.writeHead(204, { 'Cache-Control': 'no-store' }).end(), 10_000);
  res.on('close', () => clearTimeout(timer));
}

/** Newsletters' one-click unsubscribe address on the web origin (RFC 8058 POSTs). */
const ONE_CLICK_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/**
 * Passes a one-click unsubscribe POST on the shell's origin (where newsletters' links point, as
 * nginx does in compose and Kubernetes) to the gateway's same path, with its query string and
 * body; answers the gateway's status and body, or 502.
 */
function oneClickUnsubscribeForwarder(gatewayUrl) {
  let target;
  try {
    target = new URL(ONE_CLICK_UNSUBSCRIBE_PATH, gatewayUrl);
  } catch {
    // A relative gateway address (behind a proxy that routes the path itself): nothing to do here.
    return (_req, res) => res.writeHead(404).end();
  }
  return async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    try {
      const query = req.url.indexOf('?');
      const answer = await fetch(target.href + (query >= 0 ? req.url.slice(query) : ''), {
        method: 'POST',
        headers: {
          'content-type': req.headers['content-type'] ?? 'application/x-www-form-urlencoded',
        },
        body: Buffer.concat(chunks).subarray(0, 1024),
      });
      res.writeHead(answer.status, {
        'Content-Type': answer.headers.get('content-type') ?? 'application/json',
        'Cache-Control': 'no-store',
      });
      res.end(Buffer.from(await answer.arrayBuffer()));
    } catch {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Unsubscribing is unavailable right now' }));
    }
  };
}

function closeAll(servers) {
  return Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          if (!server.listening) return resolve();
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    ),
  ).then(() => undefined);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const env = process.env;
  const num = (value, fallback) => (value ? Number(value) : fallback);
  try {
    const { urls, close } = await serveFrontends({
      host: env.HOST ?? '127.0.0.1',
      shellPort: num(env.SHELL_PORT, 3000),
      remotePorts: {
        guest: num(env.GUEST_PORT, 3001),
        chef: num(env.CHEF_PORT, 3002),
        admin: num(env.ADMIN_PORT, 3003),
      },
      gatewayUrl: env.HEARTH_GATEWAY_URL ?? 'http://localhost:4000/graphql',
      publicHost: env.HEARTH_PUBLIC_HOST,
    });
    console.log(`Hearth frontends: open ${urls.shell}`);
    console.log(`  remotes: ${REMOTE_NAMES.map((r) => `${r} ${urls[r]}`).join(', ')}`);
    console.log(`  gateway: ${urls.gateway}`);
    const stop = () => close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
