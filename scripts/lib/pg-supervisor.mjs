#!/usr/bin/env node
// Runs the embedded PostgreSQL in its own process group (spawned detached by
// embedded-postgres.mjs), so a terminal's Ctrl-C reaches the Hearth launcher only: the launcher
// stops the services first, then tells this process to stop the database. If the launcher dies,
// the IPC channel closes and the database is stopped too.
import { existsSync, mkdirSync } from 'node:fs';
import { loadEmbeddedPostgres } from './pg-root.mjs';

const { dir, port, password, database, packageDir } = JSON.parse(process.argv[2]);
// packageDir: the binaries copied where the postgres user can reach them (pg-root.mjs), or null.
const EmbeddedPostgres = await loadEmbeddedPostgres(packageDir);
const pg = new EmbeddedPostgres({
  databaseDir: dir,
  user: 'postgres',
  password,
  port,
  persistent: true,
  // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user.
  createPostgresUser: process.getuid?.() === 0,
  onLog: () => {},
  onError: (message) => {
    const text = String(message ?? '');
    if (
      /error|fatal|panic/i.test(text) &&
      !/terminating connection due to administrator/.test(text)
    )
      console.error(`[postgres] ${text.trim()}`);
  },
});

let stopping;
const stop = () => (stopping ??= pg.stop().catch(() => {}));
process.on('disconnect', () => void stop().then(() => process.exit(0)));
process.on('message', (message) => {
  if (message?.type === 'stop')
    void stop().then(() => process.send?.({ type: 'stopped' }, () => process.exit(0)));
});

try {
  mkdirSync(dir, { recursive: true });
  if (!existsSync(`${dir}/PG_VERSION`)) {
    process.send?.({
      type: 'log',
      message: `Initialising the embedded PostgreSQL cluster in ${dir.replace(process.cwd() + '/', '')} …`,
    });
    await pg.initialise();
  }
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      database,
    ]);
    if (!rowCount) await client.query(`CREATE DATABASE ${database}`);
  } finally {
    await client.end();
  }
  process.send?.({ type: 'ready' });
} catch (err) {
  process.send?.({ type: 'failed', error: String(err?.stack ?? err) });
  await stop();
  process.exit(1);
}
