import { Module } from '@nestjs/common';
import { JwksController } from './jwks.controller.js';
import { SigningKeyLoader } from './signing-key.store.js';
import { IdentityResolver } from './identity.resolver.js';
import { IdentityService } from './identity.service.js';

/** Accounts, sessions and the JWKS endpoint. `SigningKeyStore` is provided globally by the subgraph. */
@Module({
  controllers: [JwksController],
  providers: [IdentityService, IdentityResolver, SigningKeyLoader],
  exports: [IdentityService],
})
export class IdentityModule {}
