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
import { COMMISSION_BPS, refundEntries } from './payment-policy.js';
import { RefundLaterTipHandler } from './refund-later-tip.handler.js';

/** RefundOrder: an admin gives back part or all of a charged order. */
@Injectable()
export class RefundOrderHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    @Inject(COMMISSION_BPS) private readonly commissionBps: number,
    private readonly payments: PaymentRepository,
    private readonly ledger: LedgerRepository,
    private readonly refundLaterTip: RefundLaterTipHandler,
  ) {}

  /**
   * Refunds `input.amountCents` (integer cents) of a charged order at the processor and records
   * it, in one transaction: the refund (with the admin's `reason`, shown to the guest), the
   * payment CAPTURED/PARTIALLY_REFUNDED → PARTIALLY_REFUNDED or REFUNDED, ledger entries REFUND
   * (−), TAX_REFUND (+, the refunded part's sales tax Hearth kept as supplier),
   * PROMOTION_FUNDING_REFUND (−, the share of a platform-funded discount that goes with the
   * refunded part), TIP_REFUND (−, the checkout tip's share: REFUND is the rest) and
   * COMMISSION_REFUND (+, the commission on both, tax and tip excluded): `refundEntries`; and
   * `PaymentRefunded`. A refund that leaves nothing of the payment also refunds a tip given after
   * completion (docs/rules/payments.md#tips).
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
      // The tip, the sales tax and the platform's funding of a discount go back in proportion
      // (on running totals, so a full refund nets each exactly), with the commission on them.
      const money = await this.payments.orderMoney(m, orderId);
      await this.ledger.append(
        m,
        payment.chefId,
        orderId,
        refundEntries(
          money,
          payment.capturedCents,
          refundedBefore,
          payment.refundedCents,
          this.commissionBps,
        ),
        refundId,
      );
      // Refunded in full: a tip given after completion (a charge of its own) goes back too.
      if (payment.status === 'REFUNDED') await this.refundLaterTip.handle(m, orderId, `${key}:tip`);
      const ref = await this.payments.orderRef(m, orderId);
      await publishEvents(
        m,
        Topics.orders,
        paymentRefunded(
          {
            ...ref!,
            refundId,
            amountCents,
            totalRefundedCents: payment.refundedCents,
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
