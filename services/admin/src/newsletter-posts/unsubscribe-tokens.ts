import { randomBytes } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SignJWT, jwtVerify } from 'jose';
import { DataSource } from 'typeorm';
import { resolveSecret, type SecretSpec } from '@hearth/nest-common';

/**
 * The key of unsubscribe links, `NEWSLETTER_UNSUBSCRIBE_SECRET(_FILE)`: a mounted secret in
 * production (admin refuses to start without it), outside production generated once into
 * `.data/secrets/newsletter-unsubscribe.key`. Never a database table.
 */
export const UNSUBSCRIBE_SECRET: SecretSpec = {
  name: 'NEWSLETTER_UNSUBSCRIBE_SECRET',
  service: 'admin',
  purpose: 'the key that signs newsletter unsubscribe links (at least 32 characters)',
  devFile: 'newsletter-unsubscribe.key',
};
/** Prefix of a key written as base64 bytes rather than used as text. */
export const BASE64_KEY_PREFIX = 'base64:';
/** Shortest key accepted: 32 characters of text, or 32 bytes after `base64:`. */
const MIN_KEY_LENGTH = 32;

/**
 * The HMAC key bytes of an unsubscribe secret's value: `base64:<bytes>` is decoded (how a key
 * that is not text is written, e.g. the one admin generated before keys left the database);
 * anything else is used as its UTF-8 text.
 * @throws Error when the key is shorter than 32 characters (or 32 decoded bytes).
 */
export function unsubscribeKeyBytes(value: string): Uint8Array {
  const key = value.startsWith(BASE64_KEY_PREFIX)
    ? new Uint8Array(Buffer.from(value.slice(BASE64_KEY_PREFIX.length), 'base64'))
    : new TextEncoder().encode(value);
  if (key.length < MIN_KEY_LENGTH)
    throw new Error(
      `${UNSUBSCRIBE_SECRET.name} must be at least ${MIN_KEY_LENGTH} characters (or ${BASE64_KEY_PREFIX} and ${MIN_KEY_LENGTH} bytes)`,
    );
  return key;
}

/**
 * The unsubscribe-link key of this process's environment (see `UNSUBSCRIBE_SECRET`).
 * @throws MissingSecretError in production when it is not configured; Error when too short.
 */
export function loadUnsubscribeKey(env: NodeJS.ProcessEnv = process.env): Uint8Array {
  return unsubscribeKeyBytes(
    resolveSecret(UNSUBSCRIBE_SECRET, () => randomBytes(32).toString('hex'), env).value,
  );
}

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
 * it cannot be forged or pointed at another address. Key: `loadUnsubscribeKey` — the mounted
 * `NEWSLETTER_UNSUBSCRIBE_SECRET_FILE` (or the variable) in production, read at start-up so
 * admin refuses to start without it; every replica mounts the same secret and signs alike.
 */
@Injectable()
export class UnsubscribeTokens implements OnModuleInit {
  private key: Uint8Array | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Reads the key at start-up (not when only the schema is built), so production without it refuses to start. */
  onModuleInit(): void {
    if (this.dataSource.isInitialized) this.getKey();
  }

  /** The token for `claim` (URL-safe: base64url parts and dots). */
  async sign(claim: UnsubscribeClaim): Promise<string> {
    return new SignJWT({ nid: claim.newsletterId })
      .setProtectedHeader({ alg: ALG })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(claim.email)
      .setIssuedAt()
      .sign(this.getKey());
  }

  /** The claim of a valid token, or null for anything else (malformed, forged, another key). */
  async verify(token: string): Promise<UnsubscribeClaim | null> {
    try {
      const { payload } = await jwtVerify<{ nid?: unknown }>(token, this.getKey(), {
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

  private getKey(): Uint8Array {
    this.key ??= loadUnsubscribeKey();
    return this.key;
  }
}
