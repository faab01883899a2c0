#!/usr/bin/env node
/**
 * Makes package-lock.json installable with `npm ci` from a registry that serves native packages
 * for this platform only. npm skips an optional platform binding it cannot fetch (e.g.
 * @swc/core-darwin-arm64) and leaves it out of the lock, after which `npm ci` refuses the lock
 * ("Missing: … from lock file"). This adds each missing optional package with its os/cpu/libc, so
 * `npm ci` sees a complete lock and skips it on platforms it does not fit.
 * Run after every `npm install` that changes the lock: `node scripts/fix-lockfile.mjs`.
 * (test/deploy/lockfile.test.ts fails while the lock is incomplete.)
 */
import { readFileSync, writeFileSync } from 'node:fs';
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const pkgs = lock.packages;
const osOf = (n) =>
  n.includes('darwin')
    ? ['darwin']
    : n.includes('win32')
      ? ['win32']
      : n.includes('freebsd')
        ? ['freebsd']
        : n.includes('android')
          ? ['android']
          : n.includes('openharmony')
            ? ['openharmony']
            : n.includes('wasm32')
              ? undefined
              : ['linux'];
const cpuOf = (n) =>
  n.includes('wasm32')
    ? ['wasm32']
    : /arm64|aarch64/.test(n)
      ? ['arm64']
      : /arm-|armv7|arm-eabi|arm-gnueabihf|arm-musleabihf/.test(n)
        ? ['arm']
        : n.includes('ia32')
          ? ['ia32']
          : n.includes('ppc64')
            ? ['ppc64']
            : n.includes('s390x')
              ? ['s390x']
              : n.includes('riscv64')
                ? ['riscv64']
                : n.includes('loong64')
                  ? ['loong64']
                  : ['x64'];
let added = 0;
for (const [path, meta] of Object.entries(pkgs)) {
  for (const [name, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/` : 'node_modules/';
    if (pkgs[`${base}${name}`] || pkgs[`node_modules/${name}`]) continue;
    const entry = { version: spec, optional: true };
    const os = osOf(name);
    if (os) entry.os = os;
    entry.cpu = cpuOf(name);
    if (/musl/.test(name)) entry.libc = ['musl'];
    else if (/gnu/.test(name)) entry.libc = ['glibc'];
    pkgs[`node_modules/${name}`] = entry;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(
  new URL('../package-lock.json', import.meta.url),
  JSON.stringify(lock, null, 2) + '\n',
);
console.log(`added ${added} entries`);
