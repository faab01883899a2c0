import type {
  DisputeStatus,
  PayoutStatus,
  ReconciliationMismatchKind,
} from '@hearth/graphql-client';

/** Payout states as admins say them. */
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  PENDING: 'Pending',
  HELD: 'Held',
  APPROVED: 'Approved',
  PAID: 'Paid',
};

/** The statuses in the order a payout goes through them (the filter lists them so). */
export const PAYOUT_STATUS_ORDER: readonly PayoutStatus[] = ['PENDING', 'HELD', 'APPROVED', 'PAID'];

/** What the Pending Payments panel and the refund panel say (server messages come as they are). */
export const PendingPaymentsMessages = {
  loading: 'Loading payouts…',
  loadFailed: 'The payouts could not be loaded.',
  empty: 'No payouts yet. Run payouts to pay chefs for their completed orders.',
  emptyOf: (status: string) => `No ${status.toLowerCase()} payouts.`,
  actionFailed: 'The payout could not be updated. Please try again.',
  approved: (name: string) => `Payout to ${name} approved`,
  held: (name: string) => `Payout to ${name} held`,
  paid: (name: string) => `Payout to ${name} sent and marked paid`,
  runFailed: 'Payouts could not be run. Please try again.',
  ranNone: 'Nothing to pay out: every completed order is already in a payout.',
  ran: (n: number) => (n === 1 ? '1 payout created' : `${n} payouts created`),
  csvFailed: 'The CSV could not be downloaded. Please try again.',
  noBank: 'Not on file',
  firstOnly: (n: number) => `Showing the first ${n} payouts. Choose a status to narrow the list.`,
  // The refund panel.
  lookupFailed: 'The order could not be loaded. Please try again.',
  noPayment: 'This order has no payment.',
  fullyRefunded: 'Fully refunded: nothing is left to refund.',
  refundFailed: 'The refund could not be made. Please try again.',
  refunded: (amount: string) => `${amount} refunded`,
} as const;

/** Card dispute states as admins say them. */
export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  OPEN: 'Open',
  WON: 'Won',
  LOST: 'Lost',
};

/** What Pending Payments says about card disputes (chargebacks). */
export const DisputeMessages = {
  loading: 'Loading card disputes…',
  loadFailed: 'The card disputes could not be loaded.',
  empty: 'No card disputes.',
  openNote: (n: number) =>
    `${n === 1 ? '1 dispute is' : `${n} disputes are`} open: the chef's share is held from their payouts until the bank decides. Answer disputes in the payment processor's dashboard.`,
  closedNote: 'No dispute is open.',
  /** The chef's share of a dispute, by the dispute's status (the amount formatted). */
  held: {
    OPEN: (amount: string) => `${amount} held`,
    WON: (amount: string) => `${amount} released`,
    LOST: (amount: string) => `${amount} taken from the next payout`,
  } satisfies Record<DisputeStatus, (amount: string) => string>,
} as const;

/** What each reconciliation mismatch means, as admins say it (ReconciliationMismatchKind). */
export const MISMATCH_KIND_LABELS: Record<ReconciliationMismatchKind, string> = {
  CHARGE_NOT_IN_LEDGER: 'Charge missing from our ledger',
  CHARGE_NOT_AT_PROCESSOR: 'Charge missing at the card processor',
  CHARGE_AMOUNT: 'Charged amount differs',
  FEE_AMOUNT: 'Processor fee differs',
  REFUND_NOT_IN_LEDGER: 'Refund missing from our ledger',
  REFUND_NOT_AT_PROCESSOR: 'Refund missing at the card processor',
  REFUND_AMOUNT: 'Refund amount differs',
  DISPUTE_NOT_IN_LEDGER: 'Dispute missing from our records',
  DISPUTE_NOT_AT_PROCESSOR: 'Dispute missing at the card processor',
  DISPUTE_STATUS: 'Dispute status differs',
  DISPUTE_AMOUNT: 'Dispute amount differs',
  PAYOUT_NOT_AT_PROVIDER: 'Payout missing at the payout provider',
  PAYOUT_FAILED: 'Payout failed at the payout provider',
  PAYOUT_AMOUNT: 'Payout amount differs',
};

/** What Pending Payments says about the daily reconciliation. */
export const ReconciliationMessages = {
  loading: 'Loading the reconciliation…',
  loadFailed: 'The reconciliation could not be loaded.',
  matches: 'Everything matches',
  lastRun: (day: string, ranAt: string) => `Last checked: ${day} (ran ${ranAt}).`,
  notRunYet:
    'Not checked yet: the ledger is compared with the card processor and the payout provider every night.',
  openNote: (n: number) =>
    `${n === 1 ? '1 difference' : `${n} differences`} between our ledger and the card processor or payout provider. Look into each one, fix it where it happened, then mark it resolved with a note.`,
  noneOnTheirSide: 'None',
  resolve: 'Mark resolved',
  resolveTitle: 'Mark this difference resolved?',
  noteLabel: 'What was done',
  noteHint: 'For example: refund recorded by hand; chef paid again.',
  resolved: 'Marked resolved',
  resolveFailed: 'It could not be marked resolved. Please try again.',
} as const;
