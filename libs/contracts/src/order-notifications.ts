/*
 * The in-app texts of the order notifications, word for word: one per saga
 * transition, told to the side that did not act. `notifications` stores them and reuses them for
 * the accepted / declined e-mails (title = subject, body = text). Money is integer cents. Each
 * names the order by its reference (`orderReference`, `#D6E593A0`).
 */

import { orderReference } from './order-reference.js';

/** The title and body of one order notification. */
export interface OrderNotificationText {
  title: string;
  body: string;
}

/** `$12.50` from integer cents, as order notifications show amounts. */
export const formatNotificationCents = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

/** What the chef is told about a new PENDING order. */
export interface NewOrderFacts {
  orderId: string;
  /** Σ quantity over the order's lines. */
  portions: number;
  /** Order total, integer cents. */
  totalCents: number;
  /** `DELIVERY` or `PICKUP`. */
  fulfilment: string;
}

/** Texts of the order notifications, by the order status they report. */
export const OrderNotificationMessages = {
  /** To the chef: stock is reserved, the order is PENDING and waits for their decision. */
  pending: (o: NewOrderFacts): OrderNotificationText => {
    const how = o.fulfilment === 'DELIVERY' ? 'delivery' : 'pickup';
    const portions = o.portions === 1 ? '1 portion' : `${o.portions} portions`;
    return {
      title: 'New order',
      body: `New order ${orderReference(o.orderId)}: ${portions}, ${formatNotificationCents(o.totalCents)}, for ${how}. Accept or decline it in Incoming Orders.`,
    };
  },
  /**
   * To the guest: the stock saga refused the order. `reasonMessage` is the guest text of the
   * reason code (`rejectionMessage(code)`, carried by `OrderRejected.reasonMessage`).
   */
  rejected: (orderId: string, reasonMessage: string): OrderNotificationText => ({
    title: 'Your order could not be placed',
    body: `Your order ${orderReference(orderId)} could not be placed: ${reasonMessage}`,
  }),
  /** To the guest: the chef accepted the order (also e-mailed). */
  accepted: (orderId: string): OrderNotificationText => ({
    title: 'Your order was accepted',
    body: `The chef accepted your order ${orderReference(orderId)}. Track it in your Orders.`,
  }),
  /** To the guest: the chef declined the order with `reason` (also e-mailed). */
  declined: (orderId: string, reason: string): OrderNotificationText => ({
    title: 'Your order was declined',
    body: `The chef declined your order ${orderReference(orderId)}: ${reason}`,
  }),
  /** To the chef: the guest cancelled a pending order; its portions are back in stock. */
  cancelled: (orderId: string): OrderNotificationText => ({
    title: 'An order was cancelled',
    body: `The guest cancelled order ${orderReference(orderId)}. Its portions are back in stock.`,
  }),
  /**
   * To the guest: an admin refunded `amountCents` (integer cents) of the order, with the admin's
   * reason when given; card refunds take days to show.
   */
  refunded: (
    orderId: string,
    amountCents: number,
    reason: string | null,
  ): OrderNotificationText => ({
    title: 'Your order was refunded',
    body: `We refunded ${formatNotificationCents(amountCents)} of your order ${orderReference(orderId)}${reason ? `: ${reason}` : ''}. It reaches your card within 5 to 10 business days.`,
  }),
  /** To the guest: the chef marked the order completed; invites a review. */
  completed: (orderId: string): OrderNotificationText => ({
    title: 'Your order is completed',
    body: `Your order ${orderReference(orderId)} is completed. Enjoy your meal, and Review Your Order when you are ready.`,
  }),
  /**
   * To the chef: the guest tipped `amountCents` (integer cents) after the order was completed
   * (docs/rules/payments.md#tips: all of it is the chef's, no commission).
   */
  tipped: (orderId: string, amountCents: number): OrderNotificationText => ({
    title: 'You got a tip',
    body: `The guest of order ${orderReference(orderId)} tipped you ${formatNotificationCents(amountCents)}. All of it is yours.`,
  }),
} as const;
