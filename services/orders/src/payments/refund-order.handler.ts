import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  PaymentMessages,
  refundOrderSchema,
  toFieldErrors,
  type FieldError,
} from '@hearth/contracts';
import { Topics } from '@hearth/events';
import { publishEvents, type AuthUser } from '@hearth/nest-common';
import { paymentRefunded } from '../integration-events/published/payment-refunded.event.js';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from './payment-processor.js';
import { PaymentRepository } from './payment.repository.js';
import { LedgerRepository } from './ledger.repository.js';
import { COMMISSION_BPS, hearthTax, platformFunding, share, taxIn } from './payment-policy.js';

/** RefundOrder: an admin gives back part or all of a charged order. */
@Injectable()
export class RefundOrderHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    @Inject(COMMISSION_BPS) private readonly commissionBps: number,
    private readonly payments: PaymentRepository,
    private readonly ledger: LedgerRepository,
  ) {}

  /**
   * Refunds `input.amountCents` (integer cents) of a charged order at the processor and records
   * it, in one transaction: the refund (with the admin's `reason`, shown to the guest), the
   * payment CAPTURED/PARTIALLY_REFUNDED → PARTIALLY_REFUNDED or REFUNDED, ledger entries REFUND
   * (−), TAX_REFUND (+, the refunded part's sales tax Hearth kept as supplier),
   * PROMOTION_FUNDING_REFUND (−, the share of a platform-funded discount that goes with the
   * refunded part) and COMMISSION_REFUND (+, the commission on both, tax excluded), and
   * `PaymentRefunded`.
   * Shares are computed on running totals, so a full refund takes back exactly the funding paid
   * and gives back exactly the commission charged. The same `idempotencyKey` refunds an order
   * once; the processor's key is `refund:<orderId>:<idempotencyKey>`, so the same key sent for
   * two orders refunds each of them.
   * @returns the order id, or field errors: malformed input; `orderId` with no payment
   * (`PaymentMessages.noPayment`) or one not charged (`refundNotCaptured`); `amountCents` above
   * what is left (`refundAmountInvalid`) or the processor's refusal.
   * @throws ProcessorUnavailable when the processor cannot be reached.
   */
  async handle(
    admin: AuthUser,
    input: unknown,
    traceparent: string | null,
  ): Promise<{ orderId: string } | { errors: FieldError[] }> {
    const parsed = refundOrderSchema.safeParse(input);
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const { orderId, amountCents, reason, idempotencyKey } = parsed.data;
    // Scoped by order: two orders' refunds never share a key, whatever keys their forms send.
    const key = `refund:${orderId}:${idempotencyKey}`;
    return this.dataSource.transaction(async (m) => {
      if (await this.payments.hasRefund(m, key)) return { orderId };
      const payment = await this.payments.lock(m, orderId);
      if (!payment) return { errors: [{ field: 'orderId', message: PaymentMessages.noPayment }] };
      const refusal = payment.refusal('refund');
      if (refusal !== null) return { errors: [{ field: 'orderId', message: refusal }] };
      if (amountCents > payment.leftToRefundCents)
        return { errors: [{ field: 'amountCents', message: PaymentMessages.refundAmountInvalid }] };
      const result = await this.processor.refund(payment.processorPaymentId!, amountCents, key);
      if (!result.ok) return { errors: [{ field: 'amountCents', message: result.message }] };
      const refundedBefore = payment.refundedCents;
      payment.refund(amountCents);
      const refundId = randomUUID();
      await this.payments.insertRefund(m, {
        id: refundId,
        orderId,
        amountCents,
        reason,
        processorRefundId: result.refundId,
        idempotencyKey: key,
        createdBy: admin.id,
      });
      await this.payments.save(m, payment);
      // The platform's funding of a discount goes back with the refunded part, and the
      // commission on both comes back, so that a full refund nets both exactly.
      const order = await this.payments.orderDiscount(m, orderId);
      const funding = order ? platformFunding(order) : 0;
      const fundingOf = (refunded: number) =>
        payment.capturedCents > 0 ? Math.round((funding * refunded) / payment.capturedCents) : 0;
      // The sales tax goes back in proportion too: commission was never charged on it, and
      // Hearth returns the share it kept as supplier (docs/rules/tax.md).
      const tax = await this.payments.orderTax(m, orderId);
      const taxCents = tax ? taxIn(tax, payment.capturedCents) : 0;
      const taxOf = (refunded: number) =>
        payment.capturedCents > 0 ? Math.round((taxCents * refunded) / payment.capturedCents) : 0;
      const refundedCents = payment.refundedCents;
      const fundingBack = fundingOf(refundedCents) - fundingOf(refundedBefore);
      const taxBack = taxOf(refundedCents) - taxOf(refundedBefore);
      const commissionBack =
        share(refundedCents - taxOf(refundedCents) + fundingOf(refundedCents), this.commissionBps) -
        share(
          refundedBefore - taxOf(refundedBefore) + fundingOf(refundedBefore),
          this.commissionBps,
        );
      await this.ledger.append(
        m,
        payment.chefId,
        orderId,
        [
          ['REFUND', -amountCents],
          ['TAX_REFUND', tax ? hearthTax(tax, taxBack) : 0],
          ['PROMOTION_FUNDING_REFUND', -fundingBack],
          ['COMMISSION_REFUND', commissionBack],
        ],
        refundId,
      );
      const ref = await this.payments.orderRef(m, orderId);
      await publishEvents(
        m,
        Topics.orders,
        paymentRefunded(
          {
            ...ref!,
            refundId,
            amountCents,
            totalRefundedCents: refundedCents,
            currency: payment.currency,
            reason,
          },
          traceparent,
        ),
      );
      return { orderId };
    });
  }
}
