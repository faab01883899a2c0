// User-facing messages of the cart (zod-free: see ../messages.ts).

/**
 * Cart messages: the line warnings that disable checkout, the add/remove failures, the guests-only
 * rule and the empty state — product wording, word for word, except where marked Hearth's.
 * `{n}`/`{dish}` are filled by the functions.
 */
export const CartMessages = {
  /** Warning: the occurrence's order cutoff has passed (or the dish was withdrawn). */
  noLongerAvailable: 'This dish is no longer available',
  /** Warning: the cart's portions for the session are below its order minimum. */
  belowOrderMinimum: (n: number) => `You need to have at least ${n} items in your cart to order`,
  /** Warning: above the session's order maximum. */
  aboveOrderMaximum: (n: number) => `You cannot have more than ${n} items in your cart to order`,
  /** Warning: remaining 0. */
  outOfStock: 'This dish is out of stock',
  /** Warning: fewer remaining than the quantity wanted. */
  fewerRemaining: (n: number, dish: string) => `There is only ${n} quantity remaining for ${dish}`,
  /** On add: remaining 0. */
  addOutOfStock: 'This dish is out of stock. Please try again later',
  /** On add: fewer remaining than the cart would hold. */
  addFewerRemaining: (n: number) => `There is only ${n} remaining. Please try again later`,
  /** A signed-in user who is not a guest (only guests may add to cart). */
  guestsOnly: 'Log In as a guest to add dish to cart',
  /** Fallback when adding fails without a message. */
  addFailed: 'Error while adding dish to cart',
  /** When removing fails. */
  removeFailed: 'Failed to remove from cart',
  /** Changing a line's quantity failed without a message (Hearth's wording). */
  quantityChangeFailed: 'Could not change the quantity. Please try again.',
  /** Empty state. */
  empty: 'No items in Cart',
  quantityInvalid: 'Quantity must be a whole number of at least 1',
  quantityTooLarge: (n: number) => `Quantity must be at most ${n}`,
  itemNotFound: 'This item is no longer in your cart',
} as const;
