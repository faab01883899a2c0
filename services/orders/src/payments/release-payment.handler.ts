import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Topics } from '@hearth/events';
import { publishEvents } from '@hearth/nest-common';
import type { OrderEntity } from '../orders/order.entity.js';
import { paymentVoided } from '../integration-events/published/payment-voided.event.js';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from './payment-processor.js';
import { PaymentRepository } from './payment.repository.js';
import { stepKey } from './payment-policy.js';

/** ReleasePayment: the order ended without being accepted, so its hold is released. */
@Injectable()
export class ReleasePaymentHandler {
  constructor(
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    private readonly payments: PaymentRepository,
  ) {}

  /**
   * Releases the hold of an order that was declined, cancelled or not answered before its cutoff,
   * in the event handler's inbox transaction `m` (docs/rules/payments.md, "Release"). The
   * processor's own record of the payment is read first, because ours may be behind it (a capture
   * that went through at the processor while the acceptance around it rolled back):
   * - `requires_capture` (held): the hold is voided (key `order:<id>:void[:<hold>]`);
   * - `succeeded` (captured after all): what is left of it is refunded (key
   *   `order:<id>:void-refund[:<hold>]`), so a guest is never charged for an order that was not
   *   accepted;
   * - `canceled`, declined or unknown to the processor: nothing is left to release.
   * Then the payment goes AUTHORIZED → VOIDED and `PaymentVoided` is published. No payment, or one
   * not AUTHORIZED (already settled): nothing happens. A retry reads the processor again, so a
   * refund made before a crash is not made twice.
   * @throws ProcessorUnavailable (transient) when the processor cannot be reached.
   */
  async handle(m: EntityManager, order: OrderEntity, traceparent: string | null): Promise<void> {
    const payment = await this.payments.lock(m, order.id);
    if (!payment || payment.refusal('release') !== null) return;
    const id = payment.processorPaymentId!;
    const atProcessor = await this.processor.retrieve(id);
    if (atProcessor?.status === 'requires_capture')
      await this.processor.voidAuthorization(id, stepKey(order.id, 'void', payment.holds));
    else if (
      atProcessor?.status === 'succeeded' &&
      atProcessor.capturedCents > atProcessor.refundedCents
    ) {
      const refund = await this.processor.refund(
        id,
        atProcessor.capturedCents - atProcessor.refundedCents,
        stepKey(order.id, 'void-refund', payment.holds),
      );
      // Left AUTHORIZED, the event is retried (and dead-lettered for an operator if it never
      // goes through) rather than recording a release while the guest is still charged.
      if (!refund.ok)
        throw new Error(
          `Could not refund the captured payment ${id} of order ${order.id}: ${refund.code} ${refund.message}`,
        );
    }
    payment.release();
    await this.payments.save(m, payment);
    await publishEvents(
      m,
      Topics.orders,
      paymentVoided(
        { ...order.ref(), amountCents: payment.amountCents, currency: payment.currency },
        traceparent,
      ),
    );
  }
}
