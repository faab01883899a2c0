// User-facing messages of promotions (zod-free: see ../messages.ts). All Hearth's wording.

/**
 * Promotion messages: the admin's Create Promotion form (one per bad value), the admin's list
 * actions, and why a code does not apply at the cart and checkout. `{{minimum}}` is filled with
 * an amount in dollars (`fillMessage` on the server, i18next's interpolation in the browser).
 */
export const PromotionMessages = {
  nameRequired: 'Give the promotion a name',
  nameTooLong: 'The name must be at most 80 characters',
  kindRequired: 'Choose a code or an automatic offer',
  codeRequired: 'Enter the code guests will type',
  codeFormat: 'A code is 3 to 20 letters, digits or dashes',
  codeTaken: 'Another promotion already uses this code',
  discountTypeRequired: 'Choose a percentage or a fixed amount',
  percentRange: 'The percentage must be a whole number from 1 to 100',
  amountRange: 'The amount must be between $0.01 and $1,000.00',
  minSubtotalRange: 'The minimum subtotal must be between $0.00 and $10,000.00',
  startsAtRequired: 'Choose when the promotion starts',
  endsAtRequired: 'Choose when the promotion ends',
  endsBeforeStart: 'The end must be after the start',
  endsInPast: 'The end must be in the future',
  timeZoneInvalid: 'Choose a valid time zone',
  totalLimitRange: 'The total limit must be a whole number from 1 to 1,000,000, or empty',
  perGuestLimitRange: 'The limit per guest must be a whole number from 1 to 100, or empty',
  perGuestAboveTotal: 'The limit per guest cannot be above the total limit',
  restaurantsTooMany: 'Choose at most 100 restaurants',
  restaurantUnknown: 'Choose restaurants from the list',
  cuisinesTooMany: 'Choose at most 50 cuisines',
  cuisineInvalid: 'Each cuisine must be 1 to 20 characters',
  fundedByRequired: 'Choose who funds the discount',
  chefFundedNeedsRestaurants: 'A discount the chef funds must be limited to their restaurants',
  /** Admin list actions. */
  notFound: 'This promotion does not exist',
  onlyRunningCanBePaused: 'Only a running or scheduled promotion can be paused',
  onlyPausedCanBeResumed: 'Only a paused promotion can be resumed',
  alreadyEnded: 'This promotion has already ended',
  /** Why a code does not apply (cart, checkout, placing the order). */
  codeUnknown: 'This code does not exist',
  codeNotStarted: 'This code is not active yet',
  codeExpired: 'This code has expired',
  codePaused: 'This code is not available right now',
  codeMinimumNotMet: 'This code needs a subtotal of at least {{minimum}}',
  codeAlreadyUsed: 'You have already used this code',
  codeFullyRedeemed: 'This code has been fully redeemed',
  codeWrongRestaurant: 'This code is not for this restaurant',
  codeFirstOrderOnly: 'This code is only for your first order',
  codeWaitlistOnly: 'This code is only for guests who joined our waitlist',
  /** An automatic offer shown at checkout ran out or ended before the order was placed. */
  offerGone: 'The offer on this order is no longer available. Check the new total and try again.',
} as const;

/** Why a promotion does not apply to a cart (the checkout shows each one's message). */
export const PROMOTION_REFUSALS = {
  UNKNOWN: PromotionMessages.codeUnknown,
  NOT_STARTED: PromotionMessages.codeNotStarted,
  EXPIRED: PromotionMessages.codeExpired,
  PAUSED: PromotionMessages.codePaused,
  MINIMUM_NOT_MET: PromotionMessages.codeMinimumNotMet,
  ALREADY_USED: PromotionMessages.codeAlreadyUsed,
  FULLY_REDEEMED: PromotionMessages.codeFullyRedeemed,
  WRONG_RESTAURANT: PromotionMessages.codeWrongRestaurant,
  FIRST_ORDER_ONLY: PromotionMessages.codeFirstOrderOnly,
  WAITLIST_ONLY: PromotionMessages.codeWaitlistOnly,
} as const;
export type PromotionRefusal = keyof typeof PROMOTION_REFUSALS;

/** Admin-facing names of a promotion's states. */
export const PromotionStatusLabels = {
  SCHEDULED: 'Scheduled',
  ACTIVE: 'Running',
  PAUSED: 'Paused',
  ENDED: 'Ended',
} as const;

/** `{{name}}` placeholders of a message filled with `values` (the server's English text). */
export function fillMessage(message: string, values: Record<string, string>): string {
  return message.replace(/\{\{(\w+)\}\}/g, (all, name: string) => values[name] ?? all);
}
