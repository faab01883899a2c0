import { describe, expect, it } from '@jest/globals';
import { generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import {
  TOKEN_ALG,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  TokenVerifier,
  VERIFIED_TOKEN_CACHE_MS,
} from '../src/auth/token.js';

const T0 = Date.parse('2026-11-01T12:00:00Z');

/** A signed access token of `sub` that expires `ttlSeconds` after T0. */
async function tokenOf(key: CryptoKey, sub: string, ttlSeconds: number): Promise<string> {
  return new SignJWT({ email: `${sub}@example.com`, role: 'GUEST', status: 'ACTIVE' })
    .setProtectedHeader({ alg: TOKEN_ALG, kid: 'k1' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(sub)
    .setIssuedAt(T0 / 1000)
    .setExpirationTime(T0 / 1000 + ttlSeconds)
    .sign(key);
}

/**
 * Remembering verified tokens changes no answer: a token verified once is answered from memory,
 * but never past its expiry, never longer than a minute after a key stops verifying it, and a
 * token with one byte changed is checked (and refused) in full.
 */
describe('TokenVerifier', () => {
  it('answers a verified token from memory until its expiry, and refuses a forged one', async () => {
    const { privateKey, publicKey } = await generateKeyPair(TOKEN_ALG);
    let lookups = 0;
    const keys: JWTVerifyGetKey = () => {
      lookups++;
      return publicKey;
    };
    let now = T0;
    const verifier = new TokenVerifier(keys, () => now);
    const token = await tokenOf(privateKey, 'u1', 30);

    await expect(verifier.verify(token)).resolves.toEqual({
      id: 'u1',
      email: 'u1@example.com',
      role: 'GUEST',
      status: 'ACTIVE',
    });
    now = T0 + 29_999;
    await expect(verifier.verify(token)).resolves.toMatchObject({ id: 'u1' });
    expect(lookups).toBe(1);

    // Expired: refused although it was remembered.
    now = T0 + 30_000;
    await expect(verifier.verify(token)).rejects.toThrow(/exp/);

    // One byte of the signature changed: another token, verified and refused.
    now = T0;
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const forged = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    await expect(verifier.verify(forged)).rejects.toThrow();
  });

  it('checks a remembered token against the keys again after a minute', async () => {
    const { privateKey, publicKey } = await generateKeyPair(TOKEN_ALG);
    let published = true;
    const keys: JWTVerifyGetKey = () => {
      if (!published) throw new Error('unknown signing key k1');
      return publicKey;
    };
    let now = T0;
    const verifier = new TokenVerifier(keys, () => now);
    const token = await tokenOf(privateKey, 'u2', 15 * 60);
    await expect(verifier.verify(token)).resolves.toMatchObject({ id: 'u2' });

    published = false; // the key is withdrawn from the JWKS
    now = T0 + VERIFIED_TOKEN_CACHE_MS - 1;
    await expect(verifier.verify(token)).resolves.toMatchObject({ id: 'u2' });
    now = T0 + VERIFIED_TOKEN_CACHE_MS;
    await expect(verifier.verify(token)).rejects.toThrow(/unknown signing key/);
  });
});
