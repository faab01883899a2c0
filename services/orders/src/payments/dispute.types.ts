import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { DisputeStatus } from './dispute.repository.js';

/** GraphQL enum of a dispute's states (see `DisputeStatus`). */
export const DisputeStatusEnum: { [K in DisputeStatus]: K } = {
  OPEN: 'OPEN',
  WON: 'WON',
  LOST: 'LOST',
};
registerEnumType(DisputeStatusEnum, {
  name: 'DisputeStatus',
  description:
    "OPEN (the chef's share is held from payouts) → WON (released to the chef) or LOST (the guest got the money back; the chef's share is taken from their next payout).",
});

/** A card dispute (chargeback) of an order's payment, for admins (integer cents, CAD). */
@ObjectType('PaymentDispute')
export class PaymentDisputeType {
  @Field(() => ID, { description: "The processor's dispute id." }) id!: string;
  @Field(() => ID) orderId!: string;
  @Field(() => ID) chefId!: string;
  @Field(() => String, { nullable: true, description: "The chef's restaurant name." })
  restaurantName!: string | null;
  @Field(() => Int, { description: 'What the guest disputed.' }) amountCents!: number;
  @Field(() => Int, {
    description: "The chef's share of it, withheld from payouts while the dispute is open.",
  })
  heldCents!: number;
  @Field(() => String, { nullable: true, description: "The bank's reason, e.g. fraudulent." })
  reason!: string | null;
  @Field(() => DisputeStatusEnum) status!: DisputeStatus;
  @Field(() => GraphQLISODateTime) openedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) closedAt!: Date | null;
}
