import { randomUUID } from 'node:crypto';
import {
  EventTypes,
  createEnvelope,
  type EventEnvelope,
  type OrderPlacedPayload,
} from '@hearth/events';

/** What a test says about an order; everything left out is a fresh id or a pickup default. */
export interface OrderFixture {
  orderId?: string;
  guestId?: string;
  chefId?: string;
  restaurantId?: string;
  occurrenceId?: string;
  /** `[dishId, quantity]` per line (default one line of a fresh dish). */
  lines?: Array<[string, number]>;
  /** Each line's unit price, integer cents (default 1000). */
  unitPriceCents?: number;
}

/**
 * An `OrderPlaced` v1 envelope as orders publishes it: a PICKUP order with `lines` at
 * `unitPriceCents` each, its subtotal and total in integer cents (no delivery fee).
 */
export function orderPlacedEvent(order: OrderFixture = {}): EventEnvelope<OrderPlacedPayload> {
  const orderId = order.orderId ?? randomUUID();
  const unitPriceCents = order.unitPriceCents ?? 1000;
  const lines = (order.lines ?? [[randomUUID(), 1]]).map(([dishId, quantity]) => ({
    dishId,
    quantity,
    unitPriceCents,
  }));
  const subtotalCents = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
  return createEnvelope<OrderPlacedPayload>({
    type: EventTypes.OrderPlaced,
    version: 1,
    aggregateId: orderId,
    payload: {
      orderId,
      guestId: order.guestId ?? randomUUID(),
      restaurantId: order.restaurantId ?? randomUUID(),
      chefId: order.chefId ?? randomUUID(),
      occurrenceId: order.occurrenceId ?? randomUUID(),
      fulfilment: 'PICKUP',
      lines,
      subtotalCents,
      deliveryFeeCents: 0,
      totalCents: subtotalCents,
    },
  });
}

/**
 * The `OrderCancelled` (the guest cancelled: the order's facts and its lines, which sessions
 * releases) or `OrderCompleted` (the chef completed it: the facts) v1 event of the order `placed`
 * announced.
 */
export function orderEndedEvent(
  type: 'OrderCancelled' | 'OrderCompleted',
  placed: EventEnvelope<OrderPlacedPayload>,
): EventEnvelope {
  const { orderId, guestId, chefId, restaurantId, occurrenceId, lines } = placed.payload;
  const facts = { orderId, guestId, chefId, restaurantId, occurrenceId };
  return createEnvelope({
    type: EventTypes[type],
    version: 1,
    aggregateId: orderId,
    payload: type === 'OrderCancelled' ? { ...facts, lines } : facts,
  });
}
