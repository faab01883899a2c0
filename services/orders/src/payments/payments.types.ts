import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PAYMENT_STATUSES, type PaymentStatus } from '@hearth/contracts';
import { resultUnion } from '@hearth/nest-common';

/** GraphQL enum of payment states (see `PAYMENT_STATUSES`). */
export const PaymentStatusEnum = Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, s])) as {
  [K in PaymentStatus]: K;
};
registerEnumType(PaymentStatusEnum, {
  name: 'PaymentStatus',
  description:
    'AUTHORIZED (held on the card), CAPTURED (charged when the chef accepted), VOIDED (hold released, nothing charged), FAILED (card declined), PARTIALLY_REFUNDED, REFUNDED.',
});

/** A card saved at the processor for the signed-in guest. */
@ObjectType('PaymentMethod')
export class PaymentMethodType {
  @Field(() => ID, { description: "The processor's payment-method id (pm_…)." }) id!: string;
  @Field({ description: 'visa, mastercard, …' }) brand!: string;
  @Field() last4!: string;
  @Field(() => Int) expMonth!: number;
  @Field(() => Int) expYear!: number;
}

/** One refund of an order. */
@ObjectType('Refund')
export class RefundType {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: 'Integer cents.' }) amountCents!: number;
  @Field(() => String, { nullable: true, description: "The admin's reason, shown to the guest." })
  reason!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

/** What was held, charged, released or refunded for an order (integer cents, CAD). */
@ObjectType('Payment')
export class PaymentType {
  @Field(() => PaymentStatusEnum) status!: PaymentStatus;
  @Field({ description: 'Lower-case ISO currency: cad.' }) currency!: string;
  @Field(() => Int, { description: 'The order total held on the card.' }) amountCents!: number;
  @Field(() => Int, { description: 'Charged (0 until the chef accepts).' }) capturedCents!: number;
  @Field(() => Int) refundedCents!: number;
  @Field(() => String, { nullable: true, description: "The processor's reason when FAILED." })
  failureMessage!: string | null;
  @Field(() => [RefundType]) refunds!: RefundType[];
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

/** Which processor runs payments: `test` mode means no real card is charged. */
@ObjectType('PaymentSettings')
export class PaymentSettingsType {
  @Field({ description: 'test or live.' }) mode!: string;
}

/** A chef's money from the ledger (integer cents, CAD). */
@ObjectType('ChefEarnings')
export class ChefEarningsType {
  @Field(() => ID) chefId!: string;
  @Field() currency!: string;
  @Field(() => Int, { description: 'Orders charged.' }) paidOrders!: number;
  @Field(() => Int, { description: 'Charged to guests, sales tax included, tips excluded.' })
  grossCents!: number;
  @Field(() => Int, {
    description: "Guests' tips, net of refunds: all yours, no commission, no sales tax.",
  })
  tipsCents!: number;
  @Field(() => Int, {
    description:
      'Sales tax on your orders that Hearth collects and remits as the supplier (you have no GST/HST number), net of refunds: not your revenue (docs/rules/tax.md).',
  })
  taxCollectedCents!: number;
  @Field(() => Int, { description: "The platform's commission, net of refunds." })
  commissionCents!: number;
  @Field(() => Int, {
    description: 'Paid by the platform for the discounts it funds on your orders, net of refunds.',
  })
  promotionFundingCents!: number;
  @Field(() => Int, { description: "The card processor's fees." }) processorFeeCents!: number;
  @Field(() => Int) refundedCents!: number;
  @Field(() => Int) paidOutCents!: number;
  @Field(() => Int, { description: 'Net to the chef, not yet paid out.' }) balanceCents!: number;
}

/** One difference between Hearth's records and the processor's. */
@ObjectType('ReconciliationIssue')
export class ReconciliationIssueType {
  @Field(() => ID) orderId!: string;
  @Field() field!: string;
  @Field() ours!: string;
  @Field() processor!: string;
}

/** The signed-in guest's saved cards, newest first. */
@ObjectType('PaymentMethodList')
export class PaymentMethodListType {
  @Field(() => [PaymentMethodType]) items!: PaymentMethodType[];
}

/**
 * What the browser's card form (Stripe Elements) needs to save a card in live mode: the card
 * setup's id, its client secret (confirms that one setup only) and the processor's publishable key.
 */
@ObjectType('CardSetup')
export class CardSetupType {
  @Field({ description: "The processor's card setup id (a Stripe SetupIntent, seti_…)." })
  setupIntentId!: string;
  @Field({ description: 'The secret the browser confirms this one card setup with.' })
  clientSecret!: string;
  @Field({ description: "The processor's publishable key (pk_…) for its browser card form." })
  publishableKey!: string;
}

/** StartCardSetup's result: the card setup, or why not. */
export const CardSetupResult = resultUnion('CardSetupResult', () => CardSetupType);

/** AddPaymentMethod's result: the saved card, or why not. */
export const PaymentMethodResult = resultUnion('PaymentMethodResult', () => PaymentMethodType);

/** RemovePaymentMethod's result: the cards left, or why not. */
export const PaymentMethodListResult = resultUnion(
  'PaymentMethodListResult',
  () => PaymentMethodListType,
);
