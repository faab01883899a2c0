import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Where a service's own secrets (keys that protect its data) come from (docs/rules/secrets.md):
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

/** One secret a service needs: its variable, what it is for, and its generated file's name. */
export interface SecretSpec {
  /** The variable, e.g. `BANK_DETAILS_KEY`; `<name>_FILE` names a file holding it. */
  readonly name: string;
  /** The service that needs it (named in the refusal message). */
  readonly service: string;
  /** What it is for, in the refusal message (e.g. 'the 32-byte key that encrypts …'). */
  readonly purpose: string;
  /** File name of the generated development secret under the dev secrets directory. */
  readonly devFile: string;
}

/** A required secret is not configured in production. */
export class MissingSecretError extends Error {
  /** The variable that is missing (e.g. `BANK_DETAILS_KEY`). */
  readonly secret: string;

  constructor(spec: SecretSpec, env: NodeJS.ProcessEnv = process.env) {
    super(
      `Hearth ${spec.service} refuses to start: ${spec.name} is not set. In production ${spec.purpose} ` +
        `must come from a mounted secret: set ${spec.name}_FILE to the file's path (or ${spec.name} to ` +
        `its value). Generated keys are only made outside production (NODE_ENV=${env.NODE_ENV ?? ''}).`,
    );
    this.name = 'MissingSecretError';
    this.secret = spec.name;
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

/** Path of the generated development file of `spec` (whether it exists or not). */
export function devSecretPath(spec: SecretSpec, env: NodeJS.ProcessEnv = process.env): string {
  return join(devSecretsDir(env), spec.devFile);
}

/**
 * The configured secret (`<NAME>_FILE`, then `<NAME>`; surrounding white space trimmed), or
 * undefined. `spec` may be the spec or just the variable's name.
 * @throws the file system error when `<NAME>_FILE` names a file that cannot be read.
 */
export function configuredSecret(
  spec: SecretSpec | string,
  env: NodeJS.ProcessEnv = process.env,
): SecretValue | undefined {
  const name = typeof spec === 'string' ? spec : spec.name;
  const file = env[`${name}_FILE`];
  if (file) return { value: readFileSync(file, 'utf8').trim(), origin: 'file', path: file };
  const value = env[name];
  if (value) return { value: value.trim(), origin: 'env' };
  return undefined;
}

/**
 * The secret of `spec`: the configured one, else (outside production) the generated development
 * file, created with `generate()` on first use. Several processes starting at once agree on one
 * value: the file is written aside and hard-linked into place, so the first writer wins.
 * @throws MissingSecretError in production when nothing is configured.
 */
export function resolveSecret(
  spec: SecretSpec,
  generate: () => string,
  env: NodeJS.ProcessEnv = process.env,
): SecretValue {
  const configured = configuredSecret(spec, env);
  if (configured) return configured;
  if (env.NODE_ENV === 'production') throw new MissingSecretError(spec, env);
  const path = devSecretPath(spec, env);
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
