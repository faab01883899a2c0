import type { z } from 'zod';
import type { EventEnvelope } from '../envelope.js';
import { ChefApplicationSubmittedV1 } from './users/chef-application-submitted.js';
import { ChefApprovedV1 } from './users/chef-approved.js';
import { ChefRejectedV1 } from './users/chef-rejected.js';
import {
  PasswordResetRequestedV1,
  PasswordResetRequestedV2,
} from './users/password-reset-requested.js';
import { UserDeletedV1 } from './users/user-deleted.js';
import { EmailChangeRequestedV1, EmailChangeRequestedV2 } from './users/email-change-requested.js';
import { EmailChangedV1 } from './users/email-changed.js';
import { ChefWaitlistJoinedV1 } from './admin/chef-waitlist-joined.js';
import { GuestWaitlistJoinedV1 } from './admin/guest-waitlist-joined.js';
import { NewsletterSubscribedV1 } from './admin/newsletter-subscribed.js';
import { RestaurantEstablishedV1 } from './restaurants/restaurant-established.js';
import { UserRegisteredV1 } from './users/user-registered.js';
import { DishChangedV1 } from './restaurants/dish-changed.js';
import { DishDeletedV1 } from './restaurants/dish-deleted.js';
import { CookingSessionScheduledV1 } from './sessions/cooking-session-scheduled.js';
import { BankDetailsAddedV1 } from './users/bank-details-added.js';
import { ChefTaxNumberChangedV1 } from './users/chef-tax-number-changed.js';
import { PayoutRecipientCreatedV1 } from './users/payout-recipient-created.js';
import { OrderPlacedV1 } from './orders/order-placed.js';
import { StockReservedV1 } from './sessions/stock-reserved.js';
import { StockRejectedV1 } from './sessions/stock-rejected.js';
import { OrderPendingV1 } from './orders/order-pending.js';
import { OrderRejectedV1 } from './orders/order-rejected.js';
import { OrderAcceptedV1 } from './orders/order-accepted.js';
import { OrderDeclinedV1 } from './orders/order-declined.js';
import { OrderCancelledV1 } from './orders/order-cancelled.js';
import { OrderCompletedV1 } from './orders/order-completed.js';
import { PaymentAuthorizedV1 } from './orders/payment-authorized.js';
import { PaymentCapturedV1 } from './orders/payment-captured.js';
import { PaymentVoidedV1 } from './orders/payment-voided.js';
import { PaymentRefundedV1 } from './orders/payment-refunded.js';
import { OrderReceiptIssuedV1 } from './orders/order-receipt-issued.js';
import { OrderPaymentFailedV1 } from './orders/order-payment-failed.js';
import { OrderTimedOutV1 } from './orders/order-timed-out.js';
import { StandingOrderWeekPlacedV1 } from './orders/standing-order-week-placed.js';
import { StandingOrderWeekMissedV1 } from './orders/standing-order-week-missed.js';
import { TipAddedV1 } from './orders/tip-added.js';
import { PayoutCreatedV1 } from './orders/payout-created.js';
import { PayoutPaidV1 } from './orders/payout-paid.js';
import { OccurrenceStockChangedV1 } from './sessions/occurrence-stock-changed.js';
import { OccurrenceWithdrawnV1 } from './sessions/occurrence-withdrawn.js';
import { OccurrenceDishesWithdrawnV1 } from './sessions/occurrence-dishes-withdrawn.js';
import { DishAvailableAgainV1 } from './sessions/dish-available-again.js';

