/**
 * Link tokens sealed to notifications (docs/adr/0019): only the private key opens them, only for
 * the purpose and user they were sealed for; a key set (rotation) opens tokens sealed to any of
 * its keys; the sealed form does not contain the token.
 */
import { describe, expect, it } from '@jest/globals';
import {
  generateLinkSealingKey,
  linkSealingPublicKeyOf,
  openLinkToken,
  sealLinkToken,
} from '../src/index.js';

const USER = '0b9e3c1a-5d7f-4e2b-9a6c-1f2e3d4c5b6a';
const TOKEN = 'k3Y-Of_A-Reset-Link_0123456789abcdefghijklmnop';

describe('sealed link tokens', () => {
  const key = generateLinkSealingKey();
  const publicKey = linkSealingPublicKeyOf(key);
  const sealed = () =>
    sealLinkToken(publicKey, { token: TOKEN, purpose: 'password-reset', userId: USER });

  it('the public key is public: no private part; the sealed token does not contain the token', async () => {
    expect(JSON.parse(publicKey)).not.toHaveProperty('d');
    const { sealedToken } = await sealed();
    expect(sealedToken).not.toContain(TOKEN);
    expect(sealedToken.split('.')).toHaveLength(5); // JWE compact
    expect(await openLinkToken(key, sealedToken, { purpose: 'password-reset', userId: USER })).toBe(
      TOKEN,
    );
  });

  it('refuses another key, another purpose and another user', async () => {
    const { sealedToken } = await sealed();
    await expect(
      openLinkToken(generateLinkSealingKey(), sealedToken, {
        purpose: 'password-reset',
        userId: USER,
      }),
    ).rejects.toThrow(/no LINK_SEALING_KEY with kid/);
    await expect(
      openLinkToken(key, sealedToken, { purpose: 'email-change', userId: USER }),
    ).rejects.toThrow(/another purpose or user/);
    await expect(
      openLinkToken(key, sealedToken, {
        purpose: 'password-reset',
        userId: '11111111-2222-4333-8444-555555555555',
      }),
    ).rejects.toThrow(/another purpose or user/);
    expect(() => linkSealingPublicKeyOf(publicKey)).toThrow(/private X25519 JWK/);
  });

  it('while rotating, a key set opens tokens sealed to the old and to the new key', async () => {
    const next = generateLinkSealingKey();
    const set = JSON.stringify({ keys: [JSON.parse(next), JSON.parse(key)] });
    const old = await sealed();
    const fresh = await sealLinkToken(linkSealingPublicKeyOf(set), {
      token: TOKEN,
      purpose: 'email-change',
      userId: USER,
    });
    expect(
      await openLinkToken(set, old.sealedToken, { purpose: 'password-reset', userId: USER }),
    ).toBe(TOKEN);
    expect(
      await openLinkToken(set, fresh.sealedToken, { purpose: 'email-change', userId: USER }),
    ).toBe(TOKEN);
  });
});
