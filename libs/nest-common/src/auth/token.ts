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

/**
 * Verifies access tokens against the users service's JWKS (every subgraph verifies tokens
 * itself). Keys are fetched once and cached by jose, refetched on unknown `kid`.
 */
export class TokenVerifier {
  private readonly getKey: JWTVerifyGetKey;

  /** `keys`: the JWKS URL, or a key resolver (the users service passes its own keys). */
  constructor(keys: string | JWTVerifyGetKey) {
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
    const { payload } = await jwtVerify<AccessTokenClaims>(token, this.getKey, {
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      algorithms: [TOKEN_ALG],
    });
    if (!payload.sub) throw new Error('token has no subject');
    return { id: payload.sub, email: payload.email, role: payload.role, status: payload.status };
  }
}
