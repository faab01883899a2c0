#!/usr/bin/env node
/**
 * Lighthouse performance of the key pages (issue 25: public pages ≥ 95 on mobile, nothing jumps).
 *
 *   node bench/lighthouse.mjs                       # own stack + demo data, every page, 3 runs
 *   node bench/lighthouse.mjs --pages home,restaurant --preset mobile --runs 1
 *   node bench/lighthouse.mjs --url http://localhost:3000   # a running Hearth with the demo data
 *   node bench/lighthouse.mjs --pages restaurant --save /tmp/lh   # also writes each run's report
 *
 * Builds nothing: run `node scripts/build.mjs` first. Without --url it starts the stack and the
 * built frontends on a fresh database and loads the Toronto demo data (scripts/seed). Pages:
 * home `/`, explore `/user/explore`, restaurant `/restaurant/teta-rania`, cart and checkout
 * `/user/cart`, `/user/checkout` (the demo guest Maya, one portion of a Teta Rania dish in her
 * cart), the chef dashboard `/chef/dashboard` (the demo chef Rania) and the admin dashboard
 * `/admin`. Signed-in pages log in from the page itself (the gateway's HttpOnly refresh cookie
 * and the `hearth.session` hint), then run Lighthouse without clearing storage; the HTTP cache
 * is still empty (a fresh Chromium profile per run).
 *
 * Runs Lighthouse 12 (performance category only) with the mobile (default, simulated
 * throttling) and desktop presets against Debian's Chromium (`CHROMIUM_PATH`, default
 * /usr/bin/chromium) started by chrome-launcher with the STACK.md flags, and prints one table:
 * per page and preset the median run (by score) of --runs: score, FCP, LCP, TBT, CLS and the
 * JavaScript transferred (kB, compressed as sent). Exits 1 if a median score is below --min.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import pg from 'pg';
import puppeteer from 'puppeteer-core';
import { startStack } from '../scripts/lib/stack.mjs';
import { DEMO_PASSWORD, demoEmail } from '../scripts/seed/chefs.mjs';
import { seed } from '../scripts/seed/seed.mjs';

/** The pages measured: path and the demo account it needs (null: signed out). */
const PAGES = {
  home: { path: '/', as: null },
  explore: { path: '/user/explore', as: null },
  restaurant: { path: '/restaurant/teta-rania', as: null },
  cart: { path: '/user/cart', as: demoEmail('guest', 'maya') },
  checkout: { path: '/user/checkout', as: demoEmail('guest', 'maya') },
  'chef dashboard': { path: '/chef/dashboard', as: demoEmail('chef', 'rania') },
  'admin dashboard': { path: '/admin', as: demoEmail('admin', 'admin') },
};

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    // The gateway as the shell's pages call it (their env.js), with --url.
    gateway: { type: 'string' },
    pages: { type: 'string', default: Object.keys(PAGES).join(',') },
    preset: { type: 'string', default: 'mobile,desktop' },
    runs: { type: 'string', default: '3' },
    min: { type: 'string', default: '0' },
    'base-port': { type: 'string', default: '36000' },
    // Writes each run's full Lighthouse report (JSON: diagnostics, LCP element, bootup time…).
    save: { type: 'string' },
  },
});
const presets = values.preset.split(',').map((p) => p.trim());
const pages = values.pages.split(',').map((p) => p.trim());
for (const p of pages) if (!PAGES[p]) throw new Error(`unknown page ${p}: ${Object.keys(PAGES)}`);
const runs = Math.max(1, Number(values.runs));
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts the stack with the built frontends on a fresh database and loads the demo data. */
async function startOwnStack() {
  const server = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS hearth_lighthouse WITH (FORCE)');
  await admin.query('CREATE DATABASE hearth_lighthouse');
  await admin.end();
  const base = Number(values['base-port']);
  const shellPort = base + 100;
  const databaseUrl = `${server}/hearth_lighthouse`;
  const stack = await startStack({
    databaseUrl,
    basePort: base,
    logLevel: 'silent',
    corsOrigins: [`http://localhost:${shellPort}`, `http://127.0.0.1:${shellPort}`],
    frontends: {
      shellPort,
      remotePorts: { guest: shellPort + 1, chef: shellPort + 2, admin: shellPort + 3 },
    },
  });
  try {
    const started = Date.now();
    await seed({ gatewayUrl: stack.gatewayUrl, databaseUrl, log: () => {} });
    console.log(`demo data loaded in ${Math.round((Date.now() - started) / 1000)} s`);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  // The address the shell's pages call (serveFrontends): the refresh cookie must be set on it.
  const gatewayUrl = `http://localhost:${base}/graphql`;
  return { url: `http://localhost:${shellPort}`, gatewayUrl, stop: stack.stop };
}

/** POSTs one GraphQL operation to the gateway; throws on errors. */
async function gql(gatewayUrl, query, variables, token) {
  const res = await fetch(gatewayUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors).slice(0, 500));
  return body.data;
}

const LOG_IN = `mutation LogIn($input: LogInInput!) { logIn(input: $input) { __typename
  ... on AuthSession { accessToken } } }`;

