#!/usr/bin/env node
/**
 * Builds Hearth in dependency order: TypeScript (libs → services → gateway), the supergraph
 * (composition errors fail here), the browser's generated GraphQL types, then the four frontends.
 *   node scripts/build.mjs             everything
 *   node scripts/build.mjs --backend   skip the frontends
 */
import { existsSync } from 'node:fs';
import { root, run } from './lib/run.mjs';
import { FRONTEND_APPS } from '@hearth/platform';
import { SERVICES } from './lib/stack.mjs';

const backendOnly = process.argv.includes('--backend');
const node = process.execPath;
const tsc = `${root}node_modules/typescript/bin/tsc`;
const step = (name) => console.log(`\n▶ ${name}`);

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

step('Supergraph composition');
await run(node, ['gateway/scripts/compose.mjs']);

if (!backendOnly) {
  if (existsSync(`${root}libs/graphql-client/codegen.mjs`)) {
    step('GraphQL client types');
    await run(node, ['libs/graphql-client/codegen.mjs']);
  }
  step('Open-source licences (About page)');
  await run(node, ['scripts/licences.mjs']);
  for (const app of FRONTEND_APPS) {
    step(`Frontend ${app}`);
    await run(node, [
      `${root}node_modules/webpack-cli/bin/cli.js`,
      '--mode',
      'production',
      '-c',
      `frontends/${app}/webpack.config.mjs`,
    ]);
  }
}
console.log('\n✔ build complete');
