import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { resultUnion } from '@hearth/nest-common';
import { MISMATCH_KINDS, type MismatchKind } from './match.js';

/** GraphQL enum of mismatch kinds (see `MISMATCH_KINDS`). */
export const MismatchKindEnum = Object.fromEntries(MISMATCH_KINDS.map((k) => [k, k])) as {
  [K in MismatchKind]: K;
};
registerEnumType(MismatchKindEnum, {
  name: 'ReconciliationMismatchKind',
  description:
    "What differs between Hearth's ledger and the card processor (CHARGE_*, FEE_AMOUNT, REFUND_*, DISPUTE_*) or the payout provider (PAYOUT_*): NOT_IN_LEDGER / NOT_AT_PROCESSOR / NOT_AT_PROVIDER one side has no record, *_AMOUNT the amounts differ, DISPUTE_STATUS the dispute's status, PAYOUT_FAILED a payout Hearth recorded PAID that the provider shows failed.",
});

/** One stored difference found by the daily reconciliation (amounts in integer cents, CAD). */
@ObjectType('ReconciliationMismatch')
export class ReconciliationMismatchType {
  @Field(() => ID) id!: string;
  @Field(() => MismatchKindEnum) kind!: MismatchKind;
  @Field({
    description:
      "The processor's or provider's id it is about: a payment (pi_…), refund (re_…) or dispute (dp_…), or the payout's id.",
  })
  reference!: string;
  @Field(() => ID, { nullable: true }) orderId!: string | null;
  @Field(() => ID, { nullable: true }) payoutId!: string | null;
  @Field(() => Int, { nullable: true, description: "Hearth's amount; null: Hearth has none." })
  ourCents!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: "The processor's or provider's amount; null: they have none.",
  })
  theirCents!: number | null;
  @Field(() => String, { nullable: true, description: 'The statuses, when they differ.' })
  detail!: string | null;
  @Field({ description: 'The day (Toronto, YYYY-MM-DD) of the run that first found it.' })
  day!: string;
  @Field(() => GraphQLISODateTime) foundAt!: Date;
  @Field(() => GraphQLISODateTime, { description: 'The latest run that still found it.' })
  lastSeenAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) resolvedAt!: Date | null;
  @Field(() => String, { nullable: true, description: "The admin's note on how it was resolved." })
  resolutionNote!: string | null;
}

/** One reconciliation run of a Toronto day. */
@ObjectType('ReconciliationRun')
export class ReconciliationRunType {
  @Field({ description: 'The day reconciled (Toronto, YYYY-MM-DD).' }) day!: string;
  @Field(() => GraphQLISODateTime) startedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) finishedAt!: Date | null;
  @Field(() => Int, { description: 'Mismatches this run found (new or seen before).' })
  mismatchCount!: number;
}

/** RunReconciliation's result: the finished run, or why it did not run. */
export const ReconciliationRunResult = resultUnion(
  'ReconciliationRunResult',
  () => ReconciliationRunType,
);

/** ResolveReconciliationMismatch's result: the resolved mismatch, or why not. */
export const ReconciliationMismatchResult = resultUnion(
  'ReconciliationMismatchResult',
  () => ReconciliationMismatchType,
);
