/** An RFC 4122 UUID in its canonical text form (8-4-4-4-12 hex digits, any case). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when `value` is a string holding a UUID (`UUID_PATTERN`). Services check ids from the
 * client with it before they reach PostgreSQL, where a malformed `uuid` would be a server error.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
