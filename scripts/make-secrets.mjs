#!/usr/bin/env node
/**
 * `node scripts/make-secrets.mjs [--rotate-signing-key]` — the secrets `docker compose` needs,
 * made once per checkout and never committed (docs/rules/secrets.md, deploy/README.md):
 *
 * - `deploy/secrets/jwt-signing-keys.json`: the users service's access-token key set;
 * - `deploy/secrets/bank-details.key`: the 32-byte key of bank account numbers (hex);
 * - `deploy/secrets/newsletter-unsubscribe.key`: the admin service's key of unsubscribe links
 *   (64 hex digits, used as text);
 * - `deploy/secrets/link-sealing-key.json` and `link-sealing-public-key.json`: notifications'
 *   X25519 key pair (JWKs) that users seals e-mailed link tokens to (docs/adr/0019);
 * - `.env`: any missing password variable docker-compose.yml requires (32 hex digits each).
 *
 * Existing values are kept. `--rotate-signing-key` adds a new key (created now) to the key set:
 * users publishes it at once, signs with it after the publish lead and drops the old one from
 * the JWKS an access-token lifetime later; remove the old entry from the file after that.
 */
import { createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { exportJWK, generateKeyPair } from 'jose';
import { SERVICE_NAMES } from '@hearth/platform';
import { root } from './lib/run.mjs';

const dir = `${root}deploy/secrets`;
mkdirSync(dir, { recursive: true, mode: 0o700 });
chmodSync(dir, 0o700);
// 0644 inside a 0700 folder: the container's own user reads the bind-mounted file.
const write = (file, text) => writeFileSync(file, text, { mode: 0o644 });

const newKey = async () => {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  return { createdAt: new Date().toISOString(), jwk: await exportJWK(privateKey) };
};

const keysFile = `${dir}/jwt-signing-keys.json`;
if (!existsSync(keysFile)) {
  write(keysFile, JSON.stringify({ keys: [await newKey()] }, null, 2));
  console.log(`wrote ${keysFile.replace(root, '')}`);
} else if (process.argv.includes('--rotate-signing-key')) {
  const set = JSON.parse(readFileSync(keysFile, 'utf8'));
  set.keys.push(await newKey());
  write(keysFile, JSON.stringify(set, null, 2));
  console.log(`added a signing key to ${keysFile.replace(root, '')} (${set.keys.length} keys)`);
}

const bankFile = `${dir}/bank-details.key`;
if (!existsSync(bankFile)) {
  write(bankFile, `${randomBytes(32).toString('hex')}\n`);
  console.log(`wrote ${bankFile.replace(root, '')}`);
}

const unsubscribeFile = `${dir}/newsletter-unsubscribe.key`;
if (!existsSync(unsubscribeFile)) {
  write(unsubscribeFile, `${randomBytes(32).toString('hex')}\n`);
  console.log(`wrote ${unsubscribeFile.replace(root, '')}`);
}

const linkKeyFile = `${dir}/link-sealing-key.json`;
const linkPublicFile = `${dir}/link-sealing-public-key.json`;
if (!existsSync(linkKeyFile)) {
  const { privateKey } = generateKeyPairSync('x25519');
  write(linkKeyFile, JSON.stringify(privateKey.export({ format: 'jwk' })));
  console.log(`wrote ${linkKeyFile.replace(root, '')}`);
}
if (!existsSync(linkPublicFile)) {
  const jwk = JSON.parse(readFileSync(linkKeyFile, 'utf8'));
  const privateKey = { key: jwk.keys?.[0] ?? jwk, format: 'jwk' };
  write(linkPublicFile, JSON.stringify(createPublicKey(privateKey).export({ format: 'jwk' })));
  console.log(`wrote ${linkPublicFile.replace(root, '')}`);
}

const envFile = `${root}.env`;
const env = existsSync(envFile) ? readFileSync(envFile, 'utf8') : '';
const required = [
  'POSTGRES_PASSWORD',
  'MINIO_ROOT_PASSWORD',
  'S3_SECRET_ACCESS_KEY',
  'NOTIFICATIONS_S3_SECRET_ACCESS_KEY',
  ...SERVICE_NAMES.map((s) => `${s.toUpperCase()}_DB_PASSWORD`),
];
const missing = required.filter((v) => !new RegExp(`^${v}=`, 'm').test(env));
if (missing.length) {
  const lines = missing.map((v) => `${v}=${randomBytes(16).toString('hex')}\n`).join('');
  appendFileSync(envFile, `${env && !env.endsWith('\n') ? '\n' : ''}${lines}`, { mode: 0o600 });
  console.log(`added ${missing.join(', ')} to .env`);
}