/** Puts one portion of Teta Rania's first orderable dish in Maya's cart (if it is empty). */
async function fillCart(gatewayUrl) {
  const { logIn } = await gql(gatewayUrl, LOG_IN, {
    input: { email: PAGES.cart.as, password: DEMO_PASSWORD },
  });
  const token = logIn.accessToken;
  const { cart } = await gql(gatewayUrl, 'query { cart { items { id } } }', {}, token);
  if (cart?.items?.length) return;
  const { restaurantBySlug: r } = await gql(
    gatewayUrl,
    'query($s: String!) { restaurantBySlug(slug: $s) { id } }',
    { s: 'teta-rania' },
  );
  const { cookingSessions } = await gql(
    gatewayUrl,
    `query($id: ID!) { cookingSessions(restaurantId: $id) {
      occurrences { id isOrderable dishes { dishId minQuantity maxQuantity } } } }`,
    { id: r.id },
  );
  const occurrence = cookingSessions
    .flatMap((s) => s.occurrences)
    .find((o) => o.isOrderable && o.dishes.some((d) => d.maxQuantity >= d.minQuantity));
  if (!occurrence) throw new Error('no orderable Teta Rania occurrence to fill the cart');
  const dish = occurrence.dishes.find((d) => d.maxQuantity >= d.minQuantity);
  const { addToCart } = await gql(
    gatewayUrl,
    'mutation($input: AddToCartInput!) { addToCart(input: $input) { __typename } }',
    { input: { dishId: dish.dishId, occurrenceId: occurrence.id, quantity: dish.minQuantity } },
    token,
  );
  if (addToCart.__typename !== 'Cart') throw new Error(`addToCart: ${addToCart.__typename}`);
}

/**
 * Signs `email` in inside the browser on port `port`, as the app does: the log-in mutation from
 * the shell's origin (so the gateway's HttpOnly refresh cookie is set) and the signed-in hint.
 */
async function signInBrowser(port, origin, gatewayUrl, email) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/env.js`); // the shell's origin, without loading (caching) the app
    const ok = await page.evaluate(
      async ({ gatewayUrl, query, email, password }) => {
        const res = await fetch(gatewayUrl, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables: { input: { email, password } } }),
        });
        const body = await res.json();
        globalThis.localStorage.setItem('hearth.session', '1'); // in the page
        return body.data?.logIn?.__typename === 'AuthSession';
      },
      { gatewayUrl, query: LOG_IN, email, password: DEMO_PASSWORD },
    );
    if (!ok) throw new Error(`could not sign ${email} in`);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

const METRICS = [
  ['first-contentful-paint', 'FCP', (v) => `${(v / 1000).toFixed(1)} s`],
  ['largest-contentful-paint', 'LCP', (v) => `${(v / 1000).toFixed(1)} s`],
  ['total-blocking-time', 'TBT', (v) => `${Math.round(v)} ms`],
  ['cumulative-layout-shift', 'CLS', (v) => v.toFixed(3)],
];

/** One Lighthouse run of `page` with `preset` in a fresh Chromium profile. */
async function audit(origin, gatewayUrl, page, preset) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'hearth-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
  });
  try {
    const { path, as } = PAGES[page];
    if (as) await signInBrowser(chrome.port, origin, gatewayUrl, as);
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(as),
    };
    const config = preset === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(`${origin}${path}`, flags, config);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (values.save) {
      mkdirSync(values.save, { recursive: true });
      const name = `${page.replace(/\W+/g, '-')}-${preset}-${Date.now()}.json`;
      writeFileSync(join(values.save, name), JSON.stringify(lhr));
    }
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== path) throw new Error(`${path} ended on ${finalPath} (signed out?)`);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      metrics: Object.fromEntries(METRICS.map(([id]) => [id, lhr.audits[id]?.numericValue ?? NaN])),
      jsBytes: requests
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

const own = values.url ? null : await startOwnStack();
const origin = (values.url ?? own.url).replace(/\/$/, '');
const gatewayUrl = values.gateway ?? own?.gatewayUrl ?? 'http://localhost:4000/graphql';
let failed = false;
try {
  if (pages.some((p) => p === 'cart' || p === 'checkout')) await fillCart(gatewayUrl);
  console.log(`Lighthouse ${presets.join(' + ')} on ${origin}, median of ${runs} run(s)\n`);
  const header = ['page', 'preset', 'score', ...METRICS.map(([, l]) => l), 'JS kB', 'runs'];
  const print = (cells) => console.log(`| ${cells.join(' | ')} |`);
  print(header);
  print(header.map(() => '---'));
  for (const page of pages) {
    for (const preset of presets) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await audit(origin, gatewayUrl, page, preset));
      results.sort((a, b) => a.score - b.score);
      const median = results[Math.floor(results.length / 2)];
      const row = [
        `${page} \`${PAGES[page].path}\``,
        preset,
        String(median.score),
        ...METRICS.map(([id, , fmt]) => fmt(median.metrics[id])),
        String(Math.round(median.jsBytes / 1024)),
        results.map((r) => r.score).join(' '),
      ];
      print(row);
      if (median.score < Number(values.min)) failed = true;
    }
  }
} finally {
  await own?.stop();
}
process.exit(failed ? 1 : 0);
