#!/usr/bin/env node
/**
 * `npm run mail-outbox -- list` — the e-mails notifications parked after its last try
 * (MAIL_MAX_ATTEMPTS failed sends): id, recipient, subject, tries, the last SMTP error and when
 * it was parked, oldest first.
 * `npm run mail-outbox -- replay <id>…` / `replay --all` — puts those parked e-mails back in the
 * queue (tries back to 0, due now) once the cause is fixed (the SMTP server, a bad address); the
 * running notifications relay sends them within its poll interval (MAIL_OUTBOX_POLL_MS, 5 s).
 * Only parked rows are touched: a waiting one is retried anyway.
 *
 * Database: DATABASE_URL (notifications' own, or any role that may read and update its schema),
 * schema DB_SCHEMA (default `notifications`), as the service has them. Exit status 0, 1 when an
 * id given is not a parked e-mail, 2 for a wrong call.
 */
import pg from 'pg';
import { isUuid } from '@hearth/contracts';

const USAGE = 'usage: npm run mail-outbox -- list | replay <id>… | replay --all';

const [command, ...rest] = process.argv.slice(2);
const schema = process.env.DB_SCHEMA ?? 'notifications';
if (!/^[a-z_][a-z0-9_]*$/.test(schema)) {
  console.error(`DB_SCHEMA must be a plain lower-case name, not ${JSON.stringify(schema)}`);
  process.exit(2);
}
if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to the database of notifications.');
  process.exit(2);
}
const all = rest.includes('--all');
const ids = rest.filter((a) => a !== '--all');
if (
  (command !== 'list' && command !== 'replay') ||
  (command === 'list' && rest.length > 0) ||
  // replay takes ids or --all, not both and not neither
  (command === 'replay' && (all ? ids.length > 0 : ids.length === 0)) ||
  ids.some((id) => !isUuid(id))
) {
  console.error(USAGE);
  process.exit(2);
}

const table = `${schema}.mail_outbox`;
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
try {
  if (command === 'list') {
    const { rows } = await client.query(
      `SELECT id, message->>'to' AS "to", message->>'subject' AS subject, attempts, last_error,
              failed_at
         FROM ${table} WHERE failed_at IS NOT NULL ORDER BY failed_at, id`,
    );
    if (rows.length === 0) console.log('No parked e-mails.');
    for (const r of rows) {
      console.log(
        `${r.id}  parked ${r.failed_at.toISOString()}  to ${r.to}  "${r.subject}"\n` +
          `    ${r.attempts} attempt(s): ${r.last_error ?? '?'}`,
      );
    }
  } else {
    const { rows } = await client.query(
      `UPDATE ${table} SET failed_at = NULL, attempts = 0, next_attempt_at = now()
        WHERE failed_at IS NOT NULL AND ($1::boolean OR id = ANY($2::uuid[]))
        RETURNING id`,
      [all, ids],
    );
    console.log(`Replayed ${rows.length} parked e-mail(s).`);
    const replayed = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !replayed.has(id.toLowerCase()));
    if (missing.length > 0) {
      console.error(`Not a parked e-mail: ${missing.join(', ')}`);
      process.exitCode = 1;
    }
  }
} finally {
  await client.end();
}
