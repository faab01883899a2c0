import type { PaymentStatus } from '@hearth/contracts';
import type { ProcessorActivity } from '../payments/payment-processor.js';
import type { ProviderTransfer } from '../payouts/payout-provider.js';

/**
 * What the daily reconciliation can find (docs/rules/payments.md#reconciliation). The
 * `reconciliation_mismatches.kind` CHECK constraint holds the same list.
 */
export const MISMATCH_KINDS = [
  'CHARGE_NOT_IN_LEDGER',
  'CHARGE_NOT_AT_PROCESSOR',
  'CHARGE_AMOUNT',
  'FEE_AMOUNT',
  'REFUND_NOT_IN_LEDGER',
  'REFUND_NOT_AT_PROCESSOR',
  'REFUND_AMOUNT',
  'DISPUTE_NOT_IN_LEDGER',
  'DISPUTE_NOT_AT_PROCESSOR',
  'DISPUTE_STATUS',
  'DISPUTE_AMOUNT',
  'PAYOUT_NOT_AT_PROVIDER',
  'PAYOUT_FAILED',
  'PAYOUT_AMOUNT',
] as const;

/** One of `MISMATCH_KINDS`. */
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

/**
 * One difference found: its kind, the processor's or provider's id it is about (`reference`: a
 * PaymentIntent, refund or dispute id, or the payout id), the order or payout, and both sides in
 * integer cents (null: that side has no record); `detail` says the statuses when they differ.
 */
export interface Mismatch {
  kind: MismatchKind;
  reference: string;
  orderId: string | null;
  payoutId: string | null;
  ourCents: number | null;
  theirCents: number | null;
  detail: string | null;
}

/** An order's payment as the ledger has it (sums of all its entries, positive cents). */
export interface LedgerPayment {
  /** The processor's payment id (`pi_…`). */
  paymentId: string;
  orderId: string;
  status: PaymentStatus;
  /** The order's GROSS entries. */
  grossCents: number;
  /** The order's PROCESSOR_FEE entries, as a positive amount. */
  feeCents: number;
  /** When its first GROSS entry was written (null: none). */
  grossAt: Date | null;
}

/** A refund as the ledger has it: its REFUND entries, tied to the processor's refund id. */
export interface LedgerRefund {
  refundId: string;
  paymentId: string;
  orderId: string;
  /** Positive cents. */
  amountCents: number;
  at: Date;
}

/** A card dispute as Hearth recorded it (`payment_disputes`). */
export interface LedgerDispute {
  disputeId: string;
  orderId: string;
  status: 'OPEN' | 'WON' | 'LOST';
  amountCents: number;
  openedAt: Date;
}

/** A payout Hearth recorded PAID, with the provider's transfer id. */
export interface PaidPayout {
  payoutId: string;
  amountCents: number;
  transferId: string | null;
}

/** The period one run reconciles: `[from, to)`. */
export interface Period {
  from: Date;
  to: Date;
}

const within = (at: Date | null, p: Period) =>
  at !== null && at.getTime() >= p.from.getTime() && at.getTime() < p.to.getTime();

/**
 * Matches the ledger with the processor for the period `p` (a pure function). `activity` is the
 * processor's for a slightly wider window (so a capture or refund written a moment later on the
 * other side is still matched); the ledger rows are every payment, refund and dispute either side
 * mentions. Only what happened inside `p` on one side is reported:
 * - each capture: the order's GROSS vs the amount captured (`CHARGE_*`), its PROCESSOR_FEE vs the
 *   processor's fee (`FEE_AMOUNT`). A payment Hearth VOIDED with no GROSS whose capture the
 *   processor refunded in full (a capture whose acceptance rolled back, refunded on release)
 *   matches; what is left of it is `CHARGE_NOT_IN_LEDGER`;
 * - each refund, by the processor's refund id: the ledger's REFUND entries vs the refund
 *   (`REFUND_*`);
 * - each dispute (the processor's opened since the lookback, Hearth's opened in `p`): whether
 *   Hearth has it, its status (OPEN/WON/LOST vs open/won/lost) and amount (`DISPUTE_*`).
 */
