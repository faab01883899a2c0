/**
 * A fresh key of one card form: the server saves one card (or starts one card setup) per key,
 * so a resubmit of the same form never saves twice.
 */
export function newFormKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `card-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
