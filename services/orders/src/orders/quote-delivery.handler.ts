import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OrderMessages, deliveryQuoteSchema, isUuid, orderTotalCents } from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import { loadCartLines } from '../cart/cart-lines.js';
import { loadRestaurantTerms, quoteDelivery } from './delivery-quote.js';
import type { DeliveryQuoteType } from './orders.types.js';

/**
 * DeliveryQuote, shown on the checkout before placing (docs/rules/orders-and-sessions.md#checkout):
 * what delivering the guest's cart lines of one occurrence to a point would cost, through the
 * same `quoteDelivery` that `PlaceOrderHandler` uses, so the numbers never differ.
 */
@Injectable()
export class QuoteDeliveryHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The quote for `input` (`{ occurrenceId, latitude, longitude }`): distance (km), fee, subtotal
   * and total (integer cents). Not deliverable (no delivery, outside the radius, coordinates out
   * of range): `isWithinRadius` false, fee 0, total = subtotal, and the guest-facing `message`.
   * Null when the occurrence id is malformed or unknown to orders.
   */
  async handle(user: AuthUser, input: unknown): Promise<DeliveryQuoteType | null> {
    const parsed = deliveryQuoteSchema.safeParse(input);
    const occurrenceId = parsed.success
      ? parsed.data.occurrenceId
      : (input as { occurrenceId?: unknown }).occurrenceId;
    if (!isUuid(occurrenceId)) return null;
    const m = this.dataSource.manager;
    const [occurrence] = (await m.query(
      `SELECT restaurant_id AS "restaurantId", offers_delivery AS "offersDelivery"
         FROM cart_occurrences WHERE occurrence_id = $1`,
      [occurrenceId],
    )) as Array<{ restaurantId: string; offersDelivery: boolean }>;
    if (!occurrence) return null;
    const lines = await loadCartLines(m, user.id, occurrenceId);
    const subtotalCents = orderTotalCents(
      lines.map((l) => ({ unitPriceCents: l.priceCents ?? 0, quantity: l.quantity })),
      0,
    );
    const terms = await loadRestaurantTerms(m, occurrence.restaurantId);
    const q = parsed.success
      ? quoteDelivery(terms, occurrence.offersDelivery, parsed.data)
      : ({ ok: false, km: null, message: OrderMessages.locationRequired } as const);
    const feeCents = q.ok ? q.feeCents : 0;
    return {
      occurrenceId,
      distanceKm: q.km,
      deliveryRadiusKm: terms?.deliveryRadiusKm ?? null,
      deliveryFeeCents: feeCents,
      subtotalCents,
      totalCents: subtotalCents + feeCents,
      isWithinRadius: q.ok,
      message: q.ok ? null : q.message,
    };
  }
}
