#!/usr/bin/env node
// Runs Jest in native ESM mode (our tests are ES modules) with any extra CLI arguments passed through.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const nodeOptions = [
  process.env.NODE_OPTIONS,
  '--experimental-vm-modules',
  '--disable-warning=ExperimentalWarning',
]
  .filter(Boolean)
  .join(' ');
const result = spawnSync(
  process.execPath,
  ['node_modules/jest/bin/jest.js', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: nodeOptions },
  },
);
process.exit(result.status ?? 1);
