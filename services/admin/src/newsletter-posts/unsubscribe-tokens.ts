import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SignJWT, jwtVerify } from 'jose';
import { DataSource } from 'typeorm';
import { SecretEntity } from './secret.entity.js';

/** Name of the generated key in `secrets` (when `NEWSLETTER_UNSUBSCRIBE_SECRET` is unset). */
export const UNSUBSCRIBE_KEY_SECRET = 'newsletter-unsubscribe-key';
const ISSUER = 'hearth-admin';
const AUDIENCE = 'newsletter-unsubscribe';
const ALG = 'HS256';

/** Who an unsubscribe link is for. */
export interface UnsubscribeClaim {
  /** Normalised e-mail address. */
  email: string;
  /** The newsletter that carried the link. */
  newsletterId: string;
}

/**
 * Signs and checks the token of a newsletter's unsubscribe link: a JWT (HS256, jose) naming the
 * address and the newsletter. It does not expire — a link in an old newsletter still works — and
 * it cannot be forged or pointed at another address. Key: `NEWSLETTER_UNSUBSCRIBE_SECRET` (at least
 * 32 characters) when set — set it in production, from a secret store — else 32 random bytes made
 * once and kept in admin's `secrets` table, so every replica signs alike.
 */
@Injectable()
export class UnsubscribeTokens {
  private key: Promise<Uint8Array> | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The token for `claim` (URL-safe: base64url parts and dots). */
  async sign(claim: UnsubscribeClaim): Promise<string> {
    return new SignJWT({ nid: claim.newsletterId })
      .setProtectedHeader({ alg: ALG })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(claim.email)
      .setIssuedAt()
      .sign(await this.getKey());
  }

  /** The claim of a valid token, or null for anything else (malformed, forged, another key). */
  async verify(token: string): Promise<UnsubscribeClaim | null> {
    try {
      const { payload } = await jwtVerify<{ nid?: unknown }>(token, await this.getKey(), {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: [ALG],
      });
      if (!payload.sub || typeof payload.nid !== 'string') return null;
      return { email: payload.sub, newsletterId: payload.nid };
    } catch {
      return null;
    }
  }

  private getKey(): Promise<Uint8Array> {
    this.key ??= this.loadKey().catch((err: unknown) => {
      this.key = null;
      throw err;
    });
    return this.key;
  }

  private async loadKey(): Promise<Uint8Array> {
    const fromEnv = process.env.NEWSLETTER_UNSUBSCRIBE_SECRET;
    if (fromEnv) {
      if (fromEnv.length < 32)
        throw new Error('NEWSLETTER_UNSUBSCRIBE_SECRET must be at least 32 characters');
      return new TextEncoder().encode(fromEnv);
    }
    const repo = this.dataSource.getRepository(SecretEntity);
    // Concurrent first uses (or replicas) race here: the first insert wins, everyone reads it back.
    await repo
      .createQueryBuilder()
      .insert()
      .values({ name: UNSUBSCRIBE_KEY_SECRET, value: randomBytes(32) })
      .orIgnore()
      .execute();
    const row = await repo.findOneByOrFail({ name: UNSUBSCRIBE_KEY_SECRET });
    return new Uint8Array(row.value);
  }
}
