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
   * in the event handler's inbox transaction `m`: voids at the processor, and the payment goes
   * AUTHORIZED → VOIDED with `PaymentVoided` published. Should the processor show the payment
   * captured after all (a capture whose acceptance never committed), what is left of it is
   * refunded too, so a guest is never charged for an order that was not accepted. No payment, or
   * one not AUTHORIZED (already settled): nothing happens.
   * @throws ProcessorUnavailable (transient) when the processor cannot be reached.
   */
  async handle(m: EntityManager, order: OrderEntity, traceparent: string | null): Promise<void> {
    const payment = await this.payments.lock(m, order.id);
    if (!payment || payment.refusal('release') !== null) return;
    const id = payment.processorPaymentId!;
    await this.processor.voidAuthorization(id, stepKey(order.id, 'void', payment.holds));
    const atProcessor = await this.processor.retrieve(id);
    if (
      atProcessor?.status === 'succeeded' &&
      atProcessor.capturedCents > atProcessor.refundedCents
    )
      await this.processor.refund(
        id,
        atProcessor.capturedCents - atProcessor.refundedCents,
        stepKey(order.id, 'void-refund'),
      );
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
