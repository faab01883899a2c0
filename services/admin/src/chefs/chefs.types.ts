import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { UserStatus } from '@hearth/contracts';

/**
 * The users subgraph's `UserStatus`, repeated here with the same values (Federation merges
 * enums of the same name; an enum used as an argument must be identical in every subgraph).
 */
export const ChefStatusEnum = {
  INITIAL: 'INITIAL',
  PENDING: 'PENDING',
  REJECTED: 'REJECTED',
  ACTIVE: 'ACTIVE',
} as const satisfies Record<UserStatus, UserStatus>;
registerEnumType(ChefStatusEnum, {
  name: 'UserStatus',
  description: 'Chefs start INITIAL; guests and admins are ACTIVE.',
});

/**
 * A chef as the admin sees them (Unverified Chef, All Chefs). The profile, credentials and
 * restaurant are read through `user` (resolved by the users and restaurants subgraphs, which show
 * them to admins and the chef only).
 */
@ObjectType('ChefApplication')
export class ChefApplicationType {
  /** The chef's user id. */
  @Field(() => ID) id!: string;
  @Field() email!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field(() => ChefStatusEnum) status!: UserStatus;
  /** When the chef signed up. */
  @Field() createdAt!: Date;
  @Field(() => Date, {
    nullable: true,
    description: 'When the chef accepted the terms (the application entered the queue).',
  })
  submittedAt!: Date | null;
  @Field(() => String, {
    nullable: true,
    description: "The admin's reason of the last rejection (REJECTED only).",
  })
  rejectionReason!: string | null;
  @Field({
    description:
      "True when the chef's e-mail (trimmed, case-insensitive) is on the Founder chef waitlist.",
  })
  isFounder!: boolean;
}

/** A keyset page of chefs, newest first (`chefApplications`). */
@ObjectType('ChefApplicationPage')
export class ChefApplicationPageType {
  @Field(() => [ChefApplicationType]) items!: ChefApplicationType[];
  @Field(() => String, { nullable: true }) nextCursor!: string | null;
}

/** One page of the All Chefs list (page numbers start at 1). */
@ObjectType('ChefListPage')
export class ChefListPageType {
  @Field(() => [ChefApplicationType]) items!: ChefApplicationType[];
  @Field(() => Int, { description: 'Chefs matching the filter and search, over all pages.' })
  totalCount!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}
