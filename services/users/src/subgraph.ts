import type { SubgraphDefinition } from '@hearth/nest-common';
import { AddressModule } from './address/address.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { RefreshTokenEntity } from './identity/refresh-token.entity.js';
import { UserEntity } from './identity/user.entity.js';
import { SigningKeyEntity } from './keys/signing-key.entity.js';
import { SigningKeyStore } from './keys/signing-key.store.js';
import { CreateIdentity1763700000000 } from './migrations/1763700000000-create-identity.js';

/**
 * The `users` subgraph (port 4001): identity, roles, chef status, address autocomplete. It verifies its own tokens with
 * its in-memory keys; other subgraphs fetch them from `/.well-known/jwks.json`.
 */
export function usersSubgraph(): SubgraphDefinition {
  const keys = new SigningKeyStore();
  return {
    service: 'users',
    entities: [UserEntity, RefreshTokenEntity, SigningKeyEntity],
    migrations: [CreateIdentity1763700000000],
    imports: [IdentityModule, AddressModule],
    providers: [{ provide: SigningKeyStore, useValue: keys }],
    tokenKeys: keys.getVerifyKey,
  };
}

export { IdentityService } from './identity/identity.service.js';
export { UserEntity } from './identity/user.entity.js';
export default usersSubgraph;
