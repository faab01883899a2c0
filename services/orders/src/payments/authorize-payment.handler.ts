import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CURRENCY, PaymentMessages } from '@hearth/contracts';
import type { EventEnvelope } from '@hearth/events';
import type { OrderEntity } from '../orders/order.entity.js';
import { paymentAuthorized } from '../integration-events/published/payment-authorized.event.js';
import { PAYMENT_PROCESSOR, type Decline, type PaymentProcessor } from './payment-processor.js';
import { Payment, type NewPayment } from './payment.model.js';
import { PaymentRepository } from './payment.repository.js';
import { PaymentCustomers } from './payment-customers.js';
import { DAY_MS, FAR_OFF_DAYS, isTestToken, stepKey } from './payment-policy.js';

/** AuthorizePayment: the order saga holds the order total on the guest's card. */
@Injectable()
export class AuthorizePaymentHandler {
  constructor(
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    private readonly payments: PaymentRepository,
    private readonly customers: PaymentCustomers,
  ) {}

  /**
   * Holds `order.totalCents` on the guest's card, in the caller's transaction `m` (which has the
   * order locked), once sessions reserved the stock: records the payment (AUTHORIZED, or FAILED
   * with the processor's reason) and returns the `PaymentAuthorized` event to publish with the
   * PLACED → PENDING change, or the decline (`code`, guest-facing `message`). A saved card is one
   * of the guest's; a `pm_card_…` token is a fresh card, saved to the guest's customer first when
   * the session is more than `FAR_OFF_DAYS` away (its hold will need renewing); such a far-off
   * hold is placed without the guest (`offSession`), as its renewals will be (so is a standing
   * weekly order's week paid with a saved card: the platform places it), and a bank that
   * wants the guest to confirm it (`authentication_required`) rejects the order with
   * `PaymentMessages.authenticationRequired` (the guest is told through `OrderRejected`). An
   * order a discount made free (total 0 cents) has nothing to hold: no payment, no event.
   * @throws ProcessorUnavailable (transient) when the processor cannot be reached.
   */
  async handle(
    m: EntityManager,
    order: OrderEntity,
    traceparent: string | null,
    now = new Date(),
  ): Promise<{ ok: true; event: EventEnvelope | null } | ({ ok: false } & Decline)> {
    if (order.totalCents === 0 && order.discountCents > 0) return { ok: true, event: null };
    const facts: NewPayment = {
      orderId: order.id,
      guestId: order.guestId,
      chefId: order.chefId,
      processor: this.processor.name,
      currency: CURRENCY,
      amountCents: order.totalCents,
    };
    const fail = async (processorPaymentId: string | null, code: string, message: string) => {
      await this.payments.insert(m, Payment.failed(facts, { processorPaymentId, code, message }));
      return { ok: false as const, code, message };
    };
    if (!order.paymentMethodId) return fail(null, 'card_required', PaymentMessages.cardRequired);
    const saved = !isTestToken(order.paymentMethodId);
    const farOff = order.scheduledFor.getTime() - now.getTime() > FAR_OFF_DAYS * DAY_MS;
    let customerId = saved ? await this.customers.customerOf(order.guestId, false, m) : null;
    let paymentMethodId = order.paymentMethodId;
    // A far-off order: its hold will have to be renewed, which a one-time token cannot do, so the
    // card is saved to the guest's customer first (as a SetupIntent would).
    if (!saved && farOff) {
      customerId = await this.customers.customerOf(order.guestId, true, m);
      const card = await this.processor.attachCard(
        customerId,
        paymentMethodId,
        stepKey(order.id, 'save-card'),
      );
      if (!card.ok) return fail(null, card.code, card.message);
      paymentMethodId = card.card.id;
    }
    const result = await this.processor.authorize(
      {
        amountCents: order.totalCents,
        currency: CURRENCY,
        customerId,
        paymentMethodId,
        orderId: order.id,
        // Its hold is renewed without the guest, so it is placed as the renewals will be; a
        // standing weekly order's week is placed by the platform, the guest not there either.
        offSession: farOff || (saved && order.idempotencyKey.startsWith('standing-week:')),
      },
      stepKey(order.id, 'authorize'),
    );
    if (!result.ok)
      return fail(
        result.paymentId,
        result.code,
        result.code === 'authentication_required'
          ? PaymentMessages.authenticationRequired
          : result.message || PaymentMessages.declinedFallback,
      );
    await this.payments.insert(
      m,
      Payment.authorized(facts, {
        processorPaymentId: result.paymentId,
        paymentMethodId,
        customerId,
      }),
    );
    const event = paymentAuthorized(
      {
        ...order.ref(),
        amountCents: order.totalCents,
        currency: CURRENCY,
        processor: this.processor.name,
        processorPaymentId: result.paymentId,
      },
      traceparent,
    );
    return { ok: true, event };
  }
}
