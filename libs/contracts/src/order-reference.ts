/*
 * The order reference: the one short name of an order that a person reads or says — on the guest's
 * "Order confirmed", their order pages, the chef's incoming orders and history, every order e-mail
 * and in-app notification, the admin's payments, refunds and help reports, and in messaging.
 * It is derived from the order id (no column of its own), so it never disagrees with it.
 */

import { UUID_PATTERN } from './ids.js';

/**
 * The short order reference of `orderId`: `#` + the first 8 hex digits of the id, upper-cased
 * (`d6e593a0-5b8f-…` → `#D6E593A0`). The orders subgraph serves the same text as
 * `Order.reference`; screens that only have an order id (a notification, a report, a
 * conversation) call this instead of slicing the id themselves.
 */
export const orderReference = (orderId: string): string =>
  `#${orderId.trim().slice(0, 8).toUpperCase()}`;

/** What a person may type for a reference: optional `#`, then the 8 hex digits, any case. */
const TYPED_REFERENCE = /^#?\s*([0-9a-f]{8})$/i;

/**
 * The order-id prefix a typed reference stands for: `#d6e593a0`, `D6E593A0` or ` d6e593a0 `
 * → `d6e593a0` (lower-case, as PostgreSQL prints a uuid), for a prefix match on the id's text.
 * Returns null for anything else (too short or long, not hex, an empty string) — including a full
 * uuid, which callers match exactly instead.
 */
export function parseOrderReference(typed: string): string | null {
  const match = TYPED_REFERENCE.exec(typed.trim());
  return match ? match[1].toLowerCase() : null;
}

/** At most this many orders answer one reference search (8 hex digits rarely match two). */
export const ORDER_REFERENCE_MATCHES_MAX = 10;

/**
 * What an admin's order search matches, by prefix, on the id's text: a full order id (any case,
 * padded) → that id, lower-cased; a reference (`parseOrderReference`) → its 8-digit prefix;
 * anything else → null. The result holds only hex digits and dashes, so it is safe in a LIKE.
 */
export function orderSearchPrefix(typed: string): string | null {
  const text = typed.trim().replace(/^#\s*/, '');
  return UUID_PATTERN.test(text) ? text.toLowerCase() : parseOrderReference(text);
}

/** The texts of the order search (admins' order refunds). */
export const OrderReferenceMessages = {
  /** Typed text that is neither a reference nor an order id. */
  invalid: 'Enter the order reference (like #D6E593A0) or the full order id',
  /** No order has the typed reference or id. */
  notFound: 'No order has this reference.',
} as const;
