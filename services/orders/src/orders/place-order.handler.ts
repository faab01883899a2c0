import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  OrderMessages,
  PaymentMessages,
  RestaurantAvailabilityMessages,
  isKnownRestaurantPublic,
  orderDiscountCents,
  orderTotalCents,
  placeOfSupply,
  placeOrderSchema,
  salesTax,
  toFieldErrors,
  type FieldError,
  type PlaceOrderData,
} from '@hearth/contracts';
import { Topics } from '@hearth/events';
import { Refused, refuse, type AuthUser, publishEvents } from '@hearth/nest-common';
import { isLineAvailable, loadCartLines, type CartLineRow } from '../cart/cart-lines.js';
import { orderPlaced } from '../integration-events/published/order-placed.event.js';
import { PaymentsService } from '../payments/payments.service.js';
import { PromotionsService } from '../promotions/promotions.service.js';
import { loadRestaurantTerms, quoteDelivery, type RestaurantTerms } from './delivery-quote.js';
import { OrderRepository } from './order.repository.js';
import { loadOrder } from './order-views.js';
import type { OrderType } from './orders.types.js';

/** Lines to order read in the checkout's transaction, shaped as cart lines (the cart's by default). */
export type LineSource = (m: EntityManager) => Promise<CartLineRow[]>;

/** A checkout: the order (new, or the one this idempotency key already placed), or why not. */
export type CheckoutOutcome = { order: OrderType } | { errors: FieldError[] };

/**
 * PlaceOrder, the first step of the order saga (docs/rules/orders-and-sessions.md#checkout). In ONE
 * transaction: the guest's cart lines of one occurrence become a PLACED order priced from the dish
 * projection, the lines leave the cart and `OrderPlaced` goes to the outbox. Stock is NOT judged
 * here — the projection may lag; sessions' reservation is the only authority (ADR 0006), so the
 * order becomes PENDING or REJECTED (with the reason) asynchronously (`OrderSagaService`).
 */
