#!/usr/bin/env node
/**
 * Lighthouse performance of the home page (issue: public site; target ≥ 90).
 *
 *   node bench/lighthouse.mjs                 # starts the stack + built frontends on a fresh DB
 *   node bench/lighthouse.mjs --url http://localhost:3000/
 *   node bench/lighthouse.mjs --runs 3 --preset desktop
 *
 * Builds nothing: run `node scripts/build.mjs` first. Runs Lighthouse 12 (performance category
 * only) with the mobile (default, simulated throttling) and desktop presets against Debian's
 * Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium) started by chrome-launcher with the
 * STACK.md flags, and prints the score and FCP, LCP, TBT, CLS and Speed Index per preset (the
 * median run when --runs > 1). Exits 1 if a preset's median score is below --min (default 0).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import pg from 'pg';
import { startStack } from '../scripts/lib/stack.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    preset: { type: 'string', default: 'mobile,desktop' },
    runs: { type: 'string', default: '1' },
    min: { type: 'string', default: '0' },
    'base-port': { type: 'string', default: '36000' },
  },
});
const presets = values.preset.split(',').map((p) => p.trim());
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

/** Starts the whole stack with the built frontends on a fresh database; returns the home URL. */
async function startOwnStack() {
  const server = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS hearth_lighthouse WITH (FORCE)');
  await admin.query('CREATE DATABASE hearth_lighthouse');
  await admin.end();
  const base = Number(values['base-port']);
  const shellPort = base + 100;
  const stack = await startStack({
    databaseUrl: `${server}/hearth_lighthouse`,
    basePort: base,
    logLevel: 'silent',
    corsOrigins: [`http://localhost:${shellPort}`, `http://127.0.0.1:${shellPort}`],
    frontends: {
      shellPort,
      remotePorts: { guest: shellPort + 1, chef: shellPort + 2, admin: shellPort + 3 },
    },
  });
  return { url: `http://localhost:${shellPort}/`, stop: stack.stop };
}

const ms = (v) => `${Math.round(v)} ms`;
const METRICS = [
  ['first-contentful-paint', 'FCP', ms],
  ['largest-contentful-paint', 'LCP', ms],
  ['total-blocking-time', 'TBT', ms],
  ['cumulative-layout-shift', 'CLS', (v) => v.toFixed(3)],
  ['speed-index', 'SI', ms],
];

async function audit(url, preset) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'hearth-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      metrics: Object.fromEntries(METRICS.map(([id]) => [id, lhr.audits[id]?.numericValue ?? NaN])),
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

const own = values.url ? null : await startOwnStack();
const url = values.url ?? own.url;
let failed = false;
try {
  console.log(
    `Lighthouse ${presets.join(' + ')} on ${url} (${runs} run${runs > 1 ? 's' : ''} each)`,
  );
  for (const preset of presets) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await audit(url, preset));
    results.sort((a, b) => a.score - b.score);
    const median = results[Math.floor(results.length / 2)];
    const line = METRICS.map(([id, label, fmt]) => `${label} ${fmt(median.metrics[id])}`).join(
      '  ',
    );
    const all = runs > 1 ? ` (runs: ${results.map((r) => r.score).join(', ')})` : '';
    console.log(`${preset.padEnd(8)} performance ${median.score}${all}  ${line}`);
    if (median.score < Number(values.min)) failed = true;
  }
} finally {
  await own?.stop();
}
process.exit(failed ? 1 : 0);
