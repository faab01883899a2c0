import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '@hearth/nest-common';
import { SigningKeyStore } from './signing-key.store.js';

/** Serves the access-token public keys so every subgraph can verify tokens itself. */
@Controller('.well-known')
@Public()
export class JwksController {
  constructor(private readonly store: SigningKeyStore) {}

  /** `GET /.well-known/jwks.json` → `{ keys: JWK[] }` (ES256 public keys). */
  @Get('jwks.json')
  @Header('Cache-Control', 'public, max-age=300')
  jwks() {
    return this.store.jwks();
  }
}
