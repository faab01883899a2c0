// Shared Jest project settings. Backend projects run in native ESM mode (STACK.md: Jest with the
// ESM backend); frontend projects run in jsdom.
const swcBackend = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    keepClassNames: true,
    target: 'es2022',
  },
  module: { type: 'es6' },
};

import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root. */
export const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/** A backend (Node, ESM) Jest project rooted at `dir` (relative to the repo root) named `name`. */
export function backendProject(name, dir) {
  return {
    displayName: name,
    rootDir: repoRoot + dir,
    // Jest's node environment; with HEARTH_TEST_CPU_LOG set it also logs each file's CPU.
    testEnvironment: repoRoot + 'test/support/cpu-environment.mjs',
    testMatch: ['<rootDir>/test/**/*.test.ts'],
    extensionsToTreatAsEsm: ['.ts'],
    moduleNameMapper: {
      '^@hearth/(contracts|events|geo|nest-common)$': repoRoot + 'libs/$1/src/index.ts',
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    transform: { '^.+\\.ts$': ['@swc/jest', swcBackend] },
  };
}
