// Shared Jest settings for the browser code (frontends/* and the React libs): a jsdom project
// transformed by @swc/jest (TSX, React automatic runtime) to CommonJS, with the workspace libs
// mapped to their sources so tests never need a build.
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * A jsdom Jest project named `name`, rooted at `dir` (relative to the repo root).
 * Tests live in `<dir>/test/**\/*.test.{ts,tsx}` or `<dir>/src/**\/*.test.{ts,tsx}`.
 */
export function frontendProject(name, dir) {
  return {
    displayName: name,
    rootDir: repoRoot + dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/{src,test}/**/*.test.{ts,tsx}'],
    setupFiles: [repoRoot + 'frontends/jest.polyfills.mjs'],
    setupFilesAfterEnv: [repoRoot + 'frontends/jest.setup.ts'],
    moduleNameMapper: {
      '^@hearth/(ui|graphql-client|contracts|i18n)$': repoRoot + 'libs/$1/src/index.ts',
      '^@hearth/contracts/messages$': repoRoot + 'libs/contracts/src/messages.ts',
      '^@hearth/contracts/newsletter-markdown$':
        repoRoot + 'libs/contracts/src/newsletter-markdown.ts',
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Only our sources are transformed; node_modules are loaded through their CommonJS exports.
    transformIgnorePatterns: ['/node_modules/'],
  };
}
