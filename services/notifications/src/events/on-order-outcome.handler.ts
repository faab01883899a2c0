import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventSubscriber } from '@hearth/nest-common';
import {
  EventTypes,
  Topics,
  type OrderPendingPayload,
  type OrderRejectedPayload,
} from '@hearth/events';
import { newOrderNotice, orderRejectedNotice } from '../orders/order-notices.js';
import { OrderNotifier } from '../orders/order-notifier.js';

/** Inbox consumer names of this handler. */
export const ORDER_PENDING_CONSUMER = 'notifications.on-order-pending';
export const ORDER_REJECTED_CONSUMER = 'notifications.on-order-rejected';

/**
 * True when the order's outcome was already told by the handler this one replaced (it joined
 * `StockReserved`/`StockRejected` with `OrderPlaced` in `order_parties`), so an order settled
 * around the switch-over is not told twice. Only rows written before the switch-over match; the
 * check (and the table) can go once no such order can still be published.
 */
async function toldBefore(manager: EntityManager, orderId: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM order_parties WHERE order_id = $1 AND outcome_notified`,
    [orderId],
  );
  return rows.length > 0;
}

/**
 * The saga's outcome as orders committed it (ARCHITECTURE §3, ADR 0006): `OrderPending` → tell
 * the chef 'New order …'; `OrderRejected` → tell the guest with the reason. Both come from orders'
 * outbox in the transaction that set the status, so the live push that follows (both sides'
 * browsers refetch) always reads the new status. Each event once (inbox); orders publishes each
 * at most once per order.
 */
@Injectable()
export class OnOrderOutcomeHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly notifier: OrderNotifier,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.on<OrderPendingPayload>(
      Topics.orders,
      EventTypes.OrderPending,
      ORDER_PENDING_CONSUMER,
      async (p, m) => {
        if (await toldBefore(m, p.orderId)) return;
        await this.notifier.tell(m, p, 'chef', newOrderNotice(p));
      },
    );
    await this.events.on<OrderRejectedPayload>(
      Topics.orders,
      EventTypes.OrderRejected,
      ORDER_REJECTED_CONSUMER,
      async (p, m) => {
        if (await toldBefore(m, p.orderId)) return;
        await this.notifier.tell(m, p, 'guest', orderRejectedNotice(p.orderId, p.reasonMessage));
      },
    );
  }
}