export function matchProcessor(
  p: Period,
  activity: ProcessorActivity,
  payments: LedgerPayment[],
  refunds: LedgerRefund[],
  disputes: LedgerDispute[],
): Mismatch[] {
  const found: Mismatch[] = [];
  const add = (m: Omit<Mismatch, 'payoutId' | 'detail'> & { detail?: string | null }) =>
    found.push({ payoutId: null, detail: null, ...m });
  const paymentById = new Map(payments.map((x) => [x.paymentId, x]));
  const sumBy = <T>(items: T[], key: (t: T) => string, cents: (t: T) => number) => {
    const sums = new Map<string, number>();
    for (const i of items) sums.set(key(i), (sums.get(key(i)) ?? 0) + cents(i));
    return sums;
  };
  const captured = sumBy(
    activity.charges,
    (c) => c.paymentId,
    (c) => c.amountCents,
  );
  const fees = sumBy(
    activity.charges,
    (c) => c.paymentId,
    (c) => c.feeCents,
  );
  const refundedThere = sumBy(
    activity.refunds,
    (r) => r.paymentId,
    (r) => r.amountCents,
  );
  const orderOfCharge = new Map(activity.charges.map((c) => [c.paymentId, c.orderId]));
  const released = (x: LedgerPayment | undefined) => x?.status === 'VOIDED' && x.grossCents === 0;

  // Captures.
  const chargeIds = new Set([
    ...activity.charges.filter((c) => within(c.at, p)).map((c) => c.paymentId),
    ...payments.filter((x) => within(x.grossAt, p)).map((x) => x.paymentId),
  ]);
  for (const id of [...chargeIds].sort()) {
    const ours = paymentById.get(id);
    const theirs = captured.get(id) ?? 0;
    const orderId = ours?.orderId ?? orderOfCharge.get(id) ?? null;
    if (released(ours)) {
      const left = theirs - (refundedThere.get(id) ?? 0);
      if (left !== 0)
        add({
          kind: 'CHARGE_NOT_IN_LEDGER',
          reference: id,
          orderId,
          ourCents: 0,
          theirCents: left,
        });
      continue;
    }
    const gross = ours?.grossCents ?? 0;
    if (gross === 0 && theirs > 0)
      add({
        kind: 'CHARGE_NOT_IN_LEDGER',
        reference: id,
        orderId,
        ourCents: null,
        theirCents: theirs,
      });
    else if (gross > 0 && theirs === 0)
      add({
        kind: 'CHARGE_NOT_AT_PROCESSOR',
        reference: id,
        orderId,
        ourCents: gross,
        theirCents: null,
      });
    else if (gross !== theirs)
      add({ kind: 'CHARGE_AMOUNT', reference: id, orderId, ourCents: gross, theirCents: theirs });
    if (gross > 0 && theirs > 0 && ours && fees.has(id) && ours.feeCents !== fees.get(id))
      add({
        kind: 'FEE_AMOUNT',
        reference: id,
        orderId,
        ourCents: ours.feeCents,
        theirCents: fees.get(id)!,
      });
  }

  // Refunds.
  const ourRefund = new Map(refunds.map((r) => [r.refundId, r]));
  const theirRefund = new Map(activity.refunds.map((r) => [r.refundId, r]));
  const refundIds = new Set([
    ...activity.refunds.filter((r) => within(r.at, p)).map((r) => r.refundId),
    ...refunds.filter((r) => within(r.at, p)).map((r) => r.refundId),
  ]);
  for (const id of [...refundIds].sort()) {
    const ours = ourRefund.get(id);
    const theirs = theirRefund.get(id);
    const paymentId = ours?.paymentId ?? theirs!.paymentId;
    const orderId =
      ours?.orderId ?? paymentById.get(paymentId)?.orderId ?? orderOfCharge.get(paymentId) ?? null;
    if (!ours) {
      if (released(paymentById.get(paymentId))) continue; // refunded on release: no ledger entry
      add({
        kind: 'REFUND_NOT_IN_LEDGER',
        reference: id,
        orderId,
        ourCents: null,
        theirCents: theirs!.amountCents,
      });
    } else if (!theirs)
      add({
        kind: 'REFUND_NOT_AT_PROCESSOR',
        reference: id,
        orderId,
        ourCents: ours.amountCents,
        theirCents: null,
      });
    else if (ours.amountCents !== theirs.amountCents)
      add({
        kind: 'REFUND_AMOUNT',
        reference: id,
        orderId,
        ourCents: ours.amountCents,
        theirCents: theirs.amountCents,
      });
  }

  // Disputes.
  const ourDispute = new Map(disputes.map((d) => [d.disputeId, d]));
  const theirDispute = new Map(activity.disputes.map((d) => [d.disputeId, d]));
  const disputeIds = new Set([
    ...activity.disputes.map((d) => d.disputeId),
    ...disputes.filter((d) => within(d.openedAt, p)).map((d) => d.disputeId),
  ]);
  for (const id of [...disputeIds].sort()) {
    const ours = ourDispute.get(id);
    const theirs = theirDispute.get(id);
    const orderId =
      ours?.orderId ?? (theirs ? (paymentById.get(theirs.paymentId)?.orderId ?? null) : null);
    if (!ours)
      add({
        kind: 'DISPUTE_NOT_IN_LEDGER',
        reference: id,
        orderId,
        ourCents: null,
        theirCents: theirs!.amountCents,
        detail: theirs!.status,
      });
    else if (!theirs)
      add({
        kind: 'DISPUTE_NOT_AT_PROCESSOR',
        reference: id,
        orderId,
        ourCents: ours.amountCents,
        theirCents: null,
        detail: ours.status,
      });
    else {
      if (ours.status.toLowerCase() !== theirs.status)
        add({
          kind: 'DISPUTE_STATUS',
          reference: id,
          orderId,
          ourCents: ours.amountCents,
          theirCents: theirs.amountCents,
          detail: `ours ${ours.status}, theirs ${theirs.status.toUpperCase()}`,
        });
      if (ours.amountCents !== theirs.amountCents)
        add({
          kind: 'DISPUTE_AMOUNT',
          reference: id,
          orderId,
          ourCents: ours.amountCents,
          theirCents: theirs.amountCents,
        });
    }
  }
  return found;
}

