/**
 * Secrets `npm start` generates for itself (never in production): under `.data/secrets/`
 * (git-ignored), made once and kept. The users service's keys are made by the service itself
 * (services/users/src/common/secret-source.ts); the embedded database's role passwords here.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { SERVICE_NAMES } from '@hearth/platform';
import { root } from './run.mjs';

/** `.data/secrets` of the checkout (or `HEARTH_DEV_SECRETS_DIR`). */
export const devSecretsDir = process.env.HEARTH_DEV_SECRETS_DIR ?? `${root}.data/secrets`;

/**
 * The password of each service's role on the embedded PostgreSQL: generated once into
 * `.data/secrets/postgres-roles.json` (a service added later gets one then).
 * @returns {Record<string,string>} service → password (32 hex digits)
 */
export function embeddedRolePasswords() {
  const file = `${devSecretsDir}/postgres-roles.json`;
  const saved = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const passwords = Object.fromEntries(
    SERVICE_NAMES.map((s) => [s, saved[s] ?? randomBytes(16).toString('hex')]),
  );
  if (SERVICE_NAMES.some((s) => !saved[s])) {
    mkdirSync(devSecretsDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, JSON.stringify(passwords, null, 2), { mode: 0o600 });
  }
  return passwords;
}
