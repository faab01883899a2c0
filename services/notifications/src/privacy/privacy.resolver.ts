import { Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '@hearth/nest-common';
import { PrivacyService } from './privacy.service.js';

/** The user's copy of what notifications holds about them. Thin: call, serialise. */
@Resolver()
export class PrivacyResolver {
  constructor(private readonly privacy: PrivacyService) {}

  @Query(() => String, {
    description:
      'JSON text of what notifications holds about the signed-in user: the user’s in-app notifications, the contact copy (e-mail, first name) notifications e-mails to, the messages the user wrote, their notification preferences, their help reports and the e-mail to them not sent yet (waiting or parked, without token links), a new address they have not confirmed yet included.',
  })
  async notificationsDataExport(@CurrentUser() user: AuthUser): Promise<string> {
    return JSON.stringify(await this.privacy.exportData(user.id, user.email));
  }
}
