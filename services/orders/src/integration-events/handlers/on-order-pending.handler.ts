import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderPendingPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { RecordStandingWeekHandler } from '../../standing-orders/record-standing-week.handler.js';

/** Inbox consumer name of this handler. */
export const STANDING_WEEK_ON_ORDER_PENDING = 'orders.standing-week-on-order-pending';

/**
 * On `OrderPending` (orders' own event): when the order is a standing order's week, the week is
 * PLACED and the guest told (`RecordStandingWeekHandler`), once per event (inbox).
 */
@Injectable()
export class OnOrderPendingStandingWeekHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly record: RecordStandingWeekHandler,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderPendingPayload>(
      Topics.orders,
      EventTypes.OrderPending,
      STANDING_WEEK_ON_ORDER_PENDING,
      (p, m, e) => this.record.onOrderAnswered(m, p.orderId, { kind: 'PENDING' }, e),
    );
  }
}
