import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SecretEntity } from './bank-details.entity.js';

/** Name of the generated key's row in `users.secrets`. */
export const BANK_DETAILS_KEY_SECRET = 'bank-details-key';
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
 * Encrypts account numbers at rest with AES-256-GCM (12-byte random IV, 16-byte tag; the chef's
 * user id is the additional authenticated data, so a ciphertext copied to another row fails).
 *
 * Key: `BANK_DETAILS_KEY` (32 bytes, hex or base64) when set — use this in production, from a
 * secret store. Otherwise a random key is generated once and persisted in `users.secrets`
 * (name `bank-details-key`), which protects dumps of `bank_details` alone but not of the schema.
 * Changing the key makes stored numbers unreadable (there is no rotation yet).
 */
@Injectable()
export class BankDetailsCipher {
  private key: Promise<Buffer> | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** iv ‖ tag ‖ ciphertext of `plaintext`, bound to `userId`. */
  async encrypt(plaintext: string, userId: string): Promise<Buffer> {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', await this.getKey(), iv);
    cipher.setAAD(Buffer.from(userId));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  /** The plaintext of `encrypt(…, userId)`. @throws Error when the data or key does not match. */
  async decrypt(data: Buffer, userId: string): Promise<string> {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      await this.getKey(),
      data.subarray(0, IV_BYTES),
    );
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(data.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(data.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }

  private getKey(): Promise<Buffer> {
    this.key ??= this.loadKey().catch((err: unknown) => {
      this.key = null;
      throw err;
    });
    return this.key;
  }

  private async loadKey(): Promise<Buffer> {
    const fromEnv = process.env.BANK_DETAILS_KEY;
    if (fromEnv) return parseBankDetailsKey(fromEnv);
    const repo = this.dataSource.getRepository(SecretEntity);
    // Concurrent first uses (or replicas) race here: the first insert wins, everyone reads it back.
    await repo
      .createQueryBuilder()
      .insert()
      .values({ name: BANK_DETAILS_KEY_SECRET, value: randomBytes(KEY_BYTES) })
      .orIgnore()
      .execute();
    const row = await repo.findOneByOrFail({ name: BANK_DETAILS_KEY_SECRET });
    return Buffer.from(row.value);
  }
}
