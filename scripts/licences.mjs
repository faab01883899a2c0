#!/usr/bin/env node
// Writes the licences of the open-source packages Hearth ships (the production dependencies in
// package-lock.json, with the licence each declares) and the product's version to
// frontends/guest/src/features/about/licences.generated.json, which the About page shows.
// Run by scripts/build.mjs before the frontends; `node scripts/licences.mjs` on demand.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const lock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8'));
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));

/** `{ name, version, licence }` of every installed production package, once per name@version. */
export function shippedPackages(packages) {
  const seen = new Map();
  for (const [path, entry] of Object.entries(packages)) {
    if (!path.includes('node_modules/') || entry.dev || entry.link) continue;
    const name =
      entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const licence =
      typeof entry.license === 'string' ? entry.license : (entry.license?.type ?? 'UNKNOWN');
    seen.set(`${name}@${entry.version}`, { name, version: entry.version, licence });
  }
  return [...seen.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
}

const packages = shippedPackages(lock.packages ?? {});
const out = `${root}frontends/guest/src/features/about/licences.generated.json`;
writeFileSync(out, `${JSON.stringify({ version: pkg.version, packages }, null, 1)}\n`);
console.log(`licences: ${packages.length} packages → ${out.slice(root.length)}`);
