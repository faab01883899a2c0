import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  OrderMessages,
  RestaurantAvailabilityMessages,
  isKnownRestaurantPublic,
  deliveryQuoteSchema,
  orderDiscountCents,
  orderTotalCents,
  placeOrderSchema,
  toFieldErrors,
  type FieldError,
  type PlaceOrderData,
  isUuid,
} from '@hearth/contracts';
import { Topics } from '@hearth/events';
import { Refused, refuse, type AuthUser, publishEvents } from '@hearth/nest-common';
import { isLineAvailable, loadCartLines, type CartLineRow } from '../cart/cart-lines.js';
import { loadRestaurantTerms, quoteDelivery, type RestaurantTerms } from './delivery-quote.js';
import { orderPlaced } from '../integration-events/published/order-placed.event.js';
import { loadOrder } from './order-views.js';
import { PromotionsService } from '../promotions/promotions.service.js';
import type { DeliveryQuoteType, OrderType } from './orders.types.js';

/** A checkout: the order (new, or the one this idempotency key already placed), or why not. */
export type CheckoutOutcome = { order: OrderType } | { errors: FieldError[] };

/**
 * Checkout, the first step of the order saga (docs/rules/orders-and-sessions.md#checkout). In ONE
 * transaction: the guest's cart lines of one occurrence become a PLACED order priced from the dish
 * projection, the lines leave the cart and `OrderPlaced` goes to the outbox. Stock is NOT judged
 * here — the projection may lag; sessions' reservation is the only authority (ADR 0006), so the
 * order becomes PENDING or REJECTED (with the reason) asynchronously.
 */
