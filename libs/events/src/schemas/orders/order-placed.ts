import { z } from 'zod';

/** How a guest receives an order: delivery or pickup. */
export const FulfilmentV1 = z.enum(['DELIVERY', 'PICKUP']);

/** One line of an order: `quantity` portions of `dishId` at `unitPriceCents` (integer cents). */
export const OrderLineV1 = z.object({
  dishId: z.uuid(),
  /** Portions, an integer ≥ 1. */
  quantity: z.number().int().min(1),
  /** Price of one portion when the order was placed, integer cents. */
  unitPriceCents: z.number().int().min(0),
});

/** Facts every order event carries: which order, whose, from which restaurant and occurrence. */
export const OrderRefV1 = z.object({
  orderId: z.uuid(),
  /** The guest who placed the order (user id). */
  guestId: z.uuid(),
  restaurantId: z.uuid(),
  /** The chef who owns the restaurant (user id), so consumers can notify them. */
  chefId: z.uuid(),
  /** The cooking-session occurrence the portions come from (sessions' `session_occurrences.id`). */
  occurrenceId: z.uuid(),
});

/**
 * `OrderPlaced` v1 — published by `orders` (topic `Topics.orders`, through the outbox, in the same
 * transaction that writes the PLACED order and removes its cart lines) when a guest checks out
 * (the saga's first step). Aggregate id = `orderId`.
 * Consumers: sessions (reserves every line in one all-or-nothing conditional update and answers
 * `StockReserved` or `StockRejected`), users (the chef may now read the guest's name and phone:
 * `chef_guests`). notifications waits for `OrderPending` / `OrderRejected`.
 */
export const OrderPlacedV1 = OrderRefV1.extend({
  fulfilment: FulfilmentV1,
  lines: z.array(OrderLineV1).min(1),
  /** Σ unitPriceCents × quantity, integer cents. */
  subtotalCents: z.number().int().min(0),
  /** Delivery fee in integer cents (0 for pickup). */
  deliveryFeeCents: z.number().int().min(0),
  /**
   * A promotion's discount on the food, integer cents (added to v1 later, additive: absent
   * means none).
   */
  discountCents: z.number().int().min(0).nullish(),
  /** subtotalCents + deliveryFeeCents − discountCents, never below 0: what the guest pays. */
  totalCents: z.number().int().min(0),
});

/** Payload of `OrderPlaced` v1. */
export type OrderPlacedPayload = z.infer<typeof OrderPlacedV1>;
