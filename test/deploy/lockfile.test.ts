import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

describe('package-lock.json', () => {
  const lock = JSON.parse(
    readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'),
  ) as {
    packages: Record<string, LockEntry>;
  };

  it('lists every optional platform package, so `npm ci` accepts it on a clean clone', () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
        if (!lock.packages[nested] && !lock.packages[`node_modules/${name}`]) missing.push(name);
      }
    }
    // Fix with: node scripts/fix-lockfile.mjs
    expect(missing).toEqual([]);
  });

  it('pins the versions STACK.md says install and run together here', () => {
    const version = (name: string) => lock.packages[`node_modules/${name}`]?.version;
    expect(version('@nestjs/core')).toBe('12.5.1');
    expect(version('graphql')).toBe('16.15.0');
    expect(version('@apollo/gateway')).toBe('2.14.4');
    expect(version('webpack')).toBe('5.111.1');
    expect(version('typescript')).toBe('6.0.3');
  });
});
