import { Injectable, Optional } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { rejectionMessage } from '@hearth/contracts';
import {
  Topics,
  type EventEnvelope,
  type StockRejectedPayload,
  type StockReservedPayload,
} from '@hearth/events';
import { ServiceMetrics, publishEvents } from '@hearth/nest-common';
import { orderPending } from '../integration-events/published/order-pending.event.js';
import { orderRejected } from '../integration-events/published/order-rejected.event.js';
import { orderPaymentFailed } from '../integration-events/published/order-payment-failed.event.js';
import { PaymentsService } from '../payments/payments.service.js';
import { OrderRepository } from './order.repository.js';
import { OrderTransitions } from './order-transition.js';

/** Inbox consumer names of the saga replies. */
export const OrderConsumers = {
  stockReserved: 'orders.on-stock-reserved',
  stockRejected: 'orders.on-stock-rejected',
  orderDeclined: 'orders.on-order-declined',
  orderCancelled: 'orders.on-order-cancelled',
} as const;

/**
 * The checkout saga's replies (docs/rules/orders-and-sessions.md#checkout, ADR 0006), each run by
 * its integration-event handler in the inbox transaction, once per event id: sessions reserved
 * the stock (→ the card is held, PENDING + `OrderPending`; or the card is declined → REJECTED +
 * `OrderPaymentFailed`), sessions refused it (→ REJECTED + `OrderRejected`), and an order ended
 * unaccepted (→ the hold on the card is released). Only a PLACED order moves; any other status
 * (already answered, or an unknown order) changes nothing and tells nothing.
 */
@Injectable()
export class OrderSagaService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly transitions: OrderTransitions,
    private readonly payments: PaymentsService,
    @Optional() private readonly metrics?: ServiceMetrics,
  ) {}

  /**
   * `StockReserved` (sessions): the card is held for the total (`PaymentsService.authorize`);
   * then PLACED → PENDING with `OrderPending` (portions, fulfilment, total in cents) in the same
   * transaction. A declined card instead makes it REJECTED (`PAYMENT_DECLINED` and the
   * processor's message), puts its lines back in the guest's cart and publishes
   * `OrderPaymentFailed`. Each hold asked is counted in `hearth_payment_authorizations_total`
   * (approved, declined, or error when the processor could not answer; alert
   * HearthPaymentFailures, docs/runbooks/payment-failures.md).
   */
  async applyStockReserved(
    p: StockReservedPayload,
    m: EntityManager,
    e: EventEnvelope,
  ): Promise<void> {
    const order = await this.orders.lock(m, p.orderId);
    if (!order || order.status !== 'PLACED') return;
    const lines = await this.orders.eventLines(m, order.id);
    const paid = await this.payments.authorize(m, order, e.traceparent).catch((err: unknown) => {
      this.metrics?.countPaymentAuthorization('error');
      throw err;
    });
    this.metrics?.countPaymentAuthorization(paid.ok ? 'approved' : 'declined');
    if (!paid.ok) {
      if (!(await this.transitions.persist(m, order, order.markPaymentDeclined(paid.message))))
        return;
      await this.orders.restoreToCart(m, order.id);
      const failed = { ...order.ref(), lines, code: paid.code, message: paid.message };
      await publishEvents(m, Topics.orders, orderPaymentFailed(failed, e.traceparent));
      return;
    }
    if (!(await this.transitions.persist(m, order, order.markPending()))) return;
    const portions = lines.reduce((sum, l) => sum + l.quantity, 0);
    const { fulfilment, totalCents } = order;
    await publishEvents(m, Topics.orders, [
      ...(paid.event ? [paid.event] : []),
      orderPending({ ...order.ref(), fulfilment, portions, totalCents }, e.traceparent),
    ]);
  }

  /**
   * `StockRejected` (sessions): PLACED → REJECTED with the reason (and the dish, if one), its
   * lines go back into the guest's cart and `OrderRejected` is published.
   */
  async applyStockRejected(
    p: StockRejectedPayload,
    m: EntityManager,
    e: EventEnvelope,
  ): Promise<void> {
    const order = await this.orders.lock(m, p.orderId);
    if (!order) return;
    if (!(await this.transitions.persist(m, order, order.markRejected(p.reason, p.dishId)))) return;
    await this.orders.restoreToCart(m, p.orderId);
    const rejected = {
      ...order.ref(),
      reason: p.reason,
      reasonMessage: rejectionMessage(p.reason),
      dishId: p.dishId,
    };
    await publishEvents(m, Topics.orders, orderRejected(rejected, e.traceparent));
  }

  /**
   * `OrderDeclined` / `OrderCancelled` (orders' own events): the hold on the guest's card is
   * released (`PaymentsService.release`), once.
   */
  async releasePayment(orderId: string, m: EntityManager, e: EventEnvelope): Promise<void> {
    const order = await this.orders.lock(m, orderId);
    if (order) await this.payments.release(m, order, e.traceparent);
  }
}
