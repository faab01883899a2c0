import { Field, InputType } from '@nestjs/graphql';
import type { ChefType } from '@hearth/contracts';
import { ChefTypeEnum } from './waitlists.types.js';

/**
 * Chef waitlist form (beta or founder modal; SPEC §7 `email, first_name, last_name, phone,
 * chef_type, postal`). Validated by `chefWaitlistSchema` (SPEC §5 messages).
 */
@InputType('ChefWaitlistInput')
export class ChefWaitlistInput {
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  /** Optional; at most 20 characters after the fixed +1 prefix. */
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field() postalCode!: string;
  @Field(() => ChefTypeEnum) chefType!: ChefType;
}

/**
 * Guest waitlist form (SPEC §7 `email, first_name, last_name, phone, guest_type, address`; the
 * guest type is always Beta). Validated by `guestWaitlistSchema` (SPEC §5 messages).
 */
@InputType('GuestWaitlistInput')
export class GuestWaitlistInput {
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field() postalCode!: string;
}
