import { Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '@hearth/nest-common';
import { PrivacyService } from './privacy.service.js';

/** The user's copy of what sessions holds about them. Thin: call, serialise. */
@Resolver()
export class PrivacyResolver {
  constructor(private readonly privacy: PrivacyService) {}

  @Query(() => String, {
    description:
      'JSON text of what sessions holds about the signed-in user: the guest’s Notify me waits (dish, date, since when, when told).',
  })
  async sessionsDataExport(@CurrentUser() user: AuthUser): Promise<string> {
    return JSON.stringify(await this.privacy.exportData(user.id));
  }
}
