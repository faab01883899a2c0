// User-facing messages of the cart (zod-free: see ../messages.ts).

/**
 * Cart messages (SPEC §8 "Cart warnings (checkout disabled)", the cart rows of the error
 * catalogue, empty state; SPEC §6 guest rule). `{n}`/`{dish}` are filled by the functions.
 */
export const CartMessages = {
  /** SPEC §8 warning: the occurrence's order cutoff has passed (or the dish was withdrawn). */
  noLongerAvailable: 'This dish is no longer available',
  /** SPEC §8 warning: the cart's portions for the session are below its order minimum. */
  belowOrderMinimum: (n: number) => `You need to have at least ${n} items in your cart to order`,
  /** SPEC §8 warning: above the session's order maximum. */
  aboveOrderMaximum: (n: number) => `You cannot have more than ${n} items in your cart to order`,
  /** SPEC §8 warning: remaining 0. */
  outOfStock: 'This dish is out of stock',
  /** SPEC §8 warning: fewer remaining than the quantity wanted. */
  fewerRemaining: (n: number, dish: string) => `There is only ${n} quantity remaining for ${dish}`,
  /** SPEC §8 on add: remaining 0. */
  addOutOfStock: 'This dish is out of stock. Please try again later',
  /** SPEC §8 on add: fewer remaining than the cart would hold. */
  addFewerRemaining: (n: number) => `There is only ${n} remaining. Please try again later`,
  /** SPEC §6/§8: a signed-in user who is not a guest. */
  guestsOnly: 'Log In as a guest to add dish to cart',
  /** SPEC §8 fallback when adding fails without a message. */
  addFailed: 'Error while adding dish to cart',
  /** SPEC §8 when removing fails. */
  removeFailed: 'Failed to remove from cart',
  /** Changing a line's quantity failed without a message (Hearth's; the SPEC has none). */
  quantityChangeFailed: 'Could not change the quantity. Please try again.',
  /** SPEC §8 empty state. */
  empty: 'No items in Cart',
  quantityInvalid: 'Quantity must be a whole number of at least 1',
  quantityTooLarge: (n: number) => `Quantity must be at most ${n}`,
  itemNotFound: 'This item is no longer in your cart',
} as const;
