import { Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '@hearth/nest-common';
import { PrivacyService } from './privacy.service.js';

/** The user's copy of what admin holds about them. Thin: call, serialise. */
@Resolver()
export class PrivacyResolver {
  constructor(private readonly privacy: PrivacyService) {}

  @Query(() => String, {
    description:
      'JSON text of what admin holds about the signed-in user: the guest projection, waitlist sign-ups, the newsletter subscription, unsubscribes and the newsletters sent to the address.',
  })
  async adminDataExport(@CurrentUser() user: AuthUser): Promise<string> {
    return JSON.stringify(await this.privacy.exportData(user.id, user.email));
  }
}
