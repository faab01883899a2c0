import { Injectable } from '@nestjs/common';
import { declineOrderSchema, toFieldErrors } from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import { orderDeclined } from '../integration-events/published/order-declined.event.js';
import { OrderTransitions, type LifecycleOutcome } from './order-transition.js';

/**
 * DeclineOrder: the chef who owns the restaurant declines a PENDING order with a reason shown to
 * the guest (docs/rules/orders-and-sessions.md#order-states). Publishes `OrderDeclined` with its
 * lines: sessions releases the stock, payments releases the hold, notifications tells the guest.
 */
@Injectable()
export class DeclineOrderHandler {
  constructor(private readonly transitions: OrderTransitions) {}

  /**
   * Declines `orderId` for `user` with `reasonInput` (`declineOrderSchema`).
   * @throws FORBIDDEN when the order is not of the chef's restaurant (or unknown), whatever the
   * reason says and whatever its state. A `ValidationError` outcome: the reason is missing or too
   * long, or 'Only a pending order can be declined' (nothing changes then).
   */
  handle(
    user: AuthUser,
    orderId: string,
    reasonInput: string | null,
    traceparent: string | null,
  ): Promise<LifecycleOutcome> {
    return this.transitions.run(user, 'decline', orderId, traceparent, {
      parse: () => {
        const parsed = declineOrderSchema.safeParse({ reason: reasonInput });
        return parsed.success
          ? { ok: true, value: parsed.data.reason }
          : { ok: false, errors: toFieldErrors(parsed.error) };
      },
      event: (order, lines) =>
        orderDeclined({ ...order.ref(), lines, reason: order.declineReason ?? '' }, traceparent),
    });
  }
}
