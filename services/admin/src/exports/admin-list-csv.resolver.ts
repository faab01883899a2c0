import { Args, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '@hearth/nest-common';
import { AdminList, WaitlistSortInput } from '../common/list.types.js';
import { ChefApplicationsService } from '../chefs/chef-applications.service.js';
import { NewsletterService } from '../newsletter/newsletter.service.js';
import { ChefWaitlistService } from '../waitlists/chef-waitlist.service.js';
import { GuestWaitlistService } from '../waitlists/guest-waitlist.service.js';

/** CSV download of an admin list (docs/rules/accounts-and-admin.md#admin-lists). */
@Resolver()
export class AdminListCsvResolver {
  constructor(
    private readonly chefs: ChefWaitlistService,
    private readonly guests: GuestWaitlistService,
    private readonly newsletter: NewsletterService,
    private readonly chefAccounts: ChefApplicationsService,
  ) {}

  /**
   * The whole filtered, sorted list as RFC 4180 CSV (CRLF between rows): a header row, then one
   * row per entry with the admin table's columns — chefs: First name, Last name, Email, Phone,
   * Postal code, Programme, Signed up (Founder Chefs: Chef account after Programme — Initial,
   * Pending, Active, Rejected or Not signed up); guests: the same without Programme; newsletter: Email,
   * Role, Subscribed. Times are ISO-8601 (UTC). Cells starting with = + - @ get a leading `'`.
   * Admins only (FORBIDDEN otherwise); BAD_USER_INPUT for a sort the list does not have.
   */
  @Roles('ADMIN')
  @Query(() => String, {
    description:
      'The whole filtered, sorted list as CSV: header row + one row per entry, the admin table columns (admins only).',
  })
  adminListCsv(
    @Args('list', { type: () => AdminList }) list: AdminList,
    @Args('sort', { type: () => WaitlistSortInput, nullable: true }) sort: WaitlistSortInput | null,
    @Args('search', { type: () => String, nullable: true }) search: string | null,
  ): Promise<string> {
    switch (list) {
      case 'CHEF_WAITLIST':
        return this.chefs.csv({ sort, search, chefType: 'BETA' });
      case 'FOUNDER_CHEFS':
        return this.chefs.csv({ sort, search, chefType: 'FOUNDER' }, async (emails) =>
          (await this.chefAccounts.byEmails(emails)).map((chef) => chef?.status ?? null),
        );
      case 'GUEST_WAITLIST':
        return this.guests.csv({ sort, search });
      case 'NEWSLETTER_SUBSCRIBERS':
        return this.newsletter.csv({ sort, search });
    }
  }
}
