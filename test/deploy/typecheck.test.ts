import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('../../', import.meta.url));
/**
 * TypeScript 7's native compiler (`typescript-native`, an npm alias of typescript@7) checks the
 * same projects about 3× faster than TypeScript 6's; only this check uses it — the build, Nest's
 * GraphQL plugin and ts-jest stay on TypeScript 6 (7 breaks them).
 */
const tsc = `${root}node_modules/typescript-native/bin/tsc`;

/**
 * The build (`scripts/build.mjs`) compiles only the services' and libraries' sources, and Jest
 * strips types without checking them (SWC). These projects cover the rest: every test file and
 * every browser app, sources and tests, strict (tsconfig.base.json).
 */
const projects = [
  'tsconfig.test.json',
  'frontends/shell/tsconfig.json',
  'frontends/guest/tsconfig.json',
  'frontends/chef/tsconfig.json',
  'frontends/admin/tsconfig.json',
  'libs/ui/tsconfig.json',
  'libs/i18n/tsconfig.json',
  'libs/graphql-client/tsconfig.json',
];

/** Runs tsc on `project` and returns its error lines (none when it type-checks). */
async function typeErrors(project: string): Promise<string[]> {
  try {
    await promisify(execFile)(
      process.execPath,
      [tsc, '-p', project, '--noEmit', '--pretty', 'false'],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
    );
    return [];
  } catch (err) {
    const out = (err as { stdout?: string }).stdout ?? '';
    const lines = out.split('\n').filter((l) => l.includes('error TS'));
    // tsc failed without reporting a type error (crash, missing config): show what it said.
    return lines.length ? lines : [String((err as Error).message)];
  }
}

describe('TypeScript strict everywhere: tests and browser apps type-check', () => {
  it.each(projects)(
    '%s has no type errors',
    async (project) => {
      expect(await typeErrors(project)).toEqual([]);
    },
    240_000,
  );
});