@Injectable()
export class PlaceOrderHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderRepository,
    private readonly promotions: PromotionsService,
    private readonly payments: PaymentsService,
  ) {}

  /**
   * Places the guest's order. Refused with a `ValidationError` (nothing written) when the input
   * breaks `placeOrderSchema`, the cart has no lines for the occurrence, the restaurant is not
   * public ('This restaurant is not taking orders right now'), a line is no longer available or
   * breaks the session's order limit ('Fix the warnings in your cart before checking out'), the
   * occurrence does not offer the fulfilment, or a delivery address is outside the restaurant's
   * radius, the card is neither one of the guest's saved cards nor a processor test token
   * (`paymentMethodId`: 'This card is not saved to your account'; docs/rules/payments.md), or a
   * promotion code does not apply (`promotionCode`, with the reason:
   * docs/rules/promotions.md). Fee = base + perKm × km rounded to the cent; the discount is the
   * code's, else the best automatic offer's; tax = `salesTax` of Σ price × qty + fee − discount
   * (never below 0) in the place of supply's province (docs/rules/tax.md); total = that + tax
   * + the guest's tip (`tipCents`, untaxed: docs/rules/payments.md#tips) (cents). The same `idempotencyKey` (per guest) returns the order it placed, whatever the input.
   * `lineSource`: where the lines come from instead of the guest's cart (a standing weekly order's
   * own lines, read from the same projections; the cart is then left alone).
   */
  async handle(
    user: AuthUser,
    input: unknown,
    traceparent: string | null,
    now = new Date(),
    lineSource?: LineSource,
  ): Promise<CheckoutOutcome> {
    const parsed = placeOrderSchema.safeParse(input);
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const data = parsed.data;
    const m0 = this.dataSource.manager;
    const existing = await this.orders.idByKey(m0, user.id, data.idempotencyKey);
    if (existing) return { order: (await loadOrder(m0, existing))! };
    // Only the guest's own card (or a fresh test token): a stranger's saved card, a removed or an
    // unknown one is refused before anything is written. Asked before the transaction, so no row
    // stays locked while the processor answers.
    if (!(await this.payments.isGuestsCard(user.id, data.paymentMethodId)))
      return { errors: [{ field: 'paymentMethodId', message: PaymentMessages.cardNotFound }] };
    try {
      const orderId = await this.dataSource.transaction((m) =>
        this.place(m, user, data, traceparent, now, lineSource),
      );
      return { order: (await loadOrder(m0, orderId))! };
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      const result = (err as Refused<{ errors: FieldError[] } | { existing: string }>).result;
      if ('existing' in result) return { order: (await loadOrder(m0, result.existing))! };
      return result;
    }
  }

  private async place(
    m: EntityManager,
    user: AuthUser,
    data: PlaceOrderData,
    traceparent: string | null,
    now: Date,
    lineSource?: LineSource,
  ): Promise<string> {
    const lines = lineSource
      ? await lineSource(m)
      : await loadCartLines(m, user.id, data.occurrenceId, true);
    if (lines.length === 0) {
      // A concurrent submit with the same key may have just taken these lines (we waited on its
      // row locks): answer with its order rather than 'nothing to order'.
      const placed = await this.orders.idByKey(m, user.id, data.idempotencyKey);
      return placed ?? refuse('occurrenceId', OrderMessages.nothingToOrder);
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
    const delivery = deliveryOf(data, first, terms);
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
    // Sales tax on the discounted food + fee, once per order, where the meal is supplied
    // (docs/rules/tax.md); the total is what the card is charged.
    const tax = salesTax(
      orderTotalCents(priced, delivery.feeCents, discountCents),
      placeOfSupply(data.fulfilment, delivery.address?.postalCode, terms.postalCode),
      now,
    );
    // The tip comes after the tax: never taxed, never discounted (docs/rules/payments.md#tips).
    const totalCents = orderTotalCents(
      priced,
      delivery.feeCents,
      discountCents,
      tax.taxCents,
      data.tipCents,
    );
    const orderId = randomUUID();
    const inserted = await this.orders.insertPlaced(
      m,
      {
        id: orderId,
        guestId: user.id,
        restaurantId: first.restaurantId!,
        chefId: terms.ownerUserId,
        occurrenceId: data.occurrenceId,
        scheduledFor: first.startsAt!,
        fulfilment: data.fulfilment,
        addressLine1: delivery.address?.line1 ?? null,
        addressLine2: delivery.address?.line2 ?? null,
        postalCode: delivery.address?.postalCode ?? null,
        latitude: delivery.address?.latitude ?? null,
        longitude: delivery.address?.longitude ?? null,
        distanceKm: delivery.km,
        instructions: data.instructions,
        subtotalCents,
        deliveryFeeCents: delivery.feeCents,
        discountCents,
        promotionId: discount?.promotionId ?? null,
        promotionCode: discount?.code ?? null,
        discountFundedBy: discount?.fundedBy ?? null,
        taxCents: tax.taxCents,
        taxProvince: tax.province,
        taxLines: tax.lines,
        taxSupplier: terms.taxSupplier,
        supplierTaxNumber: terms.gstHstNumber,
        tipCents: data.tipCents,
        totalCents,
        paymentMethodId: data.paymentMethodId,
        idempotencyKey: data.idempotencyKey,
      },
      lines.map((l, position) => ({
        dishId: l.dishId,
        position,
        dishName: l.dishName ?? '',
        portionSize: l.portionSize ?? '',
        unitPriceCents: l.priceCents ?? 0,
        quantity: l.quantity,
      })),
    );
    if (!inserted) {
      // A concurrent submit with the same key committed first: answer with its order (and count
      // no redemption for this attempt).
      const placed = (await this.orders.idByKey(m, user.id, data.idempotencyKey))!;
      if (discount) throw new Refused({ existing: placed });
      return placed;
    }
    if (discount) await this.promotions.record(m, orderId, user.id, discount);
    if (!lineSource)
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
}

/** Delivery distance and fee, or the refusal (not offered, no location, outside the radius). */
function deliveryOf(
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
