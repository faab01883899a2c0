import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { ratePercent, type OrderTax, type TaxLine } from '@hearth/contracts';

/** One sales-tax line of an order or a checkout (docs/rules/tax.md): `HST 13 %: 351` cents. */
@ObjectType('TaxLine')
export class TaxLineType {
  @Field({ description: "The tax's name as receipts show it: GST, HST, QST, PST or RST." })
  name!: string;
  @Field({ description: "The place of supply's province or territory (two letters, e.g. ON)." })
  province!: string;
  @Field(() => Float, { description: 'The rate in percent (13, 5, 9.975).' })
  ratePercent!: number;
  @Field(() => Int, { description: 'Integer cents, rounded half-up once per order.' })
  amountCents!: number;
}

/** A stored or computed tax line as the API shows it (rate in percent instead of ppm). */
export function taxLineView(line: TaxLine): TaxLineType {
  return {
    name: line.name,
    province: line.province,
    ratePercent: ratePercent(line.ratePpm),
    amountCents: line.amountCents,
  };
}

/**
 * The sales tax a checkout would pay (computed by the code placeOrder uses): on `taxableCents`
 * (food − discount + fee, integer cents) in the province of the place of supply.
 */
@ObjectType('CheckoutTax')
export class CheckoutTaxType {
  @Field(() => ID) occurrenceId!: string;
  @Field({ description: 'The province whose rates apply (two letters).' })
  province!: string;
  @Field(() => Int, { description: 'What is taxed: food − discount + delivery fee, cents.' })
  taxableCents!: number;
  @Field(() => [TaxLineType]) lines!: TaxLineType[];
  @Field(() => Int, { description: 'Σ lines, integer cents.' }) taxCents!: number;
  @Field(() => Int, { description: 'taxableCents + taxCents: what the card is charged.' })
  totalCents!: number;
}

/** The API view of a computed tax for the checkout of `occurrenceId`. */
export function checkoutTaxView(occurrenceId: string, tax: OrderTax): CheckoutTaxType {
  return {
    occurrenceId,
    province: tax.province,
    taxableCents: tax.taxableCents,
    lines: tax.lines.map(taxLineView),
    taxCents: tax.taxCents,
    totalCents: tax.taxableCents + tax.taxCents,
  };
}
