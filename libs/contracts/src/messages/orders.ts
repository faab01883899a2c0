// User-facing messages of checkout and the order lifecycle (zod-free: see ../messages.ts).
import type { OrderStatus } from '../order.js';

/** Checkout and order lifecycle messages (checkout form, order modals, the order saga). */
export const OrderMessages = {
  nothingToOrder: 'Add dishes from this session to your cart first',
  cartHasWarnings: 'Fix the warnings in your cart before checking out',
  fulfilmentRequired: 'Choose delivery or pickup',
  deliveryNotOffered: 'This session does not offer delivery',
  pickupNotOffered: 'This session does not offer pickup',
  addressRequired: 'Address line 1 is required',
  addressTooLong: 'Address lines must be at most 200 characters',
  postalCodeRequired: 'Postal code is required',
  locationRequired: 'Choose your address from the suggestions so we can locate it',
  /** The address is farther from the restaurant than its delivery radius (km). */
  outsideRadius: (km: number) => `This address is outside the restaurant's ${km} km delivery area`,
  instructionsTooLong: 'Instructions must be at most 300 characters',
  idempotencyKeyRequired: 'A checkout key is required',
  declineReasonRequired: 'Please give a reason for declining the order',
  declineReasonTooLong: 'The reason must be at most 300 characters',
  onlyPendingCanBeAccepted: 'Only a pending order can be accepted',
  onlyPendingCanBeDeclined: 'Only a pending order can be declined',
  onlyPendingCanBeCancelled: 'Only a pending order can be cancelled',
  onlyAcceptedCanBeCompleted: 'Only an accepted order can be completed',
  notFound: 'This order does not exist',
  /** Cancel-order confirmation (product wording). */
  cancelConfirm: 'Do you want to cancel the order?',
  cancelGoBack: 'Go Back',
  cancelYes: 'Yes',
  /**
   * The decline reason of a PENDING order its chef did not answer before the session's order
   * cutoff (the platform declines it; the hold on the card is released).
   */
  notAnsweredInTime:
    'The chef did not answer before the order cutoff, so the order was declined and your card was not charged',
  /** Why an order was REJECTED when its stock could not be confirmed in time (nothing charged). */
  notConfirmed:
    'We could not confirm this order in time, so nothing was charged. Your dishes are back in your cart: please try again',
  /** Why an order was REJECTED by the stock saga, shown to the guest. */
  rejected: {
    INVALID_QUANTITY: 'The quantities in this order are not valid',
    UNKNOWN_OCCURRENCE: 'This cooking session is no longer available',
    /** The restaurant stopped being public between checkout and the stock step. */
    RESTAURANT_NOT_PUBLIC: 'This restaurant is not taking orders right now',
    ORDER_CUTOFF_PASSED: 'This dish is no longer available',
    ORDER_LIMIT: 'The number of items in this order is outside the session limits',
    BELOW_DISH_MINIMUM: 'A dish in this order is below its minimum quantity',
    UNKNOWN_DISH: 'A dish in this order is no longer offered in this session',
    OUT_OF_STOCK: 'This dish is out of stock',
  },
} as const;

/**
 * An order's status as guests and chefs read it, by `OrderStatus` (the English text is the i18n
 * key; @hearth/i18n's shared translations hold the other locales).
 */
export const OrderStatusLabels = {
  PLACED: 'Placed',
  PENDING: 'Pending',
  REJECTED: 'Rejected',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
  COMPLETED: 'Completed',
} as const satisfies Record<OrderStatus, string>;
