#!/usr/bin/env node
// Prints one subgraph's Federation SDL (`_service { sdl }`) on stdout, built without a database.
// Runs in its own process because NestJS code-first GraphQL keeps global type metadata.
import 'reflect-metadata';
import { extractSubgraphSdl } from '@hearth/nest-common';

const service = process.argv[2];
if (!service) {
  console.error('usage: extract-sdl.mjs <service>');
  process.exit(2);
}
// Libraries may log to stdout; keep stdout for the SDL alone.
const write = process.stdout.write.bind(process.stdout);
console.log = console.info = (...args) => console.error(...args);
const mod = await import(`@hearth/${service}-service`);
const sdl = await extractSubgraphSdl(mod.default());
write(sdl);
process.exit(0);
