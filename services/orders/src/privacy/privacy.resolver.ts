import { Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '@hearth/nest-common';
import { PrivacyService } from './privacy.service.js';

/** The user's copy of what orders holds about them. Thin: call, serialise. */
@Resolver()
export class PrivacyResolver {
  constructor(private readonly privacy: PrivacyService) {}

  @Query(() => String, {
    description:
      'JSON text of what orders holds about the signed-in user: the guest’s orders (with their lines, delivery address, instructions, refunds and later tips), standing weekly orders, payments, payment-processor customer, promotion redemptions, promotion waitlist sign-up and cart; a chef’s orders received (without the guest’s details), payout account, payouts and ledger.',
  })
  async ordersDataExport(@CurrentUser() user: AuthUser): Promise<string> {
    return JSON.stringify(await this.privacy.exportData(user.id, user.email));
  }
}
