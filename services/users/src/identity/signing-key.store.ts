import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  SignJWT,
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import { z } from 'zod';
import {
  TOKEN_ALG,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  resolveSecret,
  rewriteDevSecret,
  type AccessTokenClaims,
  type SecretValue,
} from '@hearth/nest-common';
import { USERS_SECRETS } from '../common/secrets.js';

/** Lifetime of an access token, in seconds (short-lived: 15 minutes). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * Default publication lead of a new signing key, in seconds (20 minutes): longer than a
 * verifier may keep an old JWKS (the endpoint's `max-age=300` plus jose's 10-minute cache), so
 * every verifier knows a key before the first token it signs arrives.
 */
export const DEFAULT_PUBLISH_LEAD_SECONDS = 20 * 60;

/** Default age, in days, after which the generated development key set gets a new key. */
export const DEFAULT_DEV_ROTATION_DAYS = 30;

/**
 * One key of the key set: a private ES256 JWK and the instant it was added (`createdAt`, ISO
 * 8601 with zone). It is published in the JWKS from `createdAt`, signs from `createdAt` + lead.
 */
const keySetEntry = z.object({
  createdAt: z.iso.datetime({ offset: true }),
  jwk: z.looseObject({ kty: z.literal('EC'), crv: z.literal('P-256'), d: z.string().min(1) }),
});

/**
 * The key set's JSON, `{ "keys": [{ "createdAt": "…", "jwk": { …private JWK… } }, …] }`. A bare
 * private JWK is accepted too (one key, in force since ever).
 */
const keySetSchema = z.union([
  z.object({ keys: z.array(keySetEntry).min(1) }),
  keySetEntry.shape.jwk.transform((jwk) => ({
    keys: [{ createdAt: new Date(0).toISOString(), jwk }],
  })),
]);

/** A key of the set, parsed. */
export type KeySetEntry = z.infer<typeof keySetEntry>;

/**
 * Parses the key set JSON (`JWT_SIGNING_KEYS` / `JWT_SIGNING_KEYS_FILE`).
 * @throws Error naming what is wrong (not JSON, not P-256 private keys, no `createdAt`).
 */
export function parseKeySet(json: string): KeySetEntry[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('JWT_SIGNING_KEYS is not JSON');
  }
  const parsed = keySetSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      'JWT_SIGNING_KEYS must be {"keys":[{"createdAt":"<ISO time>","jwk":{<private EC P-256 JWK>}}]}: ' +
        parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; '),
    );
  }
  return parsed.data.keys;
}

/** A new key set entry: a fresh ES256 key pair added at `createdAt`. */
export async function generateKeySetEntry(createdAt = new Date()): Promise<KeySetEntry> {
  const { privateKey } = await generateKeyPair(TOKEN_ALG, { extractable: true });
  const jwk = (await exportJWK(privateKey)) as KeySetEntry['jwk'];
  return { createdAt: createdAt.toISOString(), jwk };
}

/** Timing of the rotation, in seconds. */
export interface RotationTiming {
  /** How long a new key is published before it signs (`JWT_KEY_PUBLISH_LEAD_SECONDS`). */
  publishLeadSeconds: number;
  /** How long a superseded key stays published: the access-token lifetime. */
  accessTokenTtlSeconds: number;
}

/** Where a key stands at one instant. */
export interface KeyState {
  kid: string;
  createdAt: Date;
  /** In the JWKS (added and not retired). */
  published: boolean;
  /** The one key that signs new tokens. */
  signing: boolean;
  /** Superseded longer ago than the access-token lifetime: gone from the JWKS. */
  retired: boolean;
}

/**
 * The rotation rule, as a pure function of the key set and an instant `now` (ms):
 * - a key is published from its `createdAt`;
 * - it signs from `createdAt` + lead, until a newer key does (the newest key past its lead
 *   signs; before any key is past its lead, the oldest published key signs, so a first key
 *   signs at once);
 * - a key superseded at S (the next key's `createdAt` + lead) stays published until
 *   S + access-token lifetime, when every token it signed has expired, and is then retired.
 */