export { type UserRegisteredPayload } from './users/user-registered.js';
export { type UserDeletedPayload } from './users/user-deleted.js';
export {
  type EmailChangeRequestedPayload,
  type EmailChangeRequestedV2Payload,
} from './users/email-change-requested.js';
export { type EmailChangedPayload } from './users/email-changed.js';
export { type ChefWaitlistJoinedPayload } from './admin/chef-waitlist-joined.js';
export { type GuestWaitlistJoinedPayload } from './admin/guest-waitlist-joined.js';
export { type NewsletterSubscribedPayload } from './admin/newsletter-subscribed.js';
export { type RestaurantEstablishedPayload } from './restaurants/restaurant-established.js';
export { type ChefApplicationSubmittedPayload } from './users/chef-application-submitted.js';
export { type ChefApprovedPayload } from './users/chef-approved.js';
export { type ChefRejectedPayload } from './users/chef-rejected.js';
export {
  type PasswordResetRequestedPayload,
  type PasswordResetRequestedV2Payload,
} from './users/password-reset-requested.js';
export { type DishChangedPayload } from './restaurants/dish-changed.js';
export { type DishDeletedPayload } from './restaurants/dish-deleted.js';
export { type CookingSessionScheduledPayload } from './sessions/cooking-session-scheduled.js';
export { type BankDetailsAddedPayload } from './users/bank-details-added.js';
export { type ChefTaxNumberChangedPayload } from './users/chef-tax-number-changed.js';
export { type PayoutRecipientCreatedPayload } from './users/payout-recipient-created.js';
export { type OrderPlacedPayload } from './orders/order-placed.js';
export { type StockReservedPayload } from './sessions/stock-reserved.js';
export { type StockRejectedPayload } from './sessions/stock-rejected.js';
export { type OrderPendingPayload } from './orders/order-pending.js';
export { type OrderRejectedPayload } from './orders/order-rejected.js';
export { type OrderAcceptedPayload } from './orders/order-accepted.js';
export { type OrderDeclinedPayload } from './orders/order-declined.js';
export { type OrderCancelledPayload } from './orders/order-cancelled.js';
export { type OrderCompletedPayload } from './orders/order-completed.js';
export { type PaymentAuthorizedPayload } from './orders/payment-authorized.js';
export { type PaymentCapturedPayload } from './orders/payment-captured.js';
export { type PaymentVoidedPayload } from './orders/payment-voided.js';
export { type PaymentRefundedPayload } from './orders/payment-refunded.js';
export { type OrderReceiptIssuedPayload } from './orders/order-receipt-issued.js';
export { type OrderPaymentFailedPayload } from './orders/order-payment-failed.js';
export { type OrderTimedOutPayload } from './orders/order-timed-out.js';
export { type StandingOrderWeekPlacedPayload } from './orders/standing-order-week-placed.js';
export { type StandingOrderWeekMissedPayload } from './orders/standing-order-week-missed.js';
export { type TipAddedPayload } from './orders/tip-added.js';
export { type PayoutCreatedPayload } from './orders/payout-created.js';
export { type PayoutPaidPayload } from './orders/payout-paid.js';
export { type OccurrenceStockChangedPayload } from './sessions/occurrence-stock-changed.js';
export { type OccurrenceWithdrawnPayload } from './sessions/occurrence-withdrawn.js';
export { type OccurrenceDishesWithdrawnPayload } from './sessions/occurrence-dishes-withdrawn.js';
export { type DishAvailableAgainPayload } from './sessions/dish-available-again.js';

/** Integration event type names (past tense), the `type` field of an envelope. */
export const EventTypes = {
  UserRegistered: 'UserRegistered',
  ChefWaitlistJoined: 'ChefWaitlistJoined',
  GuestWaitlistJoined: 'GuestWaitlistJoined',
  NewsletterSubscribed: 'NewsletterSubscribed',
  RestaurantEstablished: 'RestaurantEstablished',
  ChefApplicationSubmitted: 'ChefApplicationSubmitted',
  ChefApproved: 'ChefApproved',
  ChefRejected: 'ChefRejected',
  PasswordResetRequested: 'PasswordResetRequested',
  UserDeleted: 'UserDeleted',
  EmailChangeRequested: 'EmailChangeRequested',
  EmailChanged: 'EmailChanged',
  DishChanged: 'DishChanged',
  DishDeleted: 'DishDeleted',
  CookingSessionScheduled: 'CookingSessionScheduled',
  BankDetailsAdded: 'BankDetailsAdded',
  ChefTaxNumberChanged: 'ChefTaxNumberChanged',
  PayoutRecipientCreated: 'PayoutRecipientCreated',
  OrderPlaced: 'OrderPlaced',
  StockReserved: 'StockReserved',
  StockRejected: 'StockRejected',
  OrderPending: 'OrderPending',
  OrderRejected: 'OrderRejected',
  OrderAccepted: 'OrderAccepted',
  OrderDeclined: 'OrderDeclined',
  OrderCancelled: 'OrderCancelled',
  OrderCompleted: 'OrderCompleted',
  OccurrenceStockChanged: 'OccurrenceStockChanged',
  OccurrenceWithdrawn: 'OccurrenceWithdrawn',
  OccurrenceDishesWithdrawn: 'OccurrenceDishesWithdrawn',
  DishAvailableAgain: 'DishAvailableAgain',
  PaymentAuthorized: 'PaymentAuthorized',
  PaymentCaptured: 'PaymentCaptured',
  PaymentVoided: 'PaymentVoided',
  PaymentRefunded: 'PaymentRefunded',
  OrderReceiptIssued: 'OrderReceiptIssued',
  OrderPaymentFailed: 'OrderPaymentFailed',
  OrderTimedOut: 'OrderTimedOut',
  StandingOrderWeekPlaced: 'StandingOrderWeekPlaced',
  StandingOrderWeekMissed: 'StandingOrderWeekMissed',
  TipAdded: 'TipAdded',
  PayoutCreated: 'PayoutCreated',
  PayoutPaid: 'PayoutPaid',
} as const;

export type EventType = (typeof EventTypes)[keyof typeof EventTypes];

/**
 * Payload schemas keyed `${type}@${version}`. A breaking payload change adds a new version
 * (a new key) instead of editing an existing schema, so old events stay readable.
 */
