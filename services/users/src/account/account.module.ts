import { Module } from '@nestjs/common';
import { LinkSealer } from '../common/link-sealer.js';
import { IdentityModule } from '../identity/identity.module.js';
import { AccountResolver, AccountUserFieldsResolver } from './account.resolver.js';
import { AccountService } from './account.service.js';

/**
 * The account's own settings: changing and recovering the password (the reset e-mail goes out
 * through `PasswordResetRequested`), first and last name and phone.
 */
@Module({
  imports: [IdentityModule],
  providers: [AccountService, AccountResolver, AccountUserFieldsResolver, LinkSealer],
})
export class AccountModule {}
