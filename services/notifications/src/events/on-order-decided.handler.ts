import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventSubscriber } from '@hearth/nest-common';
import {
  EventTypes,
  Topics,
  type OrderAcceptedPayload,
  type OrderCancelledPayload,
  type OrderCompletedPayload,
  type OrderDeclinedPayload,
} from '@hearth/events';
import {
  orderAcceptedNotice,
  orderCancelledNotice,
  orderCompletedNotice,
  orderDeclinedNotice,
} from '../orders/order-notices.js';
import { OrderNotifier } from '../orders/order-notifier.js';

/** Inbox consumer names of this handler. */
export const ORDER_ACCEPTED_CONSUMER = 'notifications.on-order-accepted';
export const ORDER_DECLINED_CONSUMER = 'notifications.on-order-declined';
export const ORDER_CANCELLED_CONSUMER = 'notifications.on-order-cancelled';
export const ORDER_COMPLETED_CONSUMER = 'notifications.on-order-completed';

/**
 * After the chef's or the guest's decision (ARCHITECTURE §3 saga, issue #5 point 7), tells the
 * other side, once per event: ACCEPTED → guest (+ e-mail), DECLINED → guest with the reason
 * (+ e-mail), CANCELLED → chef, COMPLETED → guest (invites a review).
 */
@Injectable()
export class OnOrderDecidedHandler implements OnModuleInit {
  constructor(
    private readonly events: EventSubscriber,
    private readonly notifier: OrderNotifier,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.on<OrderAcceptedPayload>(
      Topics.orders,
      EventTypes.OrderAccepted,
      ORDER_ACCEPTED_CONSUMER,
      (p, m) => this.notifier.tell(m, p, 'guest', orderAcceptedNotice(p.orderId), { email: true }),
    );
    await this.events.on<OrderDeclinedPayload>(
      Topics.orders,
      EventTypes.OrderDeclined,
      ORDER_DECLINED_CONSUMER,
      (p, m) =>
        this.notifier.tell(m, p, 'guest', orderDeclinedNotice(p.orderId, p.reason), {
          email: true,
        }),
    );
    await this.events.on<OrderCancelledPayload>(
      Topics.orders,
      EventTypes.OrderCancelled,
      ORDER_CANCELLED_CONSUMER,
      (p, m) => this.notifier.tell(m, p, 'chef', orderCancelledNotice(p.orderId)),
    );
    await this.events.on<OrderCompletedPayload>(
      Topics.orders,
      EventTypes.OrderCompleted,
      ORDER_COMPLETED_CONSUMER,
      (p, m) => this.notifier.tell(m, p, 'guest', orderCompletedNotice(p.orderId)),
    );
  }
}
