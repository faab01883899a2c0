import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Where the users service's own secrets come from (docs/rules/secrets.md):
 *
 * 1. a mounted secret file, `<NAME>_FILE` (Kubernetes secret volume, Docker secret), or
 * 2. the variable `<NAME>` itself (its value), or
 * 3. outside production only: a file generated once under the dev secrets directory
 *    (`HEARTH_DEV_SECRETS_DIR`, default `.data/secrets` of the working directory, git-ignored) —
 *    what `npm start` and the test suites use.
 *
 * Never a database table: a dump of the database must not carry the keys that protect it.
 * In production (`NODE_ENV=production`) a missing secret stops the start with
 * `MissingSecretError`, whose message names the variables to set.
 */

/** The two secrets the users service needs. */
export type SecretName = 'JWT_SIGNING_KEYS' | 'BANK_DETAILS_KEY';

/** What a secret is for, in the refusal message. */
const PURPOSE: Record<SecretName, string> = {
  JWT_SIGNING_KEYS: 'the access-token signing keys (a JSON key set, see docs/rules/secrets.md)',
  BANK_DETAILS_KEY: 'the 32-byte key that encrypts bank account numbers (hex or base64)',
};

/** A required secret is not configured in production. */
export class MissingSecretError extends Error {
  constructor(readonly secret: SecretName) {
    super(
      `Hearth users refuses to start: ${secret} is not set. In production ${PURPOSE[secret]} ` +
        `must come from a mounted secret: set ${secret}_FILE to the file's path (or ${secret} to ` +
        `its value). Generated keys are only made outside production (NODE_ENV=${process.env.NODE_ENV ?? ''}).`,
    );
    this.name = 'MissingSecretError';
  }
}

/** A configured secret, and whether it is the generated development file (which may rotate). */
export interface SecretValue {
  value: string;
  /** `file` = `<NAME>_FILE`, `env` = `<NAME>`, `dev` = the generated file (path in `path`). */
  origin: 'file' | 'env' | 'dev';
  /** The file it was read from (`file` and `dev`). */
  path?: string;
}

/** The directory of generated development secrets (`HEARTH_DEV_SECRETS_DIR` or `.data/secrets`). */
export function devSecretsDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.HEARTH_DEV_SECRETS_DIR ?? join('.data', 'secrets'));
}

/** File name of a generated development secret. */
const DEV_FILE: Record<SecretName, string> = {
  JWT_SIGNING_KEYS: 'jwt-signing-keys.json',
  BANK_DETAILS_KEY: 'bank-details.key',
};

/** The configured secret (`<NAME>_FILE`, then `<NAME>`), or undefined. */
export function configuredSecret(
  name: SecretName,
  env: NodeJS.ProcessEnv = process.env,
): SecretValue | undefined {
  const file = env[`${name}_FILE`];
  if (file) return { value: readFileSync(file, 'utf8').trim(), origin: 'file', path: file };
  const value = env[name];
  if (value) return { value: value.trim(), origin: 'env' };
  return undefined;
}

/**
 * The secret `name`: the configured one, else (outside production) the generated development
 * file, created with `generate()` on first use. Several processes starting at once agree on one
 * value: the file is written aside and hard-linked into place, so the first writer wins.
 * @throws MissingSecretError in production when nothing is configured.
 */
export function resolveSecret(
  name: SecretName,
  generate: () => string,
  env: NodeJS.ProcessEnv = process.env,
): SecretValue {
  const configured = configuredSecret(name, env);
  if (configured) return configured;
  if (env.NODE_ENV === 'production') throw new MissingSecretError(name);
  const path = join(devSecretsDir(env), DEV_FILE[name]);
  try {
    return { value: readFileSync(path, 'utf8').trim(), origin: 'dev', path };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, generate(), { mode: 0o600 });
  try {
    linkSync(tmp, path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(tmp, { force: true });
  }
  return { value: readFileSync(path, 'utf8').trim(), origin: 'dev', path };
}

/** Replaces a generated development secret file atomically (write aside, rename). */
export function rewriteDevSecret(path: string, value: string): void {
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, value, { mode: 0o600 });
  renameSync(tmp, path);
}
