import { randomUUID } from 'node:crypto';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWTVerifyGetKey } from 'jose';
import type { Role, UserStatus } from '@hearth/contracts';

/** A stand-in for the users service's token issuer, for testing one subgraph on its own. */
export interface TestIssuer {
  /** Key resolver to pass as `SubgraphDefinition.tokenKeys`. */
  keys: JWTVerifyGetKey;
  /** Signs an access token like the users service does (ES256, hearth-users → hearth). */
  token(user?: {
    id?: string;
    role?: Role;
    status?: UserStatus;
    email?: string;
  }): Promise<{ id: string; token: string }>;
}

export async function createTestIssuer(): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'ES256' };
  return {
    keys: createLocalJWKSet({ keys: [jwk] }),
    async token(user = {}) {
      const id = user.id ?? randomUUID();
      const token = await new SignJWT({
        email: user.email ?? `${id}@example.com`,
        role: user.role ?? 'GUEST',
        status: user.status ?? 'ACTIVE',
      })
        .setProtectedHeader({ alg: 'ES256', kid: 'test' })
        .setIssuer('hearth-users')
        .setAudience('hearth')
        .setSubject(id)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      return { id, token };
    },
  };
}
