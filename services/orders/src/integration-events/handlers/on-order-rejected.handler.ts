import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderRejectedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { RecordStandingWeekHandler } from '../../standing-orders/record-standing-week.handler.js';

/** Inbox consumer name of this handler. */
export const STANDING_WEEK_ON_ORDER_REJECTED = 'orders.standing-week-on-order-rejected';

/**
 * On `OrderRejected` (orders' own event): when the order is a standing order's week, the week is
 * MISSED — NO_STOCK when sessions had too few portions (OUT_OF_STOCK, BELOW_DISH_MINIMUM),
 * UNAVAILABLE otherwise, with the reason's words — and the guest told, once per event (inbox).
 */
@Injectable()
export class OnOrderRejectedStandingWeekHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly record: RecordStandingWeekHandler,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderRejectedPayload>(
      Topics.orders,
      EventTypes.OrderRejected,
      STANDING_WEEK_ON_ORDER_REJECTED,
      (p, m, e) =>
        this.record.onOrderAnswered(
          m,
          p.orderId,
          {
            kind: 'MISSED',
            reason: p.reason === 'OUT_OF_STOCK' ? 'NO_STOCK' : 'UNAVAILABLE',
            detail: p.reasonMessage,
          },
          e,
        ),
    );
  }
}
