import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { resultUnion } from '@hearth/nest-common';
import { PAYOUT_STATUSES, type PayoutStatus } from './payout.js';

/** GraphQL enum of payout states (see `PAYOUT_STATUSES`). */
export const PayoutStatusEnum = Object.fromEntries(PAYOUT_STATUSES.map((s) => [s, s])) as {
  [K in PayoutStatus]: K;
};
registerEnumType(PayoutStatusEnum, {
  name: 'PayoutStatus',
  description:
    'PENDING (written by a payout run, waiting for an admin) → APPROVED or HELD; HELD → APPROVED; APPROVED → PAID (the bank transfer was sent).',
});

/** One order of a payout: its money not paid out before (integer cents, CAD). */
@ObjectType('PayoutOrder')
export class PayoutOrderType {
  @Field(() => ID) orderId!: string;
  @Field(() => Int, {
    description:
      'What this payout pays for the order (negative when a refund after an earlier payout is taken back).',
  })
  amountCents!: number;
  @Field(() => GraphQLISODateTime, { description: 'When the order was for.' })
  scheduledFor!: Date;
}

/** A chef's payout for one period (integer cents, CAD). */
@ObjectType('Payout')
export class PayoutType {
  @Field(() => ID) id!: string;
  @Field(() => ID) chefId!: string;
  @Field(() => String, { nullable: true, description: "The chef's restaurant name." })
  restaurantName!: string | null;
  @Field(() => GraphQLISODateTime) periodStart!: Date;
  @Field(() => GraphQLISODateTime, {
    description: 'Completed orders up to this instant are paid out.',
  })
  periodEnd!: Date;
  @Field(() => Int) orderCount!: number;
  @Field(() => Int) amountCents!: number;
  @Field({ description: 'Lower-case ISO currency: cad.' }) currency!: string;
  @Field(() => PayoutStatusEnum) status!: PayoutStatus;
  @Field(() => String, {
    nullable: true,
    description: 'The last 4 digits of the bank account the payout goes to.',
  })
  bankLast4!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) heldAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) approvedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) paidAt!: Date | null;
  @Field(() => String, {
    nullable: true,
    description: "The payout provider's transfer id once PAID.",
  })
  transferReference!: string | null;
}

/** What a payout run created. */
@ObjectType('PayoutRun')
export class PayoutRunType {
  @Field(() => GraphQLISODateTime) periodEnd!: Date;
  @Field(() => [PayoutType], { description: 'The payouts this run created (none: nothing due).' })
  payouts!: PayoutType[];
}

/** ApprovePayout / HoldPayout / MarkPayoutPaid's result: the payout after the change, or why not. */
export const PayoutResult = resultUnion('PayoutResult', () => PayoutType);

/** RunPayouts' result: what the run created, or why it did not run. */
export const PayoutRunResult = resultUnion('PayoutRunResult', () => PayoutRunType);
