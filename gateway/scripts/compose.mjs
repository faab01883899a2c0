#!/usr/bin/env node
/**
 * Composes the supergraph at build time (never at runtime): extracts each subgraph's SDL from its
 * built code, composes them with @apollo/composition and writes `gateway/supergraph.graphql`.
 * A composition error prints every problem and exits 1, failing the build and CI.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { SERVICE_PORTS } from '@hearth/platform';

const run = promisify(execFile);
const here = fileURLToPath(new URL('.', import.meta.url));
/** Subgraphs and their default URLs (overridden at run time by SUBGRAPH_<NAME>_URL). */
export const SUBGRAPHS = Object.entries(SERVICE_PORTS);

const sdls = await Promise.all(
  SUBGRAPHS.map(async ([name, port]) => {
    try {
      const { stdout } = await run(process.execPath, [`${here}extract-sdl.mjs`, name], {
        maxBuffer: 16 * 1024 * 1024,
      });
      return { name, url: `http://127.0.0.1:${port}/graphql`, typeDefs: parse(stdout) };
    } catch (err) {
      console.error(
        `Could not build the ${name} subgraph schema (is it built? run npm run build):\n${err.stderr ?? err}`,
      );
      process.exit(1);
    }
  }),
);

const result = composeServices(sdls);
if (result.errors?.length) {
  console.error(`Supergraph composition failed with ${result.errors.length} error(s):`);
  for (const error of result.errors) console.error(`- ${error.message}`);
  process.exit(1);
}
const out = fileURLToPath(new URL('../supergraph.graphql', import.meta.url));
await writeFile(out, result.supergraphSdl);
for (const hint of result.hints ?? []) console.warn(`hint: ${hint.message}`);
console.log(`Supergraph composed from ${sdls.length} subgraphs → gateway/supergraph.graphql`);
