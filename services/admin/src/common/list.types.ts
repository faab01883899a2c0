import { Field, InputType, registerEnumType } from '@nestjs/graphql';

/** Sort direction of an admin list. */
export const SortDirection = { ASC: 'ASC', DESC: 'DESC' } as const;
export type SortDirection = keyof typeof SortDirection;
registerEnumType(SortDirection, { name: 'SortDirection' });

/**
 * Columns an admin list can be sorted by. Text columns sort case-insensitively; ties are broken by
 * the row id in the same direction, so paging is stable. The newsletter list has no names or
 * postal codes: it accepts CREATED_AT and EMAIL only.
 */
export const WaitlistSortField = {
  CREATED_AT: 'CREATED_AT',
  EMAIL: 'EMAIL',
  FIRST_NAME: 'FIRST_NAME',
  LAST_NAME: 'LAST_NAME',
  POSTAL_CODE: 'POSTAL_CODE',
} as const;
export type WaitlistSortField = keyof typeof WaitlistSortField;
registerEnumType(WaitlistSortField, { name: 'WaitlistSortField' });

/** The lists an admin can export as CSV (docs/rules/accounts-and-admin.md#admin-lists). */
export const AdminList = {
  GUEST_WAITLIST: 'GUEST_WAITLIST',
  /** Chef waitlist registrations of the Beta programme ("Chef Waitlist"). */
  CHEF_WAITLIST: 'CHEF_WAITLIST',
  /** Chef waitlist registrations of the Founder programme ("Founder Chefs"). */
  FOUNDER_CHEFS: 'FOUNDER_CHEFS',
  NEWSLETTER_SUBSCRIBERS: 'NEWSLETTER_SUBSCRIBERS',
} as const;
export type AdminList = keyof typeof AdminList;
registerEnumType(AdminList, {
  name: 'AdminList',
  description: 'An admin list (an entry of the admin dashboard), for `adminListCsv`.',
});

/** How to sort an admin list; default newest first. */
@InputType('WaitlistSort')
export class WaitlistSortInput {
  @Field(() => WaitlistSortField, { defaultValue: WaitlistSortField.CREATED_AT })
  field!: WaitlistSortField;
  @Field(() => SortDirection, { defaultValue: SortDirection.DESC })
  direction!: SortDirection;
}

/** Default order of every admin list: newest first. */
export const DEFAULT_SORT: WaitlistSortInput = { field: 'CREATED_AT', direction: 'DESC' };
