import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { resultUnion } from '@hearth/nest-common';
import type { ChefType, UserStatus } from '@hearth/contracts';

/** GraphQL enum of chef programmes. */
export const ChefTypeEnum = { BETA: 'BETA', FOUNDER: 'FOUNDER' } as const satisfies Record<
  ChefType,
  ChefType
>;
registerEnumType(ChefTypeEnum, {
  name: 'ChefType',
  description: 'The Beta or the Founder chef programme.',
});

/** Display names of the chef programmes (CSV "Programme" column, e-mails). */
export const CHEF_TYPE_LABELS: Record<ChefType, string> = { BETA: 'Beta', FOUNDER: 'Founder' };

/** Chef account statuses as admins read them (the admin remote's labels). */
export const CHEF_STATUS_LABELS: Record<UserStatus, string> = {
  INITIAL: 'Initial',
  PENDING: 'Pending',
  ACTIVE: 'Active',
  REJECTED: 'Rejected',
};

/** Founder Chefs: the person has no chef account (yet). */
export const NOT_SIGNED_UP_LABEL = 'Not signed up';

/** A chef waitlist registration. */
@ObjectType('ChefWaitlistRegistration')
export class ChefWaitlistRegistrationType {
  @Field(() => ID) id!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  /** Normalised: trimmed, lower-case. */
  @Field() email!: string;
  /** Without the fixed +1 prefix; null when not given. */
  @Field(() => String, { nullable: true }) phone!: string | null;
  /** Upper-cased, single spaces. */
  @Field() postalCode!: string;
  @Field(() => ChefTypeEnum) chefType!: ChefType;
  @Field() createdAt!: Date;
}

/** A guest waitlist entry. */
@ObjectType('GuestWaitlistEntry')
export class GuestWaitlistEntryType {
  @Field(() => ID) id!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field() postalCode!: string;
  @Field({ description: 'Always "BETA": the only guest programme.' }) guestType!: string;
  @Field() createdAt!: Date;
}

/** Result of `registerChefWaitlist` (errors as data). */
export const ChefWaitlistResult = resultUnion(
  'ChefWaitlistResult',
  () => ChefWaitlistRegistrationType,
);
/** Result of `joinGuestWaitlist` (errors as data). */
export const GuestWaitlistResult = resultUnion('GuestWaitlistResult', () => GuestWaitlistEntryType);

/** One page of chef waitlist registrations (pages start at 1). */
@ObjectType('ChefWaitlistPage')
export class ChefWaitlistPageType {
  @Field(() => [ChefWaitlistRegistrationType]) items!: ChefWaitlistRegistrationType[];
  @Field(() => Int) totalCount!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

/** One page of guest waitlist entries (pages start at 1). */
@ObjectType('GuestWaitlistPage')
export class GuestWaitlistPageType {
  @Field(() => [GuestWaitlistEntryType]) items!: GuestWaitlistEntryType[];
  @Field(() => Int) totalCount!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}
