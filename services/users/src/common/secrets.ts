import type { SecretSpec } from '@hearth/nest-common';

/**
 * The two secrets of the users service, read through nest-common's secret source (a mounted
 * file `<NAME>_FILE`, the variable `<NAME>`, or outside production a generated file under
 * `.data/secrets`; never a database table; production refuses to start without them):
 *
 * - `JWT_SIGNING_KEYS`: the access-token signing key set (JSON, see docs/rules/secrets.md);
 * - `BANK_DETAILS_KEY`: the 32-byte AES-256-GCM key of bank account numbers (hex or base64).
 */
export const USERS_SECRETS = {
  JWT_SIGNING_KEYS: {
    name: 'JWT_SIGNING_KEYS',
    service: 'users',
    purpose: 'the access-token signing keys (a JSON key set, see docs/rules/secrets.md)',
    devFile: 'jwt-signing-keys.json',
  },
  BANK_DETAILS_KEY: {
    name: 'BANK_DETAILS_KEY',
    service: 'users',
    purpose: 'the 32-byte key that encrypts bank account numbers (hex or base64)',
    devFile: 'bank-details.key',
  },
} as const satisfies Record<string, SecretSpec>;
