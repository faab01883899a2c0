import { OrderNotificationMessages, type NewOrderFacts } from '@hearth/contracts';
import type { OrderNotificationKind } from '../inbox/notification.entity.js';

/**
 * The in-app text of one order notification (the e-mails reuse it). The words live in
 * `@hearth/contracts` (`OrderNotificationMessages`); this adds the stored kind and status.
 */
export interface OrderNotice {
  kind: OrderNotificationKind;
  /** The order status the notification reports (an `OrderStatus`). */
  status: string;
  title: string;
  body: string;
}

/**
 * To the chef: the order is PENDING (stock reserved) and waits for their decision.
 * `portions` = Σ quantity; `totalCents` integer cents; `fulfilment` DELIVERY or PICKUP.
 */
export function newOrderNotice(o: NewOrderFacts): OrderNotice {
  return { kind: 'ORDER_PENDING', status: 'PENDING', ...OrderNotificationMessages.pending(o) };
}

/** To the guest: the stock saga refused the order; `reasonMessage` is the reason's guest text. */
export function orderRejectedNotice(orderId: string, reasonMessage: string): OrderNotice {
  return {
    kind: 'ORDER_REJECTED',
    status: 'REJECTED',
    ...OrderNotificationMessages.rejected(orderId, reasonMessage),
  };
}

/**
 * To the guest: an admin refunded `amountCents` of the order (also e-mailed). `status` is
 * `REFUNDED`, the money step (the order's own status does not change; the push makes the guest's
 * screens read the order again).
 */
export function orderRefundedNotice(
  orderId: string,
  amountCents: number,
  reason: string | null,
): OrderNotice {
  return {
    kind: 'ORDER_REFUNDED',
    status: 'REFUNDED',
    ...OrderNotificationMessages.refunded(orderId, amountCents, reason),
  };
}

/**
 * To the chef: the guest tipped `amountCents` (integer cents) after completion (in the app only).
 * `status` is `TIPPED`, the money step (the order stays COMPLETED; the push makes the chef's
 * screens read the order again).
 */
export function orderTippedNotice(orderId: string, amountCents: number): OrderNotice {
  return {
    kind: 'ORDER_TIPPED',
    status: 'TIPPED',
    ...OrderNotificationMessages.tipped(orderId, amountCents),
  };
}

/** To the guest: the chef accepted the order (also e-mailed). */
export function orderAcceptedNotice(orderId: string): OrderNotice {
  return {
    kind: 'ORDER_ACCEPTED',
    status: 'ACCEPTED',
    ...OrderNotificationMessages.accepted(orderId),
  };
}

/** To the guest: the chef declined the order with `reason` (also e-mailed). */
export function orderDeclinedNotice(orderId: string, reason: string): OrderNotice {
  return {
    kind: 'ORDER_DECLINED',
    status: 'DECLINED',
    ...OrderNotificationMessages.declined(orderId, reason),
  };
}

/** To the chef: the guest cancelled a pending order; its portions are back in stock. */
export function orderCancelledNotice(orderId: string): OrderNotice {
  return {
    kind: 'ORDER_CANCELLED',
    status: 'CANCELLED',
    ...OrderNotificationMessages.cancelled(orderId),
  };
}

/** To the guest: the chef marked the order completed; invites a review. */
export function orderCompletedNotice(orderId: string): OrderNotice {
  return {
    kind: 'ORDER_COMPLETED',
    status: 'COMPLETED',
    ...OrderNotificationMessages.completed(orderId),
  };
}
