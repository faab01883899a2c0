import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { resolveSecret } from '@hearth/nest-common';
import { USERS_SECRETS } from '../common/secrets.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/**
 * Parses `BANK_DETAILS_KEY`: 32 bytes as 64 hex digits or as base64 (44 characters).
 * @throws Error when the value is not a 256-bit key.
 */
export function parseBankDetailsKey(value: string): Buffer {
  const v = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error('BANK_DETAILS_KEY must be 32 bytes: 64 hex digits or base64');
  }
  return key;
}

/**
 * The bank details key: `BANK_DETAILS_KEY_FILE` (a mounted secret) or `BANK_DETAILS_KEY`; outside
 * production a key generated once in `.data/secrets/bank-details.key`. Never a database table.
 * @throws MissingSecretError in production when neither is set; Error when it is not 32 bytes.
 */
export function loadBankDetailsKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  return parseBankDetailsKey(
    resolveSecret(USERS_SECRETS.BANK_DETAILS_KEY, () => randomBytes(KEY_BYTES).toString('hex'), env)
      .value,
  );
}

/** iv ‖ tag ‖ AES-256-GCM ciphertext of `plaintext` under `key`, bound to `userId` (AAD). */
export function encryptWithKey(key: Buffer, plaintext: string, userId: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The plaintext of `encryptWithKey(key, …, userId)`. @throws Error when data, key or user do not match. */
export function decryptWithKey(key: Buffer, data: Buffer, userId: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(data.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(data.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/**
 * Encrypts account numbers at rest with AES-256-GCM (12-byte random IV, 16-byte tag; the chef's
 * user id is the additional authenticated data, so a ciphertext copied to another row fails).
 *
 * Key: see `loadBankDetailsKey` (a mounted secret in production, which refuses to start without
 * it). Changing the key makes stored numbers unreadable (there is no rotation yet).
 */
@Injectable()
export class BankDetailsCipher implements OnModuleInit {
  private key: Buffer | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Reads the key at start-up (not when only the schema is built), so production without it refuses to start. */
  onModuleInit(): void {
    if (this.dataSource.isInitialized) this.getKey();
  }

  /** iv ‖ tag ‖ ciphertext of `plaintext`, bound to `userId`. */
  async encrypt(plaintext: string, userId: string): Promise<Buffer> {
    return encryptWithKey(this.getKey(), plaintext, userId);
  }

  /** The plaintext of `encrypt(…, userId)`. @throws Error when the data or key does not match. */
  async decrypt(data: Buffer, userId: string): Promise<string> {
    return decryptWithKey(this.getKey(), data, userId);
  }

  private getKey(): Buffer {
    this.key ??= loadBankDetailsKey();
    return this.key;
  }
}
