import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventTypes, Topics, type OrderPaymentFailedPayload } from '@hearth/events';
import { EventSubscriber } from '@hearth/nest-common';
import { RecordStandingWeekHandler } from '../../standing-orders/record-standing-week.handler.js';

/** Inbox consumer name of this handler. */
export const STANDING_WEEK_ON_PAYMENT_FAILED = 'orders.standing-week-on-order-payment-failed';

/**
 * On `OrderPaymentFailed` (orders' own event): when the order is a standing order's week, the
 * week is MISSED with CARD_DECLINED and the processor's words, and the guest told; the standing
 * order stays ACTIVE for next week. Once per event (inbox).
 */
@Injectable()
export class OnOrderPaymentFailedStandingWeekHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly record: RecordStandingWeekHandler,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<OrderPaymentFailedPayload>(
      Topics.orders,
      EventTypes.OrderPaymentFailed,
      STANDING_WEEK_ON_PAYMENT_FAILED,
      (p, m, e) =>
        this.record.onOrderAnswered(
          m,
          p.orderId,
          { kind: 'MISSED', reason: 'CARD_DECLINED', detail: p.message },
          e,
        ),
    );
  }
}
