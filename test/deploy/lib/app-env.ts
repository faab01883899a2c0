// Whether the code reads an environment variable: a word search of the apps' sources
// (libs/*/src, services/*/src, gateway/src). Lets the deploy tests refuse configuration that
// looks like a setting but changes nothing (a KAFKA_SASL_* the Kafka client never reads).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Read by Node.js itself, not by our code. */
export const NODE_RUNTIME_VARS = new Set(['NODE_OPTIONS', 'NODE_EXTRA_CA_CERTS']);

const sources = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory()
          ? d.name === 'node_modules' || d.name === 'dist'
            ? []
            : sources(join(dir, d.name))
          : /\.(?:ts|mts|js|mjs)$/.test(d.name) && !d.name.endsWith('.d.ts')
            ? [join(dir, d.name)]
            : [],
      )
    : [];

const subdirs = (dir: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(ROOT, dir, d.name, 'src'));

let corpus: string | undefined;
function code(): string {
  corpus ??= [...subdirs('libs'), ...subdirs('services'), join(ROOT, 'gateway/src')]
    .flatMap(sources)
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  return corpus;
}

/** True when `key` appears in the apps' code (SUBGRAPH_<NAME>_URL: the gateway builds the name). */
export function codeReadsEnv(key: string): boolean {
  if (NODE_RUNTIME_VARS.has(key)) return true;
  if (/^SUBGRAPH_[A-Z]+_URL$/.test(key)) return code().includes('SUBGRAPH_${');
  return new RegExp(`\\b${key}\\b`).test(code());
}
