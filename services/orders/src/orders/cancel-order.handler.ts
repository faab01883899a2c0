import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@hearth/nest-common';
import { orderCancelled } from '../integration-events/published/order-cancelled.event.js';
import { OrderTransitions, type LifecycleOutcome } from './order-transition.js';

/**
 * CancelOrder: the guest cancels their own PENDING order ('Do you want to cancel the order?';
 * docs/rules/orders-and-sessions.md#order-states). Publishes `OrderCancelled` with its lines:
 * sessions releases the stock, payments releases the hold.
 */
@Injectable()
export class CancelOrderHandler {
  constructor(private readonly transitions: OrderTransitions) {}

  /**
   * Cancels `orderId` for `user`.
   * @throws FORBIDDEN when the guest did not place the order (or it is unknown), whatever its
   * state. A `ValidationError` outcome: 'Only a pending order can be cancelled'.
   */
  handle(user: AuthUser, orderId: string, traceparent: string | null): Promise<LifecycleOutcome> {
    return this.transitions.run(user, 'cancel', orderId, traceparent, {
      event: (order, lines) => orderCancelled({ ...order.ref(), lines }, traceparent),
    });
  }
}
