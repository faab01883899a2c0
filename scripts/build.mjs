#!/usr/bin/env node
/**
 * Builds Hearth: the four frontends (two at a time, from the committed client types) beside
 * TypeScript (libs → services → gateway); then one-file bundles of the subgraphs and the gateway
 * for the embedded stack (scripts/lib/embedded-bundles.mjs) while the supergraph (composition
 * errors fail here) and the browser's generated GraphQL types are made — and the frontends built
 * again if those types changed.
 *   node scripts/build.mjs             everything
 *   node scripts/build.mjs --backend   skip the frontends
 */
import { existsSync, readFileSync } from 'node:fs';
import { root, run } from './lib/run.mjs';
import { FRONTEND_APPS } from '@hearth/platform';
import { SERVICES } from './lib/stack.mjs';
import { bundleServices } from './lib/embedded-bundles.mjs';

const backendOnly = process.argv.includes('--backend');
const node = process.execPath;
const tsc = `${root}node_modules/typescript/bin/tsc`;
const started = Date.now();
let stepStarted;
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
/** Prints the previous step's time (if any) and the next step's name (none: the end). */
const step = (name) => {
  if (stepStarted !== undefined) console.log(`  (${seconds(stepStarted)})`);
  stepStarted = Date.now();
  if (name) console.log(`\n▶ ${name}`);
};

// The frontends build from the committed supergraph's client types (libs/graphql-client/src/
// generated), so they start at once, beside the TypeScript build and the composition; when the
// composition and codegen below change those types (a schema change not yet regenerated), the
// frontends are built again from the new ones.
const generatedTypes = [
  'libs/graphql-client/src/generated/graphql.ts',
  'libs/graphql-client/src/generated/possible-types.ts',
];
const readTypes = () =>
  generatedTypes.map((f) => (existsSync(`${root}${f}`) ? readFileSync(`${root}${f}`, 'utf8') : ''));
const typesBefore = readTypes();
let frontends = Promise.resolve();
if (!backendOnly) {
  await run(node, ['scripts/licences.mjs']);
  frontends = buildFrontends();
  frontends.catch(() => undefined); // awaited below; a failure fails the build there
}

step('TypeScript (libs, services, gateway)');
await run(node, [
  tsc,
  '-b',
  'libs/contracts/tsconfig.build.json',
  'libs/events/tsconfig.build.json',
  'libs/geo/tsconfig.build.json',
  'libs/nest-common/tsconfig.build.json',
  ...SERVICES.map((s) => `services/${s}/tsconfig.build.json`),
  'gateway/tsconfig.build.json',
]);

// The one-file bundles of the subgraphs and the gateway for the embedded stack are made (by
// esbuild) while the rest builds; the build waits for them at the end.
const bundlesStarted = Date.now();
const bundling = bundleServices([...SERVICES, 'gateway']).then(() =>
  console.log(`\n▶ One-file bundles for the embedded stack (${seconds(bundlesStarted)})`),
);
bundling.catch(() => undefined); // awaited below; a failure fails the build there

step('Supergraph composition');
await run(node, ['gateway/scripts/compose.mjs']);

if (!backendOnly) {
  if (existsSync(`${root}libs/graphql-client/codegen.mjs`)) {
    step('GraphQL client types');
    await run(node, ['libs/graphql-client/codegen.mjs']);
  }
  step('Frontends (started with the TypeScript build)');
  await frontends;
  if (readTypes().some((text, i) => text !== typesBefore[i])) {
    step('Frontends again (the client types changed)');
    await buildFrontends();
  }
}
step(null);
await bundling;
console.log(`\n✔ build complete (${seconds(started)})`);

/** Builds the frontends with webpack in production mode, two at a time (webpack runs mostly on one core). */
async function buildFrontends() {
  const frontendsStarted = Date.now();
  const queue = [...FRONTEND_APPS];
  const builder = async () => {
    for (let app = queue.shift(); app; app = queue.shift())
      await run(node, [
        `${root}node_modules/webpack-cli/bin/cli.js`,
        '--mode',
        'production',
        '-c',
        `frontends/${app}/webpack.config.mjs`,
      ]);
  };
  // The public pages' server render (frontends/ssr, esbuild: about a second), beside webpack.
  await Promise.all([builder(), builder(), run(node, ['frontends/ssr/build.mjs'])]);
  console.log(`\n▶ Frontends ${FRONTEND_APPS.join(', ')} built (${seconds(frontendsStarted)})`);
}
