// JS budgets per route (issue 25): the JavaScript a page downloads, as the browser receives it
// (Brotli, the build's `.br` copies), from the built frontends' `js-chunks.json`
// (frontends/webpack.common.mjs, JsChunksPlugin). Fails when a route's JS grows past its budget:
// raise a budget only on purpose, in the same commit as the code that needs it.
import { describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

const FRONTENDS = resolve(import.meta.dirname, '../../frontends');

interface JsChunks {
  startup?: string[];
  remoteEntry?: string;
  exposes?: Record<string, string[]>;
}

function chunksOf(app: string): JsChunks {
  const file = join(FRONTENDS, app, 'dist', 'js-chunks.json');
  if (!existsSync(file)) throw new Error(`${file} missing: build the frontends first`);
  return JSON.parse(readFileSync(file, 'utf8')) as JsChunks;
}

/** Bytes of `file` of `app`'s dist as sent with Brotli (its .br copy; compressed here if none). */
function brotliBytes(app: string, file: string): number {
  const path = join(FRONTENDS, app, 'dist', file);
  if (existsSync(`${path}.br`)) return statSync(`${path}.br`).size;
  return brotliCompressSync(readFileSync(path)).length;
}

/** The JS of a route: the shell's first paint, plus a remote's entry and exposed module. */
function routeBytes(remote?: { app: string; expose: string }): number {
  const shell = chunksOf('shell');
  let total = (shell.startup ?? []).reduce((sum, f) => sum + brotliBytes('shell', f), 0);
  if (remote) {
    const chunks = chunksOf(remote.app);
    const files = chunks.exposes?.[remote.expose];
    if (!files) throw new Error(`${remote.app} exposes no ${remote.expose}`);
    total += brotliBytes(remote.app, chunks.remoteEntry ?? 'remoteEntry.js');
    total += files.reduce((sum, f) => sum + brotliBytes(remote.app, f), 0);
  }
  return total;
}

const KB = 1024;
/**
 * Budgets in KiB (Brotli), about 10% over the figures when they were set (shell 193, restaurant
 * 274, guest 306, chef 316, admin 330).
 */
const BUDGETS: { route: string; remote?: { app: string; expose: string }; kib: number }[] = [
  { route: '/ (home and the other shell pages)', kib: 212 },
  { route: '/restaurant/{slug}', remote: { app: 'guest', expose: './RestaurantPage' }, kib: 300 },
  {
    route: '/user/* (explore, cart, checkout)',
    remote: { app: 'guest', expose: './App' },
    kib: 340,
  },
  { route: '/chef/*', remote: { app: 'chef', expose: './App' }, kib: 350 },
  { route: '/admin/*', remote: { app: 'admin', expose: './App' }, kib: 365 },
];

describe('JS budgets per route (Brotli bytes of the built frontends)', () => {
  test.each(BUDGETS)('$route stays within $kib KiB', ({ remote, kib }) => {
    expect(Math.round(routeBytes(remote) / KB)).toBeLessThanOrEqual(kib);
  });
});
