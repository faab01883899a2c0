/**
 * A migrated template database for the tests (ADR 0017): every service's migrations run once
 * into `hearth_tpl_<hash>` on the test PostgreSQL, and `freshDatabase` (test/support/db.ts) makes
 * each test database as a copy of it (`CREATE DATABASE … TEMPLATE`, a file copy of a few MB)
 * instead of an empty one that every suite's services then migrate again.
 *
 * The name carries a hash of the migrations (their sources wherever a service keeps them, the
 * events library's, and the built files the template is made from), so a changed, added or removed
 * migration makes a new template; an unchanged one is reused by the next run on the same server.
 * Only migrations run into it (each service in its own worker thread, as the stack starts it:
 * NestJS keeps global type metadata per thread), never a service's start-up, so it holds the
 * schemas and the `migrations` tables and no rows a running service writes (e.g. a scheduled
 * payout run). A suite's services still check their migrations at start and run any missing one.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { SERVICE_NAMES } from '@hearth/platform';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The services whose schemas the template holds: every service, in @hearth/platform's order. */
export const TEMPLATE_SERVICES = SERVICE_NAMES;

/**
 * Files whose content decides the template: every migration of the services, in source (any file
 * under a `migrations` folder or declaring a `MigrationInterface`, wherever a service keeps it) and
 * built (any built file under a `migrations` folder), and the events library's tables.
 */
function migrationFiles() {
  const files = [];
  const walk = (dir, take) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, take);
      else if (/\.(ts|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && take(path))
        files.push(path);
    }
  };
  const inMigrations = (path) => /[\\/]migrations[\\/]/.test(path);
  for (const service of TEMPLATE_SERVICES) {
    walk(
      join(root, 'services', service, 'src'),
      (path) => inMigrations(path) || readFileSync(path, 'utf8').includes('MigrationInterface'),
    );
    walk(join(root, 'services', service, 'dist'), inMigrations);
  }
  // The events library's own migration (outbox parking, in tables.ts) runs after every service's.
  for (const file of ['libs/events/src/tables.ts', 'libs/events/dist/tables.js'])
    if (existsSync(join(root, file))) files.push(join(root, file));
  return files.sort();
}

/** `hearth_tpl_<12 hex>`: the template's name for the migrations in this tree. */
export function templateName() {
  const hash = createHash('sha256');
  for (const file of migrationFiles()) {
    hash.update(file.slice(root.length));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return `hearth_tpl_${hash.digest('hex').slice(0, 12)}`;
}

async function adminQuery(server, sql, params = []) {
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Drops the database of `url` (a full connection URL) with its connections, if it exists; a
 * failure (server gone) is ignored. For test databases left by a stopped platform.
 */
export async function dropDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  await adminQuery(
    `${target.protocol}//${target.username ? `${target.username}@` : ''}${target.host}`,
    `DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`,
  ).catch(() => undefined);
}

/** True when `name` exists on `server` and is marked a template (i.e. finished). */
export async function templateReady(server, name) {
  const rows = await adminQuery(
    server,
    'SELECT datistemplate FROM pg_database WHERE datname = $1',
    [name],
  );
  return rows[0]?.datistemplate === true;
}

function migrateInWorker(service, databaseUrl) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pg-template-worker.mjs', import.meta.url), {
      workerData: { service, databaseUrl },
    });
    worker.once('error', reject);
    worker.once('message', (m) =>
      m.ok ? resolve() : reject(new Error(`migrating ${service} into the template:\n${m.error}`)),
    );
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`template worker for ${service} exited with ${code}`));
    });
  });
}

/**
 * Makes sure the template for this tree's migrations exists on `server` (builds it if not) and
 * returns its name. Built under a private name and renamed when complete, so a concurrent run
 * never copies a half-migrated template; a run that loses the race to rename keeps the winner's.
 * @param {string} server e.g. `postgres://postgres@127.0.0.1:5432`
 * @returns {Promise<{ name: string, built: boolean, ms: number }>}
 * @throws when a migration fails (the caller falls back to empty databases).
 */
export async function ensureTemplate(server) {
  const started = Date.now();
  const name = templateName();
  if (await templateReady(server, name)) return { name, built: false, ms: Date.now() - started };
  const building = `${name}_b${process.pid}`;
  await adminQuery(server, `DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
  await adminQuery(server, `CREATE DATABASE "${building}"`);
  try {
    // The services' schemas are independent: all six at once, like the stack starts them.
    await Promise.all(
      TEMPLATE_SERVICES.map((service) => migrateInWorker(service, `${server}/${building}`)),
    );
    try {
      await adminQuery(server, `ALTER DATABASE "${building}" RENAME TO "${name}"`);
      await adminQuery(server, `ALTER DATABASE "${name}" IS_TEMPLATE true`);
    } catch (err) {
      // 42P04: another run finished the same template first.
      if (err?.code !== '42P04') throw err;
    }
    return { name, built: true, ms: Date.now() - started };
  } finally {
    await adminQuery(server, `DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`).catch(() => {});
  }
}
