import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every service has the same skeleton (README "Where things are"), so learning one teaches all:
 *
 * ```
 * services/<name>/src/
 *   main.ts, subgraph.ts, migrations/
 *   <context>/            *.resolver.ts (thin: parse, authorise, call one handler), *.types.ts,
 *                         *.module.ts; <intention>.handler.ts, one per thing a user asks
 *                         (place-order, refund-order, run-payouts); *.query.ts (reads);
 *                         *.entity.ts / *.model.ts (an aggregate owning its transitions);
 *                         *.repository.ts (its SQL); *.service.ts (a facade or a plain service)
 *   integration-events/
 *     published/          one file per event the service publishes: order-placed.event.ts
 *     handlers/           one file per event it consumes: on-stock-reserved.handler.ts
 *     integration-events.module.ts   (the handlers' module, when there are handlers)
 * ```
 *
 * and the payload schema of each published event lives in `libs/events/src/schemas/<service>/`.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const services = readdirSync(join(root, 'services')).filter((name) =>
  existsSync(join(root, 'services', name, 'src', 'subgraph.ts')),
);
/** Folders of `src/` that are not bounded contexts: service-wide helpers, the users CLI. */
const NOT_CONTEXTS = new Set(['migrations', 'integration-events', 'common', 'cli']);

const isDir = (path: string) => existsSync(path) && statSync(path).isDirectory();
const filesUnder = (dir: string): string[] =>
  isDir(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? filesUnder(join(dir, d.name)) : [join(dir, d.name)],
      )
    : [];
const base = (path: string) => path.split('/').pop()!;
/** `order-placed` → `OrderPlaced`. */
const pascal = (kebab: string) =>
  kebab
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

