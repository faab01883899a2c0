// User-facing messages of payments: cards, charges, refunds, earnings and payouts (zod-free: see
// ../messages.ts).

/** Payment messages (checkout card step, /user/settings/payment, order charges, admin refunds). */
export const PaymentMessages = {
  cardRequired: 'Choose a card to pay with',
  cardNotFound: 'This card is not saved to your account',
  cardNumberInvalid: 'Enter one of the test card numbers',
  cardAdded: 'Card saved',
  cardRemoved: 'Card removed',
  /** Live mode: the processor's card form cannot be offered (no card setup at this processor). */
  cardSetupUnavailable: 'Adding a card is not available right now. Try again later.',
  /** Live mode: the card setup named is unknown or belongs to another account. */
  cardSetupNotFound: 'We could not find this card setup. Enter your card again.',
  /** Live mode: the processor has not confirmed the card setup (yet), so no card is saved. */
  cardSetupNotConfirmed: 'Your card was not confirmed. Enter it again.',
  /** Live mode: the processor's card form (its script) could not be loaded in the browser. */
  cardFormLoadFailed: 'The card form could not load. Check your connection and try again.',
  /** Shown beside every card form while the platform runs its local test-mode processor. */
  testMode: 'Test mode: no real card is charged. Use one of the test cards below.',
  /** The processor refused the authorisation; its own reason follows when it gives one. */
  declinedFallback: 'Your card was declined.',
  /**
   * The guest's bank wanted to confirm a hold with the guest (3-D Secure), which a hold placed
   * while the guest is away cannot ask for: the order is rejected with this reason.
   */
  authenticationRequired:
    'Your bank wants to confirm this payment with you, which Hearth cannot ask for. Place the order again with another card.',
  /**
   * The same at a far-off order's hold renewal: the old hold stays until it lapses; shown on the
   * order's payment.
   */
  renewalAuthenticationRequired:
    'Your bank wants to confirm the renewed hold on your card with you, which Hearth cannot ask for. If the chef has not accepted before the current hold ends, cancel the order and place it again with another card.',
  captureFailed: 'The payment could not be collected, so the order was not accepted. Try again.',
  refundAmountInvalid: 'Enter an amount between $0.01 and what is left to refund',
  refundNotCaptured: 'Only a paid order can be refunded',
  refundReasonTooLong: 'The reason must be at most 300 characters',
  noPayment: 'This order has no payment',
  /** Payouts (admin Pending Payments, the chef's Earnings). */
  payoutNotFound: 'This payout does not exist',
  payoutApproveInvalid: 'Only a pending or held payout can be approved',
  payoutHoldInvalid: 'Only a pending payout can be held',
  payoutMarkPaidInvalid: 'Only an approved payout can be marked paid',
  payoutTransferFailed: 'The bank transfer could not be sent. Try again.',
  payoutPeriodInFuture: 'A payout run cannot end in the future',
  /** A run whose period end is not after the latest run's (it would pay refunded money again). */
  payoutPeriodNotAfterLatest: 'Payouts have already run up to this date or later',
} as const;

/** Guest-facing names of a payment's states (order detail, admin). */
export const PaymentStatusLabels = {
  AUTHORIZED: 'Card authorised, not charged yet',
  CAPTURED: 'Charged',
  VOIDED: 'Authorisation released, not charged',
  FAILED: 'Card declined',
  REFUNDED: 'Refunded',
  PARTIALLY_REFUNDED: 'Partly refunded',
} as const;