export function keyStates(
  keys: ReadonlyArray<{ kid: string; createdAt: Date }>,
  timing: RotationTiming,
  now: number,
): KeyState[] {
  const lead = timing.publishLeadSeconds * 1000;
  const ttl = timing.accessTokenTtlSeconds * 1000;
  const sorted = [...keys].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const states = sorted.map((k, i) => {
    const next = sorted[i + 1];
    const supersededAt = next ? next.createdAt.getTime() + lead : Infinity;
    const added = k.createdAt.getTime() <= now;
    const retired = now >= supersededAt + ttl;
    return {
      kid: k.kid,
      createdAt: k.createdAt,
      published: added && !retired,
      retired,
      signing: false,
    };
  });
  const live = states.filter((s) => s.published);
  const active = live.filter((s) => s.createdAt.getTime() + lead <= now);
  const signer = active.at(-1) ?? live[0];
  if (signer) signer.signing = true;
  return states;
}

interface LoadedKey {
  kid: string;
  createdAt: Date;
  publicJwk: JWK;
  publicKey: CryptoKey;
  privateKey: CryptoKey;
}

/** Options of `SigningKeyStore` (tests set a clock and the timing). */
export interface SigningKeyStoreOptions {
  /** The current instant in ms (default `Date.now`). */
  now?: () => number;
  timing?: Partial<RotationTiming>;
  env?: NodeJS.ProcessEnv;
}

/**
 * Holds the ES256 keys that sign access tokens and serves their public halves as a JWKS.
 *
 * The keys come from the mounted key set (`JWT_SIGNING_KEYS_FILE`, or `JWT_SIGNING_KEYS` with
 * the JSON itself) — never from a database table — and every replica reads the same set.
 * Outside production with nothing configured, a key set is generated under `.data/secrets/`
 * and gets a new key every `JWT_KEY_ROTATION_DAYS` (30) days; in production the operator adds
 * the new key to the mounted set and the store picks it up on its next reload (every minute).
 * Which key signs and which are published follows `keyStates` (publish lead, then retirement
 * one access-token lifetime after being superseded).
 */
export class SigningKeyStore {
  private keys: LoadedKey[] = [];
  private source: SecretValue | undefined;
  private readonly now: () => number;
  readonly timing: RotationTiming;
  private readonly env: NodeJS.ProcessEnv;

  constructor(options: SigningKeyStoreOptions = {}) {
    this.env = options.env ?? process.env;
    this.now = options.now ?? Date.now;
    const lead = Number(this.env.JWT_KEY_PUBLISH_LEAD_SECONDS ?? DEFAULT_PUBLISH_LEAD_SECONDS);
    this.timing = {
      publishLeadSeconds: Number.isFinite(lead) && lead >= 0 ? lead : DEFAULT_PUBLISH_LEAD_SECONDS,
      accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS,
      ...options.timing,
    };
  }

  /**
   * Reads the key set from its source (generating or rotating the development set when that is
   * the source). @throws MissingSecretError in production without `JWT_SIGNING_KEYS(_FILE)`;
   * Error when the set is malformed.
   */
  async load(): Promise<void> {
    let initial = '';
    if (!this.env.JWT_SIGNING_KEYS_FILE && !this.env.JWT_SIGNING_KEYS) {
      initial = JSON.stringify(
        { keys: [await generateKeySetEntry(new Date(this.now()))] },
        null,
        2,
      );
    }
    this.source = resolveSecret(USERS_SECRETS.JWT_SIGNING_KEYS, () => initial, this.env);
    let entries = parseKeySet(this.source.value);
    if (this.source.origin === 'dev' && this.source.path) {
      entries = await this.rotateDevSet(entries, this.source.path);
    }
    await this.setKeys(entries);
  }

