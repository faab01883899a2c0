import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isUuid, placeOfSupply, salesTax, type Fulfilment } from '@hearth/contracts';
import { loadRestaurantTerms } from './delivery-quote.js';
import { checkoutTaxView, type CheckoutTaxType } from './tax.types.js';

/**
 * CheckoutTax, shown on the checkout before placing (docs/rules/tax.md): the sales tax of an
 * amount the checkout shows (food − discount + fee), by the same `placeOfSupply` and `salesTax`
 * that `PlaceOrderHandler` applies — the guest's postal code for a delivery, the restaurant's
 * for a pickup — at the time asked, so the lines shown are the lines the order stores.
 */
@Injectable()
export class QuoteTaxHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The tax for the checkout of `occurrenceId` on `taxableCents` (integer cents; negative read as
   * 0, non-integers truncated). Null when the occurrence id is malformed or unknown to orders.
   */
  async handle(
    occurrenceId: string,
    fulfilment: Fulfilment,
    postalCode: string | null,
    taxableCents: number,
    now = new Date(),
  ): Promise<CheckoutTaxType | null> {
    if (!isUuid(occurrenceId)) return null;
    const m = this.dataSource.manager;
    const [occurrence] = (await m.query(
      `SELECT restaurant_id AS "restaurantId" FROM cart_occurrences WHERE occurrence_id = $1`,
      [occurrenceId],
    )) as Array<{ restaurantId: string }>;
    if (!occurrence) return null;
    const terms = await loadRestaurantTerms(m, occurrence.restaurantId);
    const province = placeOfSupply(fulfilment, postalCode, terms?.postalCode);
    return checkoutTaxView(occurrenceId, salesTax(Math.trunc(taxableCents), province, now));
  }
}
