import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from './payment-processor.js';
import { LedgerRepository } from './ledger.repository.js';
import { TipRepository } from './tip.repository.js';

/** RefundLaterTip: an order refunded in full gives back the tip charged after its completion. */
@Injectable()
export class RefundLaterTipHandler {
  constructor(
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    private readonly tips: TipRepository,
    private readonly ledger: LedgerRepository,
  ) {}

  /**
   * In the caller's transaction `m` (the order's refund): when the order has a tip charged after
   * completion that is not refunded yet, refunds all of it at the processor under `key`, marks
   * it REFUNDED and appends TIP_REFUND (−the tip, tied to the tip) to the chef's ledger
   * (docs/rules/payments.md#tips). The card fee of the tip's charge stays (as an order refund's
   * does). Nothing to refund: nothing happens.
   * @throws Error when the processor refuses the refund (the order's refund rolls back with it);
   * ProcessorUnavailable when it cannot be reached.
   */
  async handle(m: EntityManager, orderId: string, key: string): Promise<void> {
    const tip = await this.tips.lock(m, orderId);
    if (!tip || tip.status !== 'CAPTURED') return;
    const result = await this.processor.refund(tip.processorPaymentId, tip.amountCents, key);
    if (!result.ok)
      throw new Error(
        `Could not refund the tip ${tip.processorPaymentId} of order ${orderId}: ${result.code} ${result.message}`,
      );
    await this.tips.markRefunded(m, tip.id, result.refundId);
    await this.ledger.append(
      m,
      tip.chefId,
      orderId,
      [['TIP_REFUND', -tip.amountCents]],
      null,
      tip.id,
    );
  }
}
