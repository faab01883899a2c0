import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PaymentMessages } from '@hearth/contracts';
import type { EventEnvelope } from '@hearth/events';
import type { OrderEntity } from '../orders/order.entity.js';
import { paymentCaptured } from '../integration-events/published/payment-captured.event.js';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from './payment-processor.js';
import { PaymentRepository } from './payment.repository.js';
import { LedgerRepository } from './ledger.repository.js';
import {
  COMMISSION_BPS,
  captureEntries,
  platformFunding,
  share,
  stepKey,
} from './payment-policy.js';

/** CapturePayment: the chef accepted, so the held total is charged. */
@Injectable()
export class CapturePaymentHandler {
  constructor(
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    @Inject(COMMISSION_BPS) private readonly commissionBps: number,
    private readonly payments: PaymentRepository,
    private readonly ledger: LedgerRepository,
  ) {}

  /**
   * Charges the held total in the caller's transaction `m` (which has the order locked), under the
   * key of the current hold (`order:<id>:capture`, `…:capture:2` once renewed…): the
   * payment goes AUTHORIZED → CAPTURED, the ledger gets the order's GROSS (+, what the guest
   * paid, sales tax included, the tip excluded), TIP (+, the checkout tip, all the chef's:
   * `captureEntries`), TAX_COLLECTED (−, that tax when Hearth supplies: it is not chef
   * revenue, docs/rules/tax.md), PROMOTION_FUNDING (+, a discount the platform funds, paid to the
   * chef), COMMISSION (−, the rate × (GROSS − tax) + PROMOTION_FUNDING, so a platform-funded
   * discount leaves the chef's earnings as without it; a chef-funded one simply lowers GROSS) and
   * PROCESSOR_FEE (−) entries, integer
   * cents, and `PaymentCaptured` is returned to publish with the acceptance. An order without a
   * payment (placed before payments existed, or made free by a discount) needs no capture; a free
   * one still gets its platform funding and commission.
   * @returns the events, or `{ ok: false }` with `PaymentMessages.captureFailed` for the chef when
   * the payment is not AUTHORIZED or the processor refuses (the hold lapsed or was released).
   * @throws ProcessorUnavailable (transient) when the processor cannot be reached.
   */
  async handle(
    m: EntityManager,
    order: OrderEntity,
    traceparent: string | null,
  ): Promise<{ ok: true; events: EventEnvelope[] } | { ok: false; message: string }> {
    const payment = await this.payments.lock(m, order.id);
    const fundingCents = platformFunding(order);
    if (!payment) {
      await this.ledger.append(m, order.chefId, order.id, [
        ['PROMOTION_FUNDING', fundingCents],
        ['COMMISSION', -share(fundingCents, this.commissionBps)],
      ]);
      return { ok: true, events: [] };
    }
    const refusal = payment.refusal('capture');
    if (refusal !== null) return { ok: false, message: refusal };
    const result = await this.processor.capture(
      payment.processorPaymentId!,
      payment.amountCents,
      // Per hold: a renewed hold is another PaymentIntent, captured under its own key.
      stepKey(order.id, 'capture', payment.holds),
    );
    if (!result.ok) return { ok: false, message: PaymentMessages.captureFailed };
    payment.capture(result.capturedCents, result.feeCents);
    await this.payments.save(m, payment);
    // Sales tax is no sale of the chef's: no commission on it, and Hearth keeps what it owes;
    // the tip is the chef's in full (its own TIP entry, no commission).
    const { entries, commissionCents } = captureEntries(
      order,
      result.capturedCents,
      result.feeCents,
      this.commissionBps,
    );
    await this.ledger.append(m, order.chefId, order.id, entries);
    const event = paymentCaptured(
      {
        ...order.ref(),
        capturedCents: result.capturedCents,
        commissionCents,
        processorFeeCents: result.feeCents,
        promotionFundingCents: fundingCents,
        currency: payment.currency,
      },
      traceparent,
    );
    return { ok: true, events: [event] };
  }
}
