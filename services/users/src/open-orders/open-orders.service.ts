import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The facts of an order event users keeps: which order, whose (guest and chef user ids). */
export interface OrderFacts {
  orderId: string;
  guestId: string;
  chefId: string;
}

/**
 * Orders still in progress, as users knows them from orders' events
 * (docs/rules/accounts-and-admin.md#your-data): an account cannot be deleted while it is the guest
 * or the chef of one — the chef would cook for nobody, or the guest wait for a chef who is gone
 * (and the delivery address the chef needs would be erased).
 */
@Injectable()
export class OpenOrdersService {
  /** On `OrderPlaced`: the order is open, unless the event that ends it was handled first. */
  async placed(m: EntityManager, order: OrderFacts, at: string): Promise<void> {
    await m.query(
      `INSERT INTO open_orders (order_id, guest_id, chef_id, placed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (order_id) DO UPDATE SET placed_at = EXCLUDED.placed_at`,
      [order.orderId, order.guestId, order.chefId, at],
    );
  }

  /**
   * On an event that ends an order (rejected, payment failed, timed out, declined, cancelled,
   * completed): the order is closed. Idempotent; a first sight of the order records it closed.
   */
  async closed(m: EntityManager, order: OrderFacts, at: string): Promise<void> {
    await m.query(
      `INSERT INTO open_orders (order_id, guest_id, chef_id, closed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (order_id) DO UPDATE SET closed_at = COALESCE(open_orders.closed_at, EXCLUDED.closed_at)`,
      [order.orderId, order.guestId, order.chefId, at],
    );
  }

  /** How many orders `userId` has in progress, as their guest or their chef. */
  async countFor(m: EntityManager, userId: string): Promise<number> {
    const rows: Array<{ n: number }> = await m.query(
      `SELECT count(*)::int AS n FROM open_orders
        WHERE (guest_id = $1 OR chef_id = $1) AND closed_at IS NULL`,
      [userId],
    );
    return rows[0]?.n ?? 0;
  }
}
