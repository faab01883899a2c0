import type { z } from 'zod';
import type { EventEnvelope } from '../envelope.js';
import { ChefApplicationSubmittedV1 } from './chef-application-submitted.js';
import { ChefApprovedV1 } from './chef-approved.js';
import { ChefRejectedV1 } from './chef-rejected.js';
import { ChefWaitlistJoinedV1 } from './chef-waitlist-joined.js';
import { GuestWaitlistJoinedV1 } from './guest-waitlist-joined.js';
import { NewsletterSubscribedV1 } from './newsletter-subscribed.js';
import { RestaurantEstablishedV1 } from './restaurant-established.js';
import { UserRegisteredV1 } from './user-registered.js';

export { UserRegisteredV1, type UserRegisteredPayload } from './user-registered.js';
export { ChefWaitlistJoinedV1, type ChefWaitlistJoinedPayload } from './chef-waitlist-joined.js';
export { GuestWaitlistJoinedV1, type GuestWaitlistJoinedPayload } from './guest-waitlist-joined.js';
export {
  NewsletterSubscribedV1,
  type NewsletterSubscribedPayload,
} from './newsletter-subscribed.js';
export {
  RestaurantEstablishedV1,
  type RestaurantEstablishedPayload,
} from './restaurant-established.js';
export {
  ChefApplicationSubmittedV1,
  type ChefApplicationSubmittedPayload,
} from './chef-application-submitted.js';
export { ChefApprovedV1, type ChefApprovedPayload } from './chef-approved.js';
export { ChefRejectedV1, type ChefRejectedPayload } from './chef-rejected.js';

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
