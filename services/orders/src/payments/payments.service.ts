import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@hearth/events';
import type { OrderEntity } from '../orders/order.entity.js';
import type { Decline } from './payment-processor.js';
import { AuthorizePaymentHandler } from './authorize-payment.handler.js';
import { CapturePaymentHandler } from './capture-payment.handler.js';
import { ReleasePaymentHandler } from './release-payment.handler.js';
import { RenewHoldsHandler } from './renew-holds.handler.js';
import { PaymentCustomers } from './payment-customers.js';
import { OrderReceiptQuery } from '../receipts/receipt.query.js';
import { orderReceiptIssued } from '../integration-events/published/order-receipt-issued.event.js';

/**
 * The money steps of the order saga, for the modules outside payments (orders' lifecycle) that
 * call them by this name: each delegates to its handler, which holds the rule
 * (docs/rules/payments.md). Every step runs in the caller's transaction and carries an idempotency
 * key derived from the order and the step. Inside payments, call the handlers themselves.
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly authorizePayment: AuthorizePaymentHandler,
    private readonly capturePayment: CapturePaymentHandler,
    private readonly releasePayment: ReleasePaymentHandler,
    private readonly renewHoldsHandler: RenewHoldsHandler,
    private readonly customers: PaymentCustomers,
    private readonly receipts: OrderReceiptQuery,
  ) {}

  /**
   * Whether the guest may pay with `paymentMethodId`: a processor test token or one of their own
   * saved cards (checkout refuses any other). See `PaymentCustomers.isGuestsCard`.
   * @throws ProcessorUnavailable when the processor cannot be reached.
   */
  isGuestsCard(guestId: string, paymentMethodId: string): Promise<boolean> {
    return this.customers.isGuestsCard(guestId, paymentMethodId);
  }

  /**
   * Holds the order total on the guest's card once stock is reserved: the `PaymentAuthorized`
   * event to publish (null for an order a discount made free), or the decline (processor code and
   * guest-facing message). See `AuthorizePaymentHandler.handle`.
   * @throws ProcessorUnavailable (transient) when the processor cannot be reached.
   */
  authorize(
    m: EntityManager,
    order: OrderEntity,
    traceparent: string | null,
    now = new Date(),
  ): Promise<{ ok: true; event: EventEnvelope | null } | ({ ok: false } & Decline)> {
    return this.authorizePayment.handle(m, order, traceparent, now);
  }

  /**
   * Charges the held total when the chef accepts, with the ledger's entries (integer cents): the
   * `PaymentCaptured` event to publish and, once charged, `OrderReceiptIssued` with the guest's
   * receipt (`OrderReceiptQuery.atCapture`), or `{ ok: false }` with the message for the chef. See
   * `CapturePaymentHandler.handle`.
   * @throws ProcessorUnavailable (transient) when the processor cannot be reached.
   */
  async capture(
    m: EntityManager,
    order: OrderEntity,
    traceparent: string | null,
  ): Promise<{ ok: true; events: EventEnvelope[] } | { ok: false; message: string }> {
    const charged = await this.capturePayment.handle(m, order, traceparent);
    if (!charged.ok) return charged;
    // The guest's receipt goes with the charge (issue 24, item 7): notifications e-mails it.
    const receipt = await this.receipts.atCapture(m, order);
    if (!receipt) return charged;
    return {
      ok: true,
      events: [...charged.events, orderReceiptIssued({ ...order.ref(), receipt }, traceparent)],
    };
  }

  /**
   * Releases the hold of an order that ended unaccepted, publishing `PaymentVoided`; nothing
   * happens without a held payment. See `ReleasePaymentHandler.handle`.
   * @throws ProcessorUnavailable (transient) when the processor cannot be reached.
   */
  release(m: EntityManager, order: OrderEntity, traceparent: string | null): Promise<void> {
    return this.releasePayment.handle(m, order, traceparent);
  }

  /**
   * Renews the card holds about to lapse; returns how many were renewed. See
   * `RenewHoldsHandler.handle`.
   */
  renewHolds(now = new Date(), limit = 100): Promise<number> {
    return this.renewHoldsHandler.handle(now, limit);
  }
}
