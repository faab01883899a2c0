#!/usr/bin/env node
/**
 * npm run admin:create -- --email admin@example.com [--password '…'] [--first-name A] [--last-name B]
 *
 * Creates an Admin in the database of DATABASE_URL, or of the embedded default (started for the
 * moment if `npm start` is not running). Without --password a strong one is generated and shown once.
 */
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { root, run } from './lib/run.mjs';
import {
  embeddedDatabaseUrl,
  isPortOpen,
  startEmbeddedPostgres,
} from './lib/embedded-postgres.mjs';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});
if (!values.email) {
  console.error(
    'Usage: npm run admin:create -- --email you@example.com [--password …] [--first-name …] [--last-name …]',
  );
  process.exit(2);
}
if (!existsSync(`${root}services/users/dist/cli/create-admin.js`)) {
  await run(process.execPath, ['scripts/build.mjs', '--backend']);
}
const { createAdmin } = await import('@hearth/users-service/cli/create-admin');

let postgres;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  databaseUrl = embeddedDatabaseUrl();
  if (!(await isPortOpen())) postgres = await startEmbeddedPostgres({ log: () => {} });
}
try {
  const admin = await createAdmin({
    databaseUrl,
    email: values.email,
    password: values.password,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  console.log(`Admin created: ${admin.email} (id ${admin.id})`);
  if (admin.generated) console.log(`Password (shown once): ${admin.password}`);
} catch (err) {
  console.error(`Could not create the admin: ${err.message}`);
  process.exitCode = 1;
} finally {
  await postgres?.stop();
}