export const eventSchemas = {
  'UserRegistered@1': UserRegisteredV1,
  'ChefWaitlistJoined@1': ChefWaitlistJoinedV1,
  'GuestWaitlistJoined@1': GuestWaitlistJoinedV1,
  'NewsletterSubscribed@1': NewsletterSubscribedV1,
  'RestaurantEstablished@1': RestaurantEstablishedV1,
  'ChefApplicationSubmitted@1': ChefApplicationSubmittedV1,
  'ChefApproved@1': ChefApprovedV1,
  'ChefRejected@1': ChefRejectedV1,
  'PasswordResetRequested@1': PasswordResetRequestedV1,
  'PasswordResetRequested@2': PasswordResetRequestedV2,
  'UserDeleted@1': UserDeletedV1,
  'EmailChangeRequested@1': EmailChangeRequestedV1,
  'EmailChangeRequested@2': EmailChangeRequestedV2,
  'EmailChanged@1': EmailChangedV1,
  'DishChanged@1': DishChangedV1,
  'DishDeleted@1': DishDeletedV1,
  'CookingSessionScheduled@1': CookingSessionScheduledV1,
  'BankDetailsAdded@1': BankDetailsAddedV1,
  'ChefTaxNumberChanged@1': ChefTaxNumberChangedV1,
  'PayoutRecipientCreated@1': PayoutRecipientCreatedV1,
  'OrderPlaced@1': OrderPlacedV1,
  'StockReserved@1': StockReservedV1,
  'StockRejected@1': StockRejectedV1,
  'OrderPending@1': OrderPendingV1,
  'OrderRejected@1': OrderRejectedV1,
  'OrderAccepted@1': OrderAcceptedV1,
  'OrderDeclined@1': OrderDeclinedV1,
  'OrderCancelled@1': OrderCancelledV1,
  'OrderCompleted@1': OrderCompletedV1,
  'PaymentAuthorized@1': PaymentAuthorizedV1,
  'PaymentCaptured@1': PaymentCapturedV1,
  'PaymentVoided@1': PaymentVoidedV1,
  'PaymentRefunded@1': PaymentRefundedV1,
  'OrderReceiptIssued@1': OrderReceiptIssuedV1,
  'OrderPaymentFailed@1': OrderPaymentFailedV1,
  'OrderTimedOut@1': OrderTimedOutV1,
  'StandingOrderWeekPlaced@1': StandingOrderWeekPlacedV1,
  'StandingOrderWeekMissed@1': StandingOrderWeekMissedV1,
  'TipAdded@1': TipAddedV1,
  'PayoutCreated@1': PayoutCreatedV1,
  'PayoutPaid@1': PayoutPaidV1,
  'OccurrenceStockChanged@1': OccurrenceStockChangedV1,
  'OccurrenceWithdrawn@1': OccurrenceWithdrawnV1,
  'OccurrenceDishesWithdrawn@1': OccurrenceDishesWithdrawnV1,
  'DishAvailableAgain@1': DishAvailableAgainV1,
} as const satisfies Record<string, z.ZodType>;

/** A key of `eventSchemas`, e.g. `'UserRegistered@1'`. */
export type EventSchemaKey = keyof typeof eventSchemas;

/** The payload type registered under `K`. */
export type EventPayload<K extends EventSchemaKey = EventSchemaKey> = z.infer<
  (typeof eventSchemas)[K]
>;

/** The registry key of an envelope: `${type}@${version}`. */
export function eventSchemaKey(event: Pick<EventEnvelope, 'type' | 'version'>): string {
  return `${event.type}@${event.version}`;
}

function isSchemaKey(key: string): key is EventSchemaKey {
  return Object.hasOwn(eventSchemas, key);
}

/**
 * Validates `envelope.payload` against the schema registered for its type and version and returns
 * the parsed payload (unknown keys stripped).
 *
 * Pass `expected` (e.g. `'UserRegistered@1'`) to get the precise payload type and to also reject an
 * envelope of any other type/version.
 *
 * @throws Error when the type/version is not registered, does not match `expected`, or the payload
 *   is invalid (the message names the event id, the key and every zod issue).
 */
export function parsePayload<K extends EventSchemaKey = EventSchemaKey>(
  envelope: EventEnvelope,
  expected?: K,
): EventPayload<K> {
  const key = eventSchemaKey(envelope);
  if (expected !== undefined && key !== expected) {
    throw new Error(`Event ${envelope.id}: expected ${expected}, got ${key}`);
  }
  if (!isSchemaKey(key)) {
    const known = Object.keys(eventSchemas).join(', ');
    throw new Error(`Event ${envelope.id}: unknown event type/version ${key} (known: ${known})`);
  }
  const result = eventSchemas[key].safeParse(envelope.payload);
  if (!result.success) {
    const issues = result.error.issues
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('; ');
    throw new Error(`Event ${envelope.id}: invalid ${key} payload: ${issues}`);
  }
  // The key was checked against `expected` above, so the registered schema's output is EventPayload<K>.
  return result.data as EventPayload<K>;
}
