#!/usr/bin/env node
// Runs test/e2e/smoke.e2e.ts without a TypeScript runtime: compiles it with @swc/core into
// .tmp/ (git-ignored) and calls runSmoke(). Env: HEARTH_URL, HEARTH_E2E_FRONTEND_ONLY=1.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformFile } from '@swc/core';

const here = fileURLToPath(new URL('.', import.meta.url));
const out = fileURLToPath(new URL('../../.tmp/e2e/', import.meta.url));

/** Compiles `name` (a .ts file beside this script) to an importable .mjs and returns its URL. */
export async function compileE2e(name) {
  const { code } = await transformFile(here + name, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  mkdirSync(out, { recursive: true });
  const file = out + name.replace(/\.ts$/, '.mjs');
  writeFileSync(file, code);
  return pathToFileURL(file).href;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { runSmoke } = await import(await compileE2e('smoke.e2e.ts'));
  try {
    const { passed, skipped } = await runSmoke();
    console.log(`smoke: ${passed.length} passed, ${skipped.length} skipped`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
