import { Inject, Injectable } from '@nestjs/common';
import type { PaymentStatus } from '@hearth/contracts';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from './payment-processor.js';
import { LedgerRepository } from './ledger.repository.js';

/** One difference between Hearth's records and the processor's. */
export interface ReconciliationIssue {
  orderId: string;
  /** What differs: `ledgerGross`, `ledgerRefunds`, `capturedCents`, `refundedCents`, `status`, `payment`. */
  field: string;
  ours: string;
  processor: string;
}

/** The processor's PaymentIntent status each of Hearth's payment statuses should match. */
const PROCESSOR_STATUS: Record<PaymentStatus, string> = {
  AUTHORIZED: 'requires_capture',
  CAPTURED: 'succeeded',
  PARTIALLY_REFUNDED: 'succeeded',
  REFUNDED: 'succeeded',
  VOIDED: 'canceled',
  FAILED: 'declined',
};

/** ReconcilePayments: an admin checks Hearth's payments and ledger against the processor. */
@Injectable()
export class ReconcilePaymentsQuery {
  constructor(
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    private readonly ledger: LedgerRepository,
  ) {}

  /**
   * Compares each payment the processor made with the processor's own record and lists every
   * difference (status, captured or refunded cents, or the payment missing there), and each order
   * whose ledger GROSS/REFUND sums differ from its payment. A VOIDED payment the processor shows
   * captured and refunded in full (refunded on release) agrees.
   * @returns the differences; empty when all agree.
   * @throws ProcessorUnavailable when the processor cannot be reached.
   */
  async handle(): Promise<ReconciliationIssue[]> {
    const payments = await this.ledger.ledgeredPayments(this.processor.name);
    const issues: ReconciliationIssue[] = [];
    for (const p of payments) {
      const add = (field: string, ours: number | string, theirs: number | string) => {
        if (ours !== theirs)
          issues.push({ orderId: p.orderId, field, ours: String(ours), processor: String(theirs) });
      };
      add('ledgerGross', p.ledgerGross, p.capturedCents);
      add('ledgerRefunds', p.ledgerRefunds, p.refundedCents);
      const theirs = await this.processor.retrieve(p.processorPaymentId);
      if (!theirs) {
        issues.push({ orderId: p.orderId, field: 'payment', ours: p.status, processor: 'missing' });
        continue;
      }
      // A capture whose acceptance rolled back, refunded in full when the order was released
      // (ReleasePaymentHandler): VOIDED here, captured and refunded there — the same nothing.
      const refundedOnRelease =
        p.status === 'VOIDED' &&
        theirs.status === 'succeeded' &&
        theirs.capturedCents === theirs.refundedCents;
      if (refundedOnRelease) continue;
      add('capturedCents', p.capturedCents, theirs.capturedCents);
      add('refundedCents', p.refundedCents, theirs.refundedCents);
      add('status', PROCESSOR_STATUS[p.status], theirs.status);
    }
    return issues;
  }
}
