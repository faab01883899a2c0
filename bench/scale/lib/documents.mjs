/**
 * The frontends' own GraphQL documents (libs/graphql-client/src/operations/*.graphql), so the
 * bench sends exactly what the apps send.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse, print, visit } from 'graphql';

const dir = new URL('../../../libs/graphql-client/src/operations/', import.meta.url);
let definitions;

/** Every operation and fragment of the operations folder, by name. */
function all() {
  if (!definitions) {
    definitions = new Map();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.graphql')))
      for (const d of parse(readFileSync(new URL(file, dir), 'utf8')).definitions)
        if (d.name) definitions.set(d.name.value, d);
  }
  return definitions;
}

/** The document of the operation `name` with every fragment it spreads (transitively). */
export function operation(name) {
  const defs = all();
  const wanted = new Map();
  const add = (n) => {
    if (wanted.has(n)) return;
    const d = defs.get(n);
    if (!d) throw new Error(`no operation or fragment ${n} in libs/graphql-client`);
    wanted.set(n, d);
    visit(d, { FragmentSpread: (s) => add(s.name.value) });
  };
  add(name);
  return print({ kind: 'Document', definitions: [...wanted.values()] });
}
