import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { CompactEncrypt, compactDecrypt, decodeProtectedHeader, importJWK, type JWK } from 'jose';

/**
 * E-mailed link secrets sealed to notifications (docs/adr/0019): users puts the token of a
 * password-reset or e-mail-change link into its event encrypted to notifications' public key
 * (JWE compact, ECDH-ES with X25519, A256GCM), so the users outbox, the Kafka topic (7 days), its
 * dead letters and every other consumer of `hearth.users` hold only a ciphertext; only
 * notifications, which holds the private key, can read the link it e-mails.
 *
 * Keys (docs/rules/secrets.md, read through nest-common's secret source like the other keys):
 * - notifications: `LINK_SEALING_KEY` / `LINK_SEALING_KEY_FILE`, the private JWK, or a JWK set
 *   `{ "keys": [...] }` while rotating (every key opens what was sealed to it, by `kid`);
 * - users: `LINK_SEALING_PUBLIC_KEY` / `LINK_SEALING_PUBLIC_KEY_FILE`, the public JWK only.
 * Outside production the private key is generated once into the dev secrets directory and users
 * derives the public key from that file; production refuses to start without them.
 */

/** The secret spec of notifications' private key (nest-common `SecretSpec` shape). */
export const LINK_SEALING_KEY = {
  name: 'LINK_SEALING_KEY',
  service: 'notifications',
  purpose:
    'the private key (a JWK) that opens the link tokens users seals to notifications (docs/adr/0019)',
  devFile: 'link-sealing-key.json',
} as const;

/** The secret spec of the public key users seals with (nest-common `SecretSpec` shape). */
export const LINK_SEALING_PUBLIC_KEY = {
  name: 'LINK_SEALING_PUBLIC_KEY',
  service: 'users',
  purpose:
    "the public key (a JWK) of notifications' LINK_SEALING_KEY, to seal link tokens (docs/adr/0019)",
  devFile: 'link-sealing-public-key.json',
} as const;

/** What a sealed token is for: it opens only for the same purpose and user. */
export type LinkPurpose = 'password-reset' | 'email-change';

const ALG = 'ECDH-ES';
const ENC = 'A256GCM';

/** A new private key for `LINK_SEALING_KEY`: an X25519 JWK (JSON) with its RFC 7638 `kid`. */
export function generateLinkSealingKey(): string {
  const jwk = generateKeyPairSync('x25519').privateKey.export({ format: 'jwk' }) as JWK;
  return JSON.stringify({ ...jwk, kid: kidOf(jwk) });
}

/** The `kid` of an X25519 JWK: the base64url of its public `x` (unique per key, not secret). */
function kidOf(jwk: JWK): string {
  return `x25519-${String(jwk.x).slice(0, 16)}`;
}

/** The private keys of a `LINK_SEALING_KEY` value: one JWK or a set `{ keys: [...] }`. */
function privateKeysOf(value: string): JWK[] {
  const parsed = JSON.parse(value) as JWK | { keys: JWK[] };
  const keys = 'keys' in parsed && Array.isArray(parsed.keys) ? parsed.keys : [parsed as JWK];
  for (const k of keys)
    if (k.kty !== 'OKP' || k.crv !== 'X25519' || !k.d)
      throw new Error('LINK_SEALING_KEY must be a private X25519 JWK (or a set of them)');
  return keys.map((k) => ({ ...k, kid: k.kid ?? kidOf(k) }));
}

/**
 * The public JWK (JSON) of a `LINK_SEALING_KEY` value (its first key): what users is given as
 * `LINK_SEALING_PUBLIC_KEY`.
 * @throws Error when the value is not a private X25519 JWK or set.
 */
export function linkSealingPublicKeyOf(privateValue: string): string {
  const [first] = privateKeysOf(privateValue);
  const pub = createPublicKey(createPrivateKey({ key: first!, format: 'jwk' } as never)).export({
    format: 'jwk',
  }) as JWK;
  return JSON.stringify({ ...pub, kid: first!.kid });
}

/** What is inside a sealed token: the link's secret, bound to its purpose and user. */
interface SealedLink {
  token: string;
  purpose: LinkPurpose;
  userId: string;
}

/**
 * Seals `token` (a link's raw secret) to the public key `publicValue` (a `LINK_SEALING_PUBLIC_KEY`
 * JWK, JSON), bound to `purpose` and `userId`: a JWE compact string for the event's payload.
 * @throws Error when the key is not a public X25519 JWK.
 */
export async function sealLinkToken(
  publicValue: string,
  link: SealedLink,
): Promise<{ sealedToken: string }> {
  const jwk = JSON.parse(publicValue) as JWK;
  if (jwk.kty !== 'OKP' || jwk.crv !== 'X25519' || jwk.d)
    throw new Error('LINK_SEALING_PUBLIC_KEY must be a public X25519 JWK');
  const key = await importJWK(jwk, ALG);
  const sealedToken = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(link)))
    .setProtectedHeader({ alg: ALG, enc: ENC, kid: jwk.kid ?? kidOf(jwk) })
    .encrypt(key);
  return { sealedToken };
}

/**
 * Opens a token sealed by `sealLinkToken` with notifications' key (`privateValue`, a
 * `LINK_SEALING_KEY` value), checking it was sealed for `purpose` and `userId`.
 * @returns the link's raw secret.
 * @throws Error when no key of the set has its `kid`, it does not decrypt, or it was sealed for
 *   another purpose or user (an event whose sealed token was copied from another).
 */
export async function openLinkToken(
  privateValue: string,
  sealedToken: string,
  expected: { purpose: LinkPurpose; userId: string },
): Promise<string> {
  const { kid } = decodeProtectedHeader(sealedToken);
  const jwk = privateKeysOf(privateValue).find((k) => k.kid === kid);
  if (!jwk) throw new Error(`no LINK_SEALING_KEY with kid ${String(kid)}`);
  const { plaintext } = await compactDecrypt(sealedToken, await importJWK(jwk, ALG));
  const link = JSON.parse(new TextDecoder().decode(plaintext)) as SealedLink;
  if (link.purpose !== expected.purpose || link.userId !== expected.userId)
    throw new Error('sealed link token is for another purpose or user');
  return link.token;
}
