import { Field, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { resultUnion } from '@hearth/nest-common';
import type { BankAccountType } from '@hearth/contracts';

/** GraphQL enum of account types: Checking or Saving; default Checking. */
export const BankAccountTypeEnum = {
  CHECKING: 'CHECKING',
  SAVING: 'SAVING',
} as const satisfies Record<BankAccountType, BankAccountType>;
registerEnumType(BankAccountTypeEnum, {
  name: 'BankAccountType',
  description: 'Bank account type: Checking (default) or Saving.',
});

/**
 * A chef's bank details as the API shows them: the account number only as its last 4 digits, to the
 * chef only.
 */
@ObjectType('BankDetails')
export class BankDetailsType {
  @Field() accountName!: string;
  @Field() institutionNumber!: string;
  @Field() transitNumber!: string;
  @Field(() => BankAccountTypeEnum) accountType!: BankAccountType;
  @Field({ description: 'The last 4 digits of the account number; the rest is never returned.' })
  accountNumberLast4!: string;
  @Field() updatedAt!: Date;
  @Field(() => String, {
    nullable: true,
    description:
      'Why the payout provider (Wise) refused these details, in its own words (e.g. an invalid account number), or null: the chef is not paid until they save correct details. Always null without Wise.',
  })
  payoutRefusal!: string | null;
}

/** The bank details form; validated by `bankDetailsSchema` (all five fields required). */
@InputType('BankDetailsInput')
export class BankDetailsInput {
  @Field(() => String, { nullable: true }) accountName?: string | null;
  @Field(() => String, { nullable: true }) institutionNumber?: string | null;
  @Field(() => String, { nullable: true }) transitNumber?: string | null;
  /** Defaults to CHECKING when omitted. */
  @Field(() => BankAccountTypeEnum, { nullable: true }) accountType?: BankAccountType | null;
  @Field(() => String, { nullable: true }) accountNumber?: string | null;
}

/** Result of `addBankDetails` (errors as data). */
export const BankDetailsResult = resultUnion('BankDetailsResult', () => BankDetailsType);
