import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { HandleDisputeHandler } from './handle-dispute.handler.js';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from './payment-processor.js';
import { PaymentRepository } from './payment.repository.js';

/** What became of a webhook: applied, seen before, or the processor sends none. */
export type WebhookOutcome = 'applied' | 'duplicate' | 'unsupported';

/** HandlePaymentWebhook: the processor tells Hearth what happened to a payment. */
@Injectable()
export class HandlePaymentWebhookHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    private readonly payments: PaymentRepository,
    private readonly disputes: HandleDisputeHandler,
  ) {}

  /**
   * A webhook from the processor (raw body and signature header): verified by the adapter, then
   * applied once per processor event id — a replay answers `duplicate` and changes nothing. A
   * hold the processor cancelled (expired, or released from its dashboard) makes an AUTHORIZED
   * payment VOIDED, so accepting the order reports that the payment could not be collected; a
   * payment in any other status is left as it is. A dispute opened or closed holds, releases or
   * claws back the chef's share (`HandleDisputeHandler`). Other events are recorded for
   * reconciliation.
   * @returns `unsupported` when the processor sends no webhooks; `applied` or `duplicate` otherwise.
   * @throws Error when the signature does not match (the endpoint answers 400).
   */
  async handle(rawBody: Buffer, signature: string): Promise<WebhookOutcome> {
    if (!this.processor.readWebhook) return 'unsupported';
    const event = this.processor.readWebhook(rawBody, signature);
    return this.dataSource.transaction(async (m) => {
      if (!(await this.payments.recordWebhookEvent(m, this.processor.name, event)))
        return 'duplicate';
      if (event.kind === 'payment_canceled' && event.paymentId) {
        const payment = await this.payments.lockByProcessorPayment(
          m,
          this.processor.name,
          event.paymentId,
        );
        if (payment && payment.refusal('release') === null) {
          payment.release();
          await this.payments.save(m, payment);
        }
      }
      if (event.dispute && event.paymentId) {
        if (event.kind === 'dispute_opened')
          await this.disputes.opened(m, this.processor.name, event.paymentId, event.dispute);
        else if (event.kind === 'dispute_closed')
          await this.disputes.closed(m, this.processor.name, event.paymentId, event.dispute);
      }
      return 'applied';
    });
  }
}