describe.each(services)('services/%s', (service) => {
  const src = join(root, 'services', service, 'src');
  const events = join(src, 'integration-events');
  const code = filesUnder(src).filter((f) => f.endsWith('.ts') && !f.includes('/migrations/'));
  const rel = (f: string) => f.slice(src.length + 1);

  it('has main.ts, subgraph.ts, migrations/ and only context folders besides', () => {
    expect(existsSync(join(src, 'main.ts'))).toBe(true);
    expect(isDir(join(src, 'migrations'))).toBe(true);
    const stray = readdirSync(src).filter(
      (name) => !['main.ts', 'subgraph.ts'].includes(name) && !isDir(join(src, name)),
    );
    expect(stray).toEqual([]);
  });

  it('gives each context folder its Nest module (*.module.ts)', () => {
    const contexts = readdirSync(src).filter(
      (name) => isDir(join(src, name)) && !NOT_CONTEXTS.has(name),
    );
    const withoutOne = contexts.filter(
      (name) => !readdirSync(join(src, name)).some((f) => f.endsWith('.module.ts')),
    );
    expect(withoutOne).toEqual([]);
  });

  it('keeps integration events in integration-events/{published,handlers}', () => {
    // A context's command handlers are `<intention>.handler.ts`; an event's is `on-<event>.handler.ts`.
    const outside = code.filter(
      (f) =>
        (/\.event\.ts$/.test(f) || /^on-[a-z-]+\.handler\.ts$/.test(base(f))) &&
        !f.startsWith(events + '/'),
    );
    expect(outside.map(rel)).toEqual([]);
    const inside = filesUnder(events).map((f) => f.slice(events.length + 1));
    const misplaced = inside.filter(
      (f) =>
        !/^published\/[a-z]+(-[a-z]+)*\.event\.ts$/.test(f) &&
        !/^handlers\/on-[a-z]+(-[a-z]+)*\.handler\.ts$/.test(f) &&
        f !== 'integration-events.module.ts',
    );
    expect(misplaced).toEqual([]);
  });

  it('names each published file after the one event it builds', () => {
    const wrong = filesUnder(join(events, 'published')).filter((f) => {
      const event = pascal(base(f).replace(/\.event\.ts$/, ''));
      const built = [...readFileSync(f, 'utf8').matchAll(/integrationEvent\(\s*'(\w+)@/g)].map(
        (m) => m[1],
      );
      return built.length === 0 || built.some((name) => name !== event);
    });
    expect(wrong.map(rel)).toEqual([]);
  });

  it('names each handler file after the one event it handles', () => {
    const wrong = filesUnder(join(events, 'handlers')).filter((f) => {
      const event = pascal(
        base(f)
          .replace(/^on-/, '')
          .replace(/\.handler\.ts$/, ''),
      );
      const handled = [...readFileSync(f, 'utf8').matchAll(/EventTypes\.(\w+)/g)].map((m) => m[1]);
      return handled.length === 0 || handled.some((name) => name !== event);
    });
    expect(wrong.map(rel)).toEqual([]);
  });

  it('subscribes to events only in handlers, and declares each Nest part in its own kind of file', () => {
    const misplaced = code.flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      const name = base(f);
      const problems: string[] = [];
      if (/\bevents\.on\b/.test(text) && !f.startsWith(join(events, 'handlers') + '/'))
        problems.push('subscribes outside handlers/');
      if (/@Resolver\(/.test(text) && !name.endsWith('.resolver.ts')) problems.push('@Resolver');
      if (/@Entity\(/.test(text) && !name.endsWith('.entity.ts')) problems.push('@Entity');
      if (/@Module\(/.test(text) && !name.endsWith('.module.ts')) problems.push('@Module');
      if (/@Controller\(/.test(text) && !name.endsWith('.controller.ts'))
        problems.push('@Controller');
      return problems.map((p) => `${rel(f)}: ${p}`);
    });
    expect(misplaced).toEqual([]);
  });

  it('keeps every source file under 400 lines (migrations aside): a longer one is two intentions in one room', () => {
    const long = code
      .map((f) => [rel(f), readFileSync(f, 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > 400)
      .map(([f, lines]) => `${f}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('has the schema of each event it publishes in libs/events/src/schemas/<service>/', () => {
    const published = filesUnder(join(events, 'published'))
      .map((f) => base(f).replace(/\.event\.ts$/, ''))
      .sort();
    const schemas = filesUnder(join(root, 'libs/events/src/schemas', service))
      .map((f) => base(f).replace(/\.ts$/, ''))
      .sort();
    expect(published).toEqual(schemas);
  });
});

describe('libs/events/src/schemas', () => {
  it('holds one folder per producing service (and the registry)', () => {
    const dir = join(root, 'libs/events/src/schemas');
    const entries = readdirSync(dir).filter((name) => name !== 'index.ts');
    expect(entries.filter((name) => !services.includes(name))).toEqual([]);
  });
});

describe('the list of the platform parts', () => {
  /** Tracked code files outside `@hearth/platform` (which holds the one list). */
  const codeFiles = () =>
    [
      'scripts',
      'tools',
      'gateway/src',
      'gateway/scripts',
      'deploy',
      'frontends',
      'libs',
      'services',
      'test',
    ]
      .flatMap((dir) => filesUnder(join(root, dir)))
      .filter(
        (f) =>
          /\.(ts|tsx|mjs|js)$/.test(f) &&
          !/\/(node_modules|dist|generated)\//.test(f) &&
          !f.includes('/libs/platform/'),
      );

  it('the services and frontends are listed only in @hearth/platform', () => {
    const copies = codeFiles().filter((f) => {
      const text = readFileSync(f, 'utf8');
      return (
        /['"]users['"],\s*['"]restaurants['"],\s*['"]sessions['"]/.test(text) ||
        /users:\s*4001,\s*restaurants:\s*4002/.test(text) ||
        /['"]guest['"],\s*['"]chef['"],\s*['"]admin['"]\]/.test(text)
      );
    });
    expect(copies.map((f) => f.slice(root.length))).toEqual([]);
  });
});
