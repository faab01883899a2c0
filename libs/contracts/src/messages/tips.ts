// User-facing messages of tips (zod-free: see ../messages.ts).

/**
 * Tip messages (checkout's Tip section, "Add a tip" on a completed order, receipts and the chef's
 * statement): a tip goes to the chef in full, with no commission and no sales tax
 * (docs/rules/payments.md#tips).
 */
export const TipMessages = {
  /** A tip that is negative, under the smallest card charge or above `TIP_MAX_CENTS`. */
  amountInvalid: 'Enter a tip between $0.50 and $200.00, or choose No tip',
  /** A tip with a fraction of a cent (the API takes integer cents; the form takes dollars). */
  amountNotCents: 'Enter the tip in dollars and cents, like 5.00',
  /** "Add a tip" on an order that is not COMPLETED yet. */
  notCompleted: 'You can add a tip once the order is completed',
  /** A second tip on an order (one tip per order, at checkout or after completion). */
  alreadyTipped: 'This order already has a tip',
  /** The order is not the signed-in guest's (or does not exist). */
  orderNotFound: 'This order was not found',
  /** Shown once a tip after completion went through. */
  thanks: 'Thank you! Your tip goes to the chef in full.',
  /** Beside the tip choices. */
  goesToChef: '100% of your tip goes to the chef. Tips carry no commission and no sales tax.',
} as const;
