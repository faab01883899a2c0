import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
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
import {
  TOKEN_ALG,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  type AccessTokenClaims,
} from '@hearth/nest-common';
import { SigningKeyEntity } from './signing-key.entity.js';

/** Lifetime of an access token, in seconds (short-lived: 15 minutes). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

interface LoadedKey {
  kid: string;
  publicJwk: JWK;
  publicKey: CryptoKey;
  privateKey: CryptoKey;
  createdAt: Date;
}

/**
 * Holds the ES256 keys that sign access tokens and serves their public halves as a JWKS.
 * Keys live in the `signing_keys` table so every replica signs with the same key; a key is
 * generated on first start (or taken from `JWT_PRIVATE_KEY`, a private JWK in JSON).
 */
export class SigningKeyStore {
  private keys: LoadedKey[] = [];

  /** Loads the un-retired keys, creating the first one if none exists. */
  async load(dataSource: DataSource, privateJwkJson = process.env.JWT_PRIVATE_KEY): Promise<void> {
    const repo = dataSource.getRepository(SigningKeyEntity);
    if (privateJwkJson) {
      const privateJwk = JSON.parse(privateJwkJson) as JWK;
      const { d: _d, ...publicJwk } = privateJwk;
      const kid = await calculateJwkThumbprint(publicJwk);
      await repo
        .createQueryBuilder()
        .insert()
        .values({ kid, publicJwk, privateJwk })
        .orIgnore()
        .execute();
    } else if ((await repo.count({ where: { retiredAt: IsNull() } })) === 0) {
      const { publicKey, privateKey } = await generateKeyPair(TOKEN_ALG, { extractable: true });
      const publicJwk = await exportJWK(publicKey);
      const kid = await calculateJwkThumbprint(publicJwk);
      await repo
        .createQueryBuilder()
        .insert()
        .values({ kid, publicJwk, privateJwk: await exportJWK(privateKey) })
        .orIgnore()
        .execute();
    }
    const rows = await repo
      .createQueryBuilder('k')
      .where('k.retired_at IS NULL')
      .orderBy('k.created_at', 'DESC')
      .getMany();
    this.keys = await Promise.all(
      rows.map(async (row) => ({
        kid: row.kid,
        publicJwk: row.publicJwk,
        publicKey: (await importJWK(row.publicJwk, TOKEN_ALG)) as CryptoKey,
        privateKey: (await importJWK(row.privateJwk, TOKEN_ALG)) as CryptoKey,
        createdAt: row.createdAt,
      })),
    );
  }

  /** The public keys as a JWKS document (`GET /.well-known/jwks.json`). */
  jwks(): { keys: JWK[] } {
    return {
      keys: this.keys.map((k) => ({ ...k.publicJwk, kid: k.kid, alg: TOKEN_ALG, use: 'sig' })),
    };
  }

  /** Key resolver for `jwtVerify`: the public key of the token's `kid`. */
  readonly getVerifyKey: JWTVerifyGetKey = async (header) => {
    const key = this.keys.find((k) => k.kid === header.kid);
    if (!key) throw new Error(`unknown signing key ${header.kid ?? '(none)'}`);
    return key.publicKey;
  };

  /** Signs an access token for `userId`; returns the token and its expiry instant. */
  async sign(
    userId: string,
    claims: AccessTokenClaims,
  ): Promise<{ token: string; expiresAt: Date }> {
    const key = this.keys[0];
    if (!key) throw new Error('signing keys are not loaded');
    const now = Math.floor(Date.now() / 1000);
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

/** Loads the key store once the database is up (skipped when building the schema only). */
@Injectable()
export class SigningKeyLoader implements OnModuleInit {
  constructor(
    private readonly store: SigningKeyStore,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.dataSource.isInitialized) await this.store.load(this.dataSource);
  }
}
