import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { FulfilmentEnum } from '../orders/orders.types.js';
import { TaxLineType } from '../orders/tax.types.js';

/** One line of a receipt: quantity × unit price = amount (integer cents). */
@ObjectType('ReceiptLine')
export class ReceiptLineType {
  @Field() dishName!: string;
  @Field() portionSize!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Int, { description: 'Integer cents.' }) unitPriceCents!: number;
  @Field(() => Int, { description: 'unitPriceCents × quantity, integer cents.' })
  amountCents!: number;
}

/** A refund on a receipt (integer cents) with the reason the guest was given. */
@ObjectType('ReceiptRefund')
export class ReceiptRefundType {
  @Field(() => Int) amountCents!: number;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

/**
 * The guest's receipt of a charged order (docs/rules/payments.md#receipts-and-statements): who
 * sold it for GST/HST and the numbers, the reference, the dates with the time zone, the lines,
 * the totals with each tax line, the card and the refunds. Integer cents.
 */
@ObjectType('OrderReceipt')
export class OrderReceiptType {
  @Field(() => ID) orderId!: string;
  @Field({ description: 'The order reference, #D6E593A0.' }) reference!: string;
  @Field(() => GraphQLISODateTime, {
    description: 'When the card was charged (else when the order was accepted).',
  })
  issuedAt!: Date;
  @Field({ description: "The IANA time zone the receipt's dates are shown in (the restaurant's)." })
  timeZone!: string;
  @Field({ description: 'HEARTH (distribution platform operator) or CHEF (registered chef).' })
  supplierKind!: string;
  @Field({ description: 'Who sold the meal for GST/HST: Hearth, or the restaurant.' })
  supplierName!: string;
  @Field(() => String, {
    nullable: true,
    description: "The supplier's GST/HST number (123456782 RT0001); null when not provided.",
  })
  supplierGstHstNumber!: string | null;
  @Field() platformName!: string;
  @Field(() => String, { nullable: true, description: "Hearth's own GST/HST number." })
  platformGstHstNumber!: string | null;
  @Field() restaurantName!: string;
  @Field(() => FulfilmentEnum) fulfilment!: 'DELIVERY' | 'PICKUP';
  @Field(() => GraphQLISODateTime) scheduledFor!: Date;
  @Field(() => [ReceiptLineType]) lines!: ReceiptLineType[];
  @Field(() => Int) subtotalCents!: number;
  @Field(() => Int) discountCents!: number;
  @Field(() => String, { nullable: true }) promotionCode!: string | null;
  @Field(() => Int) deliveryFeeCents!: number;
  @Field(() => [TaxLineType]) taxLines!: TaxLineType[];
  @Field(() => Int) taxCents!: number;
  @Field(() => Int, {
    description: 'The tip for the chef, never taxed (0: none); counted in totalCents.',
  })
  tipCents!: number;
  @Field(() => Int) totalCents!: number;
  @Field(() => String, { nullable: true, description: 'visa, mastercard… when known.' })
  cardBrand!: string | null;
  @Field(() => String, { nullable: true }) cardLast4!: string | null;
  @Field(() => Int, { description: 'Charged on the card.' }) chargedCents!: number;
  @Field(() => [ReceiptRefundType]) refunds!: ReceiptRefundType[];
  @Field(() => Int) refundedCents!: number;
  @Field(() => Int, { description: 'chargedCents − refundedCents.' }) netPaidCents!: number;
}

/** A document to download: its file name, media type and bytes in base64. */
@ObjectType('DownloadFile')
export class DownloadFileType {
  @Field({ description: 'hearth-receipt-D6E593A0.pdf, hearth-statement-2026.csv…' })
  filename!: string;
  @Field({ description: 'application/pdf or text/csv.' }) contentType!: string;
  @Field({ description: 'The file, base64.' }) base64!: string;
}

/** The format of a downloaded statement. */
export enum StatementFormatEnum {
  CSV = 'CSV',
  PDF = 'PDF',
}
registerEnumType(StatementFormatEnum, { name: 'StatementFormat', description: 'CSV or PDF.' });

/**
 * One period of a chef's statement (a month or the year), signed integer cents from the chef's
 * side as in the ledger: what came in positive, what was taken off negative.
 */
@ObjectType('StatementRow')
export class StatementRowType {
  @Field({ description: '2026-03 for a month, 2026 for the year.' }) period!: string;
  @Field(() => Int, { description: 'Orders charged.' }) orders!: number;
  @Field(() => Int, { description: 'What guests paid, sales tax included, tips excluded.' })
  salesCents!: number;
  @Field(() => Int, {
    description: "Guests' tips, net of refunds: all the chef's, no commission, no sales tax.",
  })
  tipsCents!: number;
  @Field(() => Int) refundsCents!: number;
  @Field(() => Int) promotionFundingCents!: number;
  @Field(() => Int, { description: 'Tax Hearth collected and remits as supplier (≤ 0).' })
  taxCollectedByHearthCents!: number;
  @Field(() => Int) commissionCents!: number;
  @Field(() => Int) cardFeesCents!: number;
  @Field(() => Int) disputesCents!: number;
  @Field(() => Int, { description: 'Sales through disputes (tips included), summed.' })
  netEarningsCents!: number;
  @Field(() => Int) payoutsCents!: number;
  @Field(() => Int, { description: "A registered chef's own tax inside sales, net of refunds." })
  taxYouCollectedCents!: number;
}

/** A chef's statement of one calendar year: the months and the year's total. */
@ObjectType('ChefStatement')
export class ChefStatementType {
  @Field(() => Int) year!: number;
  @Field({ description: 'The IANA time zone months are cut in.' }) timeZone!: string;
  @Field(() => [StatementRowType]) months!: StatementRowType[];
  @Field(() => StatementRowType) total!: StatementRowType;
}