/**
 * Matches each payout Hearth recorded PAID with the provider's transfer (a pure function):
 * unknown to the provider (or no transfer id) is `PAYOUT_NOT_AT_PROVIDER`, a FAILED transfer
 * `PAYOUT_FAILED` (the chef was not paid: theirs is 0), another amount `PAYOUT_AMOUNT`; a PENDING
 * transfer (still on its way) matches. `transfers` maps a transfer id to the provider's record.
 */
export function matchPayouts(
  payouts: PaidPayout[],
  transfers: Map<string, ProviderTransfer | null>,
): Mismatch[] {
  const found: Mismatch[] = [];
  for (const payout of payouts) {
    const t = payout.transferId ? (transfers.get(payout.transferId) ?? null) : null;
    const base = {
      reference: payout.payoutId,
      orderId: null,
      payoutId: payout.payoutId,
      ourCents: payout.amountCents,
    };
    if (!t)
      found.push({
        ...base,
        kind: 'PAYOUT_NOT_AT_PROVIDER',
        theirCents: null,
        detail: 'ours PAID',
      });
    else if (t.status === 'FAILED')
      found.push({
        ...base,
        kind: 'PAYOUT_FAILED',
        theirCents: 0,
        detail: `ours PAID, theirs FAILED (${t.providerStatus})`,
      });
    else if (t.amountCents !== payout.amountCents)
      found.push({
        ...base,
        kind: 'PAYOUT_AMOUNT',
        theirCents: t.amountCents,
        detail: `theirs ${t.status}`,
      });
  }
  return found;
}
