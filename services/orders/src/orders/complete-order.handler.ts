import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@hearth/nest-common';
import { orderCompleted } from '../integration-events/published/order-completed.event.js';
import { OrderTransitions, type LifecycleOutcome } from './order-transition.js';

/**
 * CompleteOrder: the chef who owns the restaurant marks an ACCEPTED order completed
 * (docs/rules/orders-and-sessions.md#order-states). Publishes `OrderCompleted` (reviews open,
 * the order's balance goes to the chef's next payout).
 */
@Injectable()
export class CompleteOrderHandler {
  constructor(private readonly transitions: OrderTransitions) {}

  /**
   * Completes `orderId` for `user`.
   * @throws FORBIDDEN when the order is not of the chef's restaurant (or unknown), whatever its
   * state. A `ValidationError` outcome: 'Only an accepted order can be completed'.
   */
  handle(user: AuthUser, orderId: string, traceparent: string | null): Promise<LifecycleOutcome> {
    return this.transitions.run(user, 'complete', orderId, traceparent, {
      event: (order) => orderCompleted(order.ref(), traceparent),
    });
  }
}
