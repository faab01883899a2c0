import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@hearth/nest-common';
import { orderAccepted } from '../integration-events/published/order-accepted.event.js';
import { PaymentsService } from '../payments/payments.service.js';
import { OrderTransitions, type LifecycleOutcome } from './order-transition.js';

/**
 * AcceptOrder: the chef who owns the restaurant accepts a PENDING order
 * (docs/rules/orders-and-sessions.md#order-states). Accepting charges the guest's card first
 * (`PaymentsService.capture`): no charge, no acceptance. Publishes `OrderAccepted` (and the
 * capture's events) with the change.
 */
@Injectable()
export class AcceptOrderHandler {
  constructor(
    private readonly transitions: OrderTransitions,
    private readonly payments: PaymentsService,
  ) {}

  /**
   * Accepts `orderId` for `user`.
   * @throws FORBIDDEN when the order is not of the chef's restaurant (or unknown), whatever its
   * state. A `ValidationError` outcome: 'Only a pending order can be accepted', or the card
   * could not be charged (nothing changes then).
   */
  handle(user: AuthUser, orderId: string, traceparent: string | null): Promise<LifecycleOutcome> {
    return this.transitions.run(user, 'accept', orderId, traceparent, {
      beforeSave: (m, order) => this.payments.capture(m, order, traceparent),
      event: (order) => orderAccepted(order.ref(), traceparent),
    });
  }
}
