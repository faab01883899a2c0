import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  PARTNER_KEY_DEFAULT_PER_MINUTE,
  PartnerKeyMessages,
  partnerKeySchema,
  toFieldErrors,
  type FieldError,
} from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import { PartnerKeyEntity } from './partner-key.entity.js';

/** Every partner key starts with this, so a leaked one is easy to recognise (secret scanners). */
export const PARTNER_KEY_PREFIX = 'hpk_';
/** `hpk_<12 hex: the key id>_<43 base64url characters: 32 random bytes>`. */
const KEY_PATTERN = /^hpk_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

/** Input refused: every invalid field and its message; nothing written. */
export type Refused = { errors: FieldError[] };
/** A key and its whole secret, which is shown this once and never again. */
export type IssuedKey = { key: PartnerKeyEntity; secret: string };
/** What the gateway needs to serve a key: its id, limit and whether it is trusted-documents-only. */
export type VerifiedKey = Pick<
  PartnerKeyEntity,
  'keyId' | 'requestsPerMinute' | 'trustedDocumentsOnly'
>;
/** Requests the gateway served and refused for one key since its last report. */
export interface KeyUsage {
  keyId: string;
  requests: number;
  refused: number;
  /** ISO-8601 instant of the latest of them. */
  lastUsedAt: string;
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** A fresh key: visible id, the whole key string and its SHA-256. */
function newSecret(keyId: string = randomBytes(6).toString('hex')) {
  const secret = `${PARTNER_KEY_PREFIX}${keyId}_${randomBytes(32).toString('base64url')}`;
  return { keyId, secret, hash: sha256(secret) };
}

/**
 * Partner API keys (docs/rules/accounts-and-admin.md#partner-keys): admins create, change, rotate
 * and revoke them; the gateway verifies a presented key and reports usage. A key is 32 random
 * bytes behind a visible id; only its SHA-256 is stored, so nobody (admins included) can read a
 * key back after it was shown.
 */
@Injectable()
export class PartnerKeysService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get repo() {
    return this.dataSource.getRepository(PartnerKeyEntity);
  }

  /** Every key, revoked ones included, newest first. */
  list(): Promise<PartnerKeyEntity[]> {
    return this.repo.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /**
   * Creates a key for `admin` with `partnerKeySchema`'s rules (name 1–80 characters; limit 1–10,000
   * requests per minute, default 60; trusted documents only by default). Returns the key and its
   * secret (shown once), or `{ errors }` (the schema's messages) with nothing written.
   */
  async create(input: unknown, admin: AuthUser): Promise<IssuedKey | Refused> {
    const parsed = partnerKeySchema.safeParse({
      requestsPerMinute: PARTNER_KEY_DEFAULT_PER_MINUTE,
      ...(input as object),
    });
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const { keyId, secret, hash } = newSecret();
    await this.repo.insert({
      id: randomUUID(),
      keyId,
      name: parsed.data.name,
      secretSha256: hash,
      requestsPerMinute: parsed.data.requestsPerMinute,
      trustedDocumentsOnly: parsed.data.trustedDocumentsOnly,
      createdBy: admin.id,
    });
    return { key: await this.repo.findOneByOrFail({ keyId }), secret };
  }

  /**
   * Changes a key's name, limit and trusted-documents setting (the same rules as `create`; the
   * gateway applies them within its cache time, a few seconds). `{ errors }` for bad input, an
   * unknown key (`id: notFound`) or a revoked one (`id: revoked`).
   */
  async update(id: string, input: unknown): Promise<PartnerKeyEntity | Refused> {
    const parsed = partnerKeySchema.safeParse(input);
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const refused = await this.refuseUnusable(id);
    if (refused) return refused;
    await this.repo.update({ id }, parsed.data);
    return this.repo.findOneByOrFail({ id });
  }

  /**
   * Replaces a key's secret (same key id, limit and usage): the old secret stops working (at the
   * gateway within its cache time). Returns the key and the new secret, shown once; `{ errors }`
   * for an unknown or revoked key.
   */
  async rotate(id: string): Promise<IssuedKey | Refused> {
    const refused = await this.refuseUnusable(id);
    if (refused) return refused;
    const key = await this.repo.findOneByOrFail({ id });
    const { secret, hash } = newSecret(key.keyId);
    await this.repo.update({ id }, { secretSha256: hash, rotatedAt: () => 'clock_timestamp()' });
    return { key: await this.repo.findOneByOrFail({ id }), secret };
  }

  /**
   * Revokes a key for good (revoking again changes nothing): it stays listed with its usage.
   * `{ errors }` (`id: notFound`) for an unknown key.
   */
  async revoke(id: string): Promise<PartnerKeyEntity | Refused> {
    const key = await this.findById(id);
    if (!key) return { errors: [{ field: 'id', message: PartnerKeyMessages.notFound }] };
    await this.repo
      .createQueryBuilder()
      .update()
      .set({ revokedAt: () => 'clock_timestamp()' })
      .where('id = :id AND revoked_at IS NULL', { id })
      .execute();
    return this.repo.findOneByOrFail({ id });
  }

  /**
   * The key `presented` stands for, if it is well formed, its SHA-256 matches the stored one
   * (compared in constant time) and it is not revoked; otherwise null.
   */
  async verify(presented: string): Promise<VerifiedKey | null> {
    const match = KEY_PATTERN.exec(presented);
    if (!match) return null;
    const row = await this.repo
      .createQueryBuilder('k')
      .addSelect('k.secretSha256')
      .where('k.keyId = :keyId AND k.revokedAt IS NULL', { keyId: match[1] })
      .getOne();
    if (!row || !timingSafeEqual(row.secretSha256, sha256(presented))) return null;
    return {
      keyId: row.keyId,
      requestsPerMinute: row.requestsPerMinute,
      trustedDocumentsOnly: row.trustedDocumentsOnly,
    };
  }

  /** Adds the gateway's counts to each key (unknown key ids are ignored); one statement. */
  async recordUsage(usage: KeyUsage[]): Promise<void> {
    if (!usage.length) return;
    await this.dataSource.query(
      `UPDATE partner_keys k SET
         request_count = k.request_count + u.requests,
         refused_count = k.refused_count + u.refused,
         last_used_at = GREATEST(k.last_used_at, u.last_used_at)
       FROM jsonb_to_recordset($1::jsonb)
         AS u(key_id text, requests bigint, refused bigint, last_used_at timestamptz)
       WHERE k.key_id = u.key_id`,
      [
        JSON.stringify(
          usage.map((u) => ({
            key_id: u.keyId,
            requests: u.requests,
            refused: u.refused,
            last_used_at: u.lastUsedAt,
          })),
        ),
      ],
    );
  }

  private async findById(id: string): Promise<PartnerKeyEntity | null> {
    // A malformed id is an unknown key, not a database error.
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    return this.repo.findOneBy({ id });
  }

  /** `{ errors }` when key `id` does not exist or is revoked; null when it can be changed. */
  private async refuseUnusable(id: string): Promise<Refused | null> {
    const key = await this.findById(id);
    if (!key) return { errors: [{ field: 'id', message: PartnerKeyMessages.notFound }] };
    if (key.revokedAt) return { errors: [{ field: 'id', message: PartnerKeyMessages.revoked }] };
    return null;
  }
}
