import type { EntityManager } from 'typeorm';
import type { OrderStatus } from '@hearth/contracts';
import type { StandingFulfilment, StandingLine } from './standing-order.model.js';

/** The facts of an order a standing order is made from. */
export interface SourceOrder extends StandingFulfilment {
  id: string;
  guestId: string;
  restaurantId: string;
  chefId: string;
  status: OrderStatus;
  scheduledFor: Date;
  /** The cooking session of the order's occurrence (null: the occurrence is not known). */
  sessionId: string | null;
  /** The card the payment used: the saved card a far-off hold attached, else the checkout's. */
  paymentMethodId: string | null;
  lines: StandingLine[];
}

/** Order `orderId` as a standing order is made from it, or null when there is no such order. */
export async function loadSourceOrder(
  m: EntityManager,
  orderId: string,
): Promise<SourceOrder | null> {
  const rows = (await m.query(
    `SELECT o.id, o.guest_id AS "guestId", o.restaurant_id AS "restaurantId", o.chef_id AS "chefId",
            o.status, o.scheduled_for AS "scheduledFor", c.session_id AS "sessionId",
            COALESCE(p.payment_method_id, o.payment_method_id) AS "paymentMethodId",
            o.fulfilment, o.address_line1 AS "addressLine1", o.address_line2 AS "addressLine2",
            o.postal_code AS "postalCode", o.latitude, o.longitude, o.instructions,
            (SELECT json_agg(json_build_object('dishId', l.dish_id, 'quantity', l.quantity)
                             ORDER BY l.position)
               FROM order_lines l WHERE l.order_id = o.id) AS lines
       FROM orders o
       LEFT JOIN cart_occurrences c ON c.occurrence_id = o.occurrence_id
       LEFT JOIN payments p ON p.order_id = o.id
      WHERE o.id = $1`,
    [orderId],
  )) as Array<SourceOrder & { lines: StandingLine[] | null }>;
  const row = rows[0];
  return row ? { ...row, lines: row.lines ?? [] } : null;
}
