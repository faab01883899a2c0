import { Field, InputType } from '@nestjs/graphql';
import type { ChefType } from '@hearth/contracts';
import { ChefTypeEnum } from './waitlists.types.js';

/**
 * Chef waitlist form (beta or founder modal: e-mail, first and last name, optional phone,
 * programme, postal code). Validated by `chefWaitlistSchema` (its messages per field).
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
 * Guest waitlist form (e-mail, first and last name, optional phone, postal code; the guest type is
 * always Beta). Validated by `guestWaitlistSchema` (its messages per field).
 */
@InputType('GuestWaitlistInput')
export class GuestWaitlistInput {
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field() postalCode!: string;
}