  /** Replaces the keys with `entries` (tests; `load` after reading the source). */
  async setKeys(entries: KeySetEntry[]): Promise<void> {
    this.keys = await Promise.all(
      entries.map(async ({ createdAt, jwk }) => {
        const { d: _d, ...publicJwk } = jwk;
        return {
          kid: await calculateJwkThumbprint(publicJwk as JWK),
          createdAt: new Date(createdAt),
          publicJwk: publicJwk as JWK,
          publicKey: (await importJWK(publicJwk as JWK, TOKEN_ALG)) as CryptoKey,
          privateKey: (await importJWK(jwk as JWK, TOKEN_ALG)) as CryptoKey,
        };
      }),
    );
  }

  /** The development set with a new key added when its newest is older than the rotation age, and retired keys dropped. */
  private async rotateDevSet(entries: KeySetEntry[], path: string): Promise<KeySetEntry[]> {
    const days = Number(this.env.JWT_KEY_ROTATION_DAYS ?? DEFAULT_DEV_ROTATION_DAYS);
    const newest = Math.max(...entries.map((e) => Date.parse(e.createdAt)));
    let next = entries;
    if (this.now() - newest > days * 86_400_000) {
      next = [...entries, await generateKeySetEntry(new Date(this.now()))];
    }
    await this.setKeys(next);
    const retired = new Set(
      this.states()
        .filter((s) => s.retired)
        .map((s) => s.kid),
    );
    const kept = next.filter((_, i) => !retired.has(this.keys[i]!.kid));
    if (kept.length !== entries.length || next !== entries) {
      rewriteDevSecret(path, JSON.stringify({ keys: kept }, null, 2));
    }
    return kept;
  }

  /** Where each key stands now (see `keyStates`). */
  states(): KeyState[] {
    return keyStates(this.keys, this.timing, this.now());
  }

  private live(): { signing: LoadedKey | undefined; published: LoadedKey[] } {
    const states = this.states();
    const byKid = new Map(this.keys.map((k) => [k.kid, k]));
    return {
      signing: byKid.get(states.find((s) => s.signing)?.kid ?? ''),
      published: states.filter((s) => s.published).map((s) => byKid.get(s.kid)!),
    };
  }

  /** The published public keys as a JWKS document (`GET /.well-known/jwks.json`). */
  jwks(): { keys: JWK[] } {
    return {
      keys: this.live().published.map((k) => ({
        ...k.publicJwk,
        kid: k.kid,
        alg: TOKEN_ALG,
        use: 'sig',
      })),
    };
  }

  /** Key resolver for `jwtVerify`: the public key of the token's `kid`, while it is published. */
  readonly getVerifyKey: JWTVerifyGetKey = async (header) => {
    const key = this.live().published.find((k) => k.kid === header.kid);
    if (!key) throw new Error(`unknown signing key ${header.kid ?? '(none)'}`);
    return key.publicKey;
  };

  /** Signs an access token for `userId` with the signing key; returns the token and its expiry. */
  async sign(
    userId: string,
    claims: AccessTokenClaims,
  ): Promise<{ token: string; expiresAt: Date }> {
    const key = this.live().signing;
    if (!key) throw new Error('signing keys are not loaded');
    const now = Math.floor(this.now() / 1000);
    const exp = now + ACCESS_TOKEN_TTL_SECONDS;
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: TOKEN_ALG, kid: key.kid, typ: 'at+jwt' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(userId)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(key.privateKey);
    return { token, expiresAt: new Date(exp * 1000) };
  }
}

/** How often the key set is re-read (a rotated mounted secret is picked up), in ms. */
const RELOAD_MS = 60_000;

/**
 * Loads the key store at start-up (skipped when only the schema is built), refusing to start
 * when the keys are missing in production, and re-reads the set every minute.
 */
@Injectable()
export class SigningKeyLoader implements OnModuleInit, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: SigningKeyStore,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    // Building the schema only (no database) needs no keys — and must not refuse in a production image build.
    if (!this.dataSource.isInitialized) return;
    await this.store.load();
    this.timer = setInterval(() => {
      // A malformed update keeps the keys in force; the next good one is taken.
      this.store.load().catch(() => undefined);
    }, RELOAD_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }
}
