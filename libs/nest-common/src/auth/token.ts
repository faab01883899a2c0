import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Role, UserStatus } from '@hearth/contracts';

/** Issuer and audience of Hearth access tokens. */
export const TOKEN_ISSUER = 'hearth-users';
export const TOKEN_AUDIENCE = 'hearth';
/** Signing algorithm of access tokens (asymmetric: subgraphs only need the public key). */
export const TOKEN_ALG = 'ES256';

/** The signed-in user as every subgraph sees it, taken from a verified access token. */
export interface AuthUser {
  /** User id (UUID, the token's `sub`). */
  id: string;
  email: string;
  role: Role;
  status: UserStatus;
}

/** Access-token claims beyond the registered ones (`sub`, `iss`, `aud`, `exp`, `iat`). */
export interface AccessTokenClaims {
  email: string;
  role: Role;
  status: UserStatus;
}

/** Longest a verified token is answered from memory without checking its signature again (ms). */
export const VERIFIED_TOKEN_CACHE_MS = 60_000;
/** Verified tokens kept at most; the memory is dropped whole when it fills. */
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

/**
 * Verifies access tokens against the users service's JWKS (every subgraph verifies tokens
 * itself). Keys are fetched once and cached by jose, refetched on unknown `kid`.
 *
 * A token that verified is remembered (by its exact text, signature included) for at most
 * `VERIFIED_TOKEN_CACHE_MS` and never past its `exp`: the same token in the next calls (a page's
 * queries, a federated query's subgraph calls) is answered without a second ECDSA verification,
 * which was 12–16% of a subgraph's CPU per request. A changed byte is another token, verified in
 * full; a refused token is never remembered. So a signing key withdrawn from the JWKS stops
 * accepting its tokens within a minute (a retired key's tokens have expired anyway).
 */
export class TokenVerifier {
  private readonly getKey: JWTVerifyGetKey;
  private readonly verified = new Map<string, { user: AuthUser; until: number }>();

  /**
   * `keys`: the JWKS URL, or a key resolver (the users service passes its own keys).
   * `now`: the clock in ms (tests).
   */
  constructor(
    keys: string | JWTVerifyGetKey,
    private readonly now: () => number = Date.now,
  ) {
    this.getKey =
      typeof keys === 'string'
        ? createRemoteJWKSet(new URL(keys), { cooldownDuration: 5_000 })
        : keys;
  }

  /**
   * Returns the user of a valid token. Throws (jose's errors) when the token is malformed,
   * expired, not ours, or signed by an unknown key.
   */
  async verify(token: string): Promise<AuthUser> {
    const now = this.now();
    const known = this.verified.get(token);
    if (known && now < known.until) return { ...known.user };
    if (known) this.verified.delete(token);
    const { payload } = await jwtVerify<AccessTokenClaims>(token, this.getKey, {
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      algorithms: [TOKEN_ALG],
      currentDate: new Date(now),
    });
    if (!payload.sub) throw new Error('token has no subject');
    const user: AuthUser = {
      id: payload.sub,
      email: payload.email,
      role: payload.role,
      status: payload.status,
    };
    // jose refuses a token without `exp` only when asked; such a token is not remembered.
    if (typeof payload.exp === 'number') {
      if (this.verified.size >= VERIFIED_TOKEN_CACHE_SIZE) this.verified.clear();
      this.verified.set(token, {
        user,
        until: Math.min(payload.exp * 1000, now + VERIFIED_TOKEN_CACHE_MS),
      });
    }
    return user;
  }
}