@Injectable()
export class CheckoutService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly promotions: PromotionsService,
  ) {}

  /**
   * PlaceOrder. Refused with a `ValidationError` (nothing written) when the input breaks
   * `placeOrderSchema`, the cart has no lines for the occurrence, the restaurant is not public
   * ('This restaurant is not taking orders right now'), a line is no longer available or
   * breaks the session's order limit ('Fix the warnings in your cart before checking out'), the
   * occurrence does not offer the fulfilment, or a delivery address is outside the restaurant's
   * radius, or a promotion code does not apply (`promotionCode`, with the reason:
   * docs/rules/promotions.md). Fee = base + perKm × km rounded to the cent; the discount is the
   * code's, else the best automatic offer's; total = Σ price × qty + fee − discount, never below 0
   * (cents). The same `idempotencyKey` (per guest) returns the order it placed, whatever the input.
   */
  async placeOrder(
    user: AuthUser,
    input: unknown,
    traceparent: string | null,
    now = new Date(),
  ): Promise<CheckoutOutcome> {
    const parsed = placeOrderSchema.safeParse(input);
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const data = parsed.data;
    const existing = await this.byKey(this.dataSource.manager, user.id, data.idempotencyKey);
    if (existing) return { order: existing };
    try {
      const orderId = await this.dataSource.transaction((m) =>
        this.place(m, user, data, traceparent, now),
      );
      const order = await loadOrder(this.dataSource.manager, orderId);
      return { order: order! };
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      const result = (err as Refused<{ errors: FieldError[] } | { existing: string }>).result;
      if ('existing' in result)
        return { order: (await loadOrder(this.dataSource.manager, result.existing))! };
      return result;
    }
  }

  /**
   * DeliveryQuote, shown on the checkout before placing: what delivering the guest's cart lines
   * of `occurrenceId` to (latitude, longitude) would cost — distance (km), fee, subtotal and total
   * (integer cents) — through the same `quoteDelivery` placeOrder uses, so the numbers never
   * differ. Not deliverable (no delivery, outside the radius, coordinates out of range):
   * `isWithinRadius` false, fee 0, total = subtotal, and the guest-facing `message`. Null when
   * the occurrence id is malformed or unknown to orders.
   */
  async quote(user: AuthUser, input: unknown): Promise<DeliveryQuoteType | null> {
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
    const terms: RestaurantTerms | null = await loadRestaurantTerms(m, occurrence.restaurantId);
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

  private async keyed(m: EntityManager, guestId: string, key: string) {
    return (await m.query(`SELECT id FROM orders WHERE guest_id = $1 AND idempotency_key = $2`, [
      guestId,
      key,
    ])) as Array<{ id: string }>;
  }

  private async byKey(m: EntityManager, guestId: string, key: string): Promise<OrderType | null> {
    const [row] = await this.keyed(m, guestId, key);
    return row ? loadOrder(m, row.id) : null;
  }

  private async place(
    m: EntityManager,
    user: AuthUser,
    data: PlaceOrderData,
    traceparent: string | null,
    now: Date,
  ): Promise<string> {
    const lines = await loadCartLines(m, user.id, data.occurrenceId, true);
    if (lines.length === 0) {
      // A concurrent submit with the same key may have just taken these lines (we waited on its
      // row locks): answer with its order rather than 'nothing to order'.
      const [row] = await this.keyed(m, user.id, data.idempotencyKey);
      return row ? row.id : refuse('occurrenceId', OrderMessages.nothingToOrder);
    }
    const first = lines[0]!;
    // Orders go only to a public restaurant (its chef Active, bank details on file, not hidden).
    if (!isKnownRestaurantPublic(first))
      return refuse('cart', RestaurantAvailabilityMessages.notTakingOrders);
    const portions = lines.reduce((n, l) => n + l.quantity, 0);
    // The cart warnings that block checkout here: availability and the session's order limit.
    // Stock warnings are the saga's to judge (the projection may lag behind sessions).
    if (
      lines.some((l) => !isLineAvailable(l, now)) ||
      portions < (first.orderLimitMin ?? 1) ||
      portions > (first.orderLimitMax ?? 0)
    )
      return refuse('cart', OrderMessages.cartHasWarnings);
    const terms = await loadRestaurantTerms(m, first.restaurantId!);
    if (!terms) return refuse('cart', OrderMessages.cartHasWarnings);
    const delivery = this.delivery(data, first, terms);
    const priced = lines.map((l: CartLineRow) => ({
      dishId: l.dishId,
      quantity: l.quantity,
      unitPriceCents: l.priceCents ?? 0,
    }));
    const subtotalCents = orderTotalCents(priced, 0);
    // One promotion per order: the guest's code, else the best automatic offer; counted here, in
    // the order's transaction (a refused code refuses the checkout and nothing is written).
    const offered = await this.promotions.redeem(
      m,
      {
        guestId: user.id,
        guestEmail: user.email,
        restaurantId: first.restaurantId!,
        subtotalCents,
      },
      data.promotionCode,
      now,
    );
    // A total a card cannot be charged (1–49 cents) is waived: the order is free.
    const discountCents = orderDiscountCents(
      subtotalCents + delivery.feeCents,
      offered?.discountCents ?? 0,
    );
    const discount = offered ? { ...offered, discountCents } : null;
    const totalCents = orderTotalCents(priced, delivery.feeCents, discountCents);
    const orderId = randomUUID();
    const inserted = (await m.query(
      `INSERT INTO orders (id, guest_id, restaurant_id, chef_id, occurrence_id, scheduled_for, status,
         fulfilment, address_line1, address_line2, postal_code, latitude, longitude, distance_km,
         instructions, subtotal_cents, delivery_fee_cents, total_cents, idempotency_key,
         payment_method_id, discount_cents, promotion_id, promotion_code, discount_funded_by)
       VALUES ($1, $2, $3, $4, $5, $6, 'PLACED', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
         $19, $20, $21, $22, $23)
       ON CONFLICT (guest_id, idempotency_key) DO NOTHING RETURNING id`,
      [
        orderId,
        user.id,
        first.restaurantId,
        terms.ownerUserId,
        data.occurrenceId,
        first.startsAt,
        data.fulfilment,
        delivery.address?.line1 ?? null,
        delivery.address?.line2 ?? null,
        delivery.address?.postalCode ?? null,
        delivery.address?.latitude ?? null,
        delivery.address?.longitude ?? null,
        delivery.km,
        data.instructions,
        subtotalCents,
        delivery.feeCents,
        totalCents,
        data.idempotencyKey,
        data.paymentMethodId,
        discountCents,
        discount?.promotionId ?? null,
        discount?.code ?? null,
        discount?.fundedBy ?? null,
      ],
    )) as Array<{ id: string }>;
    if (inserted.length === 0) {
      // A concurrent submit with the same key committed first: answer with its order (and count
      // no redemption for this attempt).
      const [row] = await this.keyed(m, user.id, data.idempotencyKey);
      if (discount) throw new Refused({ existing: row!.id });
      return row!.id;
    }
    if (discount) await this.promotions.record(m, orderId, user.id, discount);
    for (const [position, l] of lines.entries())
      await m.query(
        `INSERT INTO order_lines (order_id, dish_id, position, dish_name, portion_size,
           unit_price_cents, quantity) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          orderId,
          l.dishId,
          position,
          l.dishName ?? '',
          l.portionSize ?? '',
          l.priceCents ?? 0,
          l.quantity,
        ],
      );
    await m.query(`DELETE FROM cart_items WHERE id = ANY($1::uuid[])`, [lines.map((l) => l.id)]);
    await publishEvents(
      m,
      Topics.orders,
      orderPlaced(
        {
          orderId,
          guestId: user.id,
          restaurantId: first.restaurantId!,
          chefId: terms.ownerUserId,
          occurrenceId: data.occurrenceId,
          fulfilment: data.fulfilment,
          lines: priced,
          subtotalCents,
          deliveryFeeCents: delivery.feeCents,
          discountCents,
          totalCents,
        },
        traceparent,
      ),
    );
    return orderId;
  }

  /** Delivery distance and fee, or the refusal (not offered, no location, outside the radius). */
  private delivery(
    data: PlaceOrderData,
    line: CartLineRow,
    terms: RestaurantTerms,
  ): { feeCents: number; km: number | null; address: PlaceOrderData['deliveryAddress'] } {
    if (data.fulfilment === 'PICKUP') {
      if (!line.offersPickup) refuse('fulfilment', OrderMessages.pickupNotOffered);
      return { feeCents: 0, km: null, address: null };
    }
    const address = data.deliveryAddress!;
    const quote = quoteDelivery(terms, line.offersDelivery === true, address);
    if (!quote.ok) return refuse(quote.field, quote.message);
    return { feeCents: quote.feeCents, km: quote.km, address };
  }
}
