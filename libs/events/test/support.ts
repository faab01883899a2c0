// Shared helpers for the events tests (not a test file: Jest only runs *.test.ts).
import { DataSource } from 'typeorm';
import { EVENTS_ENTITIES, createEventTables } from '../src/index.js';

export const PG_URL =
  process.env.EVENTS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A DataSource on a fresh schema `events_<name>_<worker>` holding the outbox/inbox tables (created
 * the way a service's migration does) plus any `extraDdl` (use `${schema}` placeholders).
 */
export async function openTestDataSource(
  name: string,
  extraDdl: string[] = [],
): Promise<{ dataSource: DataSource; schema: string; drop(): Promise<void> }> {
  const schema = `events_${name}_${process.env.JEST_WORKER_ID ?? '0'}`;
  const dataSource = new DataSource({
    type: 'postgres',
    url: PG_URL,
    schema,
    entities: EVENTS_ENTITIES,
    poolSize: 10,
  });
  await dataSource.initialize();
  await dataSource.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await dataSource.query(`CREATE SCHEMA "${schema}"`);
  const runner = dataSource.createQueryRunner();
  try {
    await createEventTables(runner);
    for (const ddl of extraDdl) await runner.query(ddl.replaceAll('${schema}', schema));
  } finally {
    await runner.release();
  }
  return {
    dataSource,
    schema,
    async drop() {
      await dataSource.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await dataSource.destroy();
    },
  };
}

/** Polls `predicate` every 25 ms until true; throws `message` after `timeoutMs`. */
export async function waitFor(
  predicate: () => boolean | Promise<boolean>,
  timeoutMs: number,
  message: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${message}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A unique suffix for group ids and topics, so tests never share broker state. */
export const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
