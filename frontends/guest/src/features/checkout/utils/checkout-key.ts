// One idempotency key per checkout screen (docs/api.md): a double submit places one order.

/** A fresh checkout key (docs/api.md: one per checkout screen, 8–100 characters). */
export function newCheckoutKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `checkout-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
