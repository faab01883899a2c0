import { PaymentMessages } from '@hearth/contracts';

/**
 * A payout's states, in the order a payout goes through them: PENDING (a run wrote it, waiting for
 * an admin) → APPROVED or HELD; HELD → APPROVED; APPROVED → PAID (the bank transfer was sent,
 * final). The `payouts.status` CHECK constraint holds the same list.
 */
export const PAYOUT_STATUSES = ['PENDING', 'HELD', 'APPROVED', 'PAID'] as const;

/** One of `PAYOUT_STATUSES`. */
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** The status every payout starts in (a payout run writes it). */
export const NEW_PAYOUT_STATUS: PayoutStatus = 'PENDING';

/** The last status: a PAID payout never changes again (its bank account is fixed too). */
export const FINAL_PAYOUT_STATUS: PayoutStatus = 'PAID';

/**
 * Every status change of a payout, the rule the model follows: from which statuses, to which,
 * and the admin-facing message when the payout is anywhere else (`PaymentMessages`).
 */
export const PAYOUT_TRANSITIONS = {
  hold: { from: ['PENDING'], to: 'HELD', refused: PaymentMessages.payoutHoldInvalid },
  approve: {
    from: ['PENDING', 'HELD'],
    to: 'APPROVED',
    refused: PaymentMessages.payoutApproveInvalid,
  },
  markPaid: { from: ['APPROVED'], to: 'PAID', refused: PaymentMessages.payoutMarkPaidInvalid },
} as const satisfies Record<
  string,
  { from: readonly PayoutStatus[]; to: PayoutStatus; refused: string }
>;

/** A payout status change by name (`hold`, `approve`, `markPaid`). */
export type PayoutAction = keyof typeof PAYOUT_TRANSITIONS;

/** A status change a payout's method decided: from where to where, or the refusal's message. */
export type PayoutStatusChange =
  { ok: true; from: PayoutStatus; to: PayoutStatus } | { ok: false; message: string };

/** The columns a payout's state is made of (what the repository loads and saves). */
export interface PayoutState {
  id: string;
  chefId: string;
  /** What the chef is paid, integer cents (CAD, > 0). */
  amountCents: number;
  status: PayoutStatus;
  heldAt: Date | null;
  approvedAt: Date | null;
  paidAt: Date | null;
  /** The payout provider's transfer id once PAID. */
  transferReference: string | null;
}

/**
 * A chef's payout for one period (the aggregate of the admins' decisions). Its methods own every
 * status change and refuse an illegal one with `PAYOUT_TRANSITIONS`' message, changing nothing;
 * a legal one moves the status and stamps when it happened. `PayoutRepository.save` persists a
 * change with a conditional update on the status it started from, so two racing decisions cannot
 * both win. How a payout is created (per chef and period, with its ledger entries) is the run's
 * rule (`RunPayoutsHandler`); it always starts `NEW_PAYOUT_STATUS`.
 */
export class Payout implements PayoutState {
  id!: string;
  chefId!: string;
  amountCents!: number;
  status!: PayoutStatus;
  heldAt!: Date | null;
  approvedAt!: Date | null;
  paidAt!: Date | null;
  transferReference!: string | null;

  /** A payout with the state `s` (copied). */
  constructor(s: PayoutState) {
    Object.assign(this, s);
  }

  /** The message refusing `action` in the payout's current status, or null when it is allowed. */
  refusal(action: PayoutAction): string | null {
    const t = PAYOUT_TRANSITIONS[action];
    return (t.from as readonly PayoutStatus[]).includes(this.status) ? null : t.refused;
  }

  /** HoldPayout: PENDING → HELD, `heldAt` = `at`; anything else refused (`payoutHoldInvalid`). */
  hold(at: Date): PayoutStatusChange {
    const change = this.move('hold');
    if (change.ok) this.heldAt = at;
    return change;
  }

  /**
   * ApprovePayout: PENDING or HELD → APPROVED, `approvedAt` = `at`; anything else refused
   * (`payoutApproveInvalid`).
   */
  approve(at: Date): PayoutStatusChange {
    const change = this.move('approve');
    if (change.ok) this.approvedAt = at;
    return change;
  }

  /**
   * MarkPayoutPaid, after the provider sent the transfer `transferId`: APPROVED → PAID with
   * `paidAt` = `at` and the transfer's id; anything else refused (`payoutMarkPaidInvalid`). The
   * handler asks `refusal('markPaid')` before it sends any money.
   */
  markPaid(transferId: string, at: Date): PayoutStatusChange {
    const change = this.move('markPaid');
    if (change.ok) {
      this.paidAt = at;
      this.transferReference = transferId;
    }
    return change;
  }

  private move(action: PayoutAction): PayoutStatusChange {
    const refused = this.refusal(action);
    if (refused !== null) return { ok: false, message: refused };
    const from = this.status;
    this.status = PAYOUT_TRANSITIONS[action].to;
    return { ok: true, from, to: this.status };
  }
}
