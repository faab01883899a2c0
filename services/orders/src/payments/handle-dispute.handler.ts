import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PayoutRepository } from '../payouts/payout.repository.js';
import { DisputeRepository } from './dispute.repository.js';
import { LedgerRepository, type DisputeLedgerKind } from './ledger.repository.js';
import type { ProcessorDispute } from './payment-processor.js';
import { PaymentRepository } from './payment.repository.js';

/**
 * The chef's share of a disputed amount, integer cents (≥ 0): what the order earned the chef
 * (`earningsCents`, net of commission, fees and refunds) in proportion to the part of the charge
 * still kept (`capturedCents − refundedCents`) that is disputed (`disputedCents`), rounded half
 * up; all of it when the whole kept charge (or more) is disputed, nothing when nothing was kept or
 * the order earned nothing.
 */
export function chefShareOfDispute(
  earningsCents: number,
  capturedCents: number,
  refundedCents: number,
  disputedCents: number,
): number {
  const kept = capturedCents - refundedCents;
  if (earningsCents <= 0 || kept <= 0 || disputedCents <= 0) return 0;
  if (disputedCents >= kept) return earningsCents;
  return Math.min(earningsCents, Math.round((earningsCents * disputedCents) / kept));
}

/**
 * HandleDispute: a guest disputed an order's card payment with their bank (a chargeback), or the
 * bank decided (docs/rules/payments.md, Disputes; issue 24 item 3):
 * - **Opened:** the chef's share of the disputed amount (`chefShareOfDispute`) is held: a
 *   `DISPUTE_HOLD` ledger entry of −share, so no payout run pays it (an order not paid out yet
 *   keeps only the rest; one paid out already lowers the chef's next payout); a PENDING payout
 *   that pays the order is put on HELD for the admin to look at. The dispute shows in Pending
 *   Payments.
 * - **Closed, won** (or closed without a chargeback, e.g. Stripe's `warning_closed`): a
 *   `DISPUTE_RELEASE` of +share — the next run pays it.
 * - **Closed, lost:** the release and a `DISPUTE_LOSS` of −share — the chef bears their share of
 *   the money the guest got back; the next payout nets it (a negative balance carries over).
 * Each step happens once per dispute (by the processor's dispute id); a close that arrives before
 * its open opens it first. A dispute of a payment Hearth does not know changes nothing. Runs in
 * the webhook's transaction `m`.
 */
@Injectable()
export class HandleDisputeHandler {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly disputes: DisputeRepository,
    private readonly ledger: LedgerRepository,
    private readonly payouts: PayoutRepository,
  ) {}

  /** A dispute of the payment `paymentId` of `processor` opened; see the class. */
  async opened(
    m: EntityManager,
    processor: string,
    paymentId: string,
    dispute: ProcessorDispute,
    at = new Date(),
  ): Promise<void> {
    const payment = await this.payments.lockByProcessorPayment(m, processor, paymentId);
    if (!payment) return;
    const held = chefShareOfDispute(
      await this.ledger.orderEarnings(m, payment.orderId),
      payment.capturedCents,
      payment.refundedCents,
      dispute.amountCents,
    );
    const created = await this.disputes.create(m, {
      id: dispute.id,
      processor,
      orderId: payment.orderId,
      chefId: payment.chefId,
      amountCents: dispute.amountCents,
      heldCents: held,
      reason: dispute.reason,
    });
    if (!created) return;
    await this.ledger.appendDispute(m, payment.chefId, payment.orderId, dispute.id, [
      ['DISPUTE_HOLD', -held],
    ]);
    for (const payoutId of await this.disputes.pendingPayoutsOf(m, payment.orderId)) {
      const payout = await this.payouts.lock(m, payoutId);
      if (payout && payout.hold(at).ok) await this.payouts.save(m, payout, 'PENDING');
    }
  }

  /** A dispute of the payment `paymentId` of `processor` closed (won or lost); see the class. */
  async closed(
    m: EntityManager,
    processor: string,
    paymentId: string,
    dispute: ProcessorDispute,
    at = new Date(),
  ): Promise<void> {
    let row = await this.disputes.lock(m, dispute.id);
    if (!row) {
      await this.opened(m, processor, paymentId, dispute, at);
      row = await this.disputes.lock(m, dispute.id);
    }
    if (!row || row.status !== 'OPEN') return;
    const lost = dispute.status === 'lost';
    const entries: Array<[DisputeLedgerKind, number]> = [['DISPUTE_RELEASE', row.heldCents]];
    if (lost) entries.push(['DISPUTE_LOSS', -row.heldCents]);
    await this.ledger.appendDispute(m, row.chefId, row.orderId, row.id, entries);
    await this.disputes.close(m, row.id, lost ? 'LOST' : 'WON', at);
  }
}
