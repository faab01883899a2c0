import type { EventEnvelope } from './envelope.js';
import type { EventHandler, RetryPolicy } from './bus.js';

/** Outcome of delivering one event to one handler with retries. */
export type DeliveryOutcome =
  | { ok: true; attempts: number }
  /** `aborted`: the consumer is stopping; do not dead-letter, leave the event for redelivery. */
  | { ok: false; attempts: number; error: Error; aborted: boolean };

/** Told about each failed attempt (for logs): the error, the attempt number, and its kind. */
export type RetryObserver = (error: Error, attempt: number, transient: boolean) => void;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Backoff before attempt `attempt + 1` (attempt counts from 1), in milliseconds. */
export function backoffMs(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.maxBackoffMs, policy.initialBackoffMs * 2 ** (attempt - 1));
}

/** Node socket errors that mean "the other side is not reachable right now". */
const TRANSIENT_NET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs worth waiting out: connection exceptions (class 08), serialization failure
 * and deadlock (40001, 40P01), too many connections / out of memory (53300, 53200), lock not
 * available (55P03), statement timeout (57014), admin/crash shutdown and "starting up" (57P01–03).
 */
const TRANSIENT_SQLSTATES = new Set([
  '40001',
  '40P01',
  '53200',
  '53300',
  '55P03',
  '57014',
  '57P01',
  '57P02',
  '57P03',
]);

const TRANSIENT_MESSAGES =
  /connection terminated|connection timeout|timeout exceeded when trying to connect|terminating connection|the database system is (starting up|shutting down|in recovery mode)|Connection refused|Client has encountered a connection error|Cannot use a pool after calling end/i;

/**
 * True when `err` looks like a passing failure of something the handler depends on (its database
 * unreachable or restarting, a serialization conflict, a timeout) rather than a problem with the
 * event itself, or an error that says so itself (`transient: true`). Looks through TypeORM's
 * `driverError`, `cause` and `AggregateError.errors`.
 */
export function isTransientError(err: unknown, depth = 0): boolean {
  if (depth > 4 || typeof err !== 'object' || err === null) return false;
  const e = err as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
    transient?: unknown;
  };
  // An adapter's own "try again later" error (e.g. a payment processor that cannot be reached).
  if (e.transient === true) return true;
  if (typeof e.code === 'string') {
    if (TRANSIENT_NET_CODES.has(e.code) || TRANSIENT_SQLSTATES.has(e.code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  if (typeof e.message === 'string' && TRANSIENT_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isTransientError(inner, depth + 1)))
    return true;
  return isTransientError(e.driverError, depth + 1) || isTransientError(e.cause, depth + 1);
}

/**
 * Calls `handler(event)` until it succeeds, with exponential backoff between failures:
 * - a transient failure (`isTransientError`: database down, serialization conflict, timeout) is
 *   retried for as long as it takes and never counts towards `policy.maxAttempts`, so an outage
 *   of a dependency cannot send a good event to the dead-letter topic;
 * - any other failure counts; after `policy.maxAttempts` of them the last error is returned so the
 *   caller can dead-letter the event (a poison message).
 * Never throws. `isStopping` lets a shutting-down consumer give up waiting early (`aborted`: the
 * event must be left for redelivery). `onFailure` is told about every failed attempt.
 */
export async function deliverWithRetry(
  handler: EventHandler,
  event: EventEnvelope,
  policy: RetryPolicy,
  isStopping: () => boolean = () => false,
  onFailure?: RetryObserver,
): Promise<DeliveryOutcome> {
  let lastError: Error = new Error('not attempted');
  let attempts = 0; // every call of the handler
  let counted = 0; // failures that were not transient
  for (;;) {
    // A stop requested during the backoff sleep must not start another attempt.
    if (attempts > 0 && isStopping())
      return { ok: false, attempts, error: lastError, aborted: true };
    attempts++;
    try {
      await handler(event);
      return { ok: true, attempts };
    } catch (err) {
      lastError = err instanceof Error ? err : new Error(String(err));
      const transient = isTransientError(err);
      if (!transient) counted++;
      onFailure?.(lastError, attempts, transient);
      if (isStopping()) return { ok: false, attempts, error: lastError, aborted: true };
      if (!transient && counted >= policy.maxAttempts)
        return { ok: false, attempts, error: lastError, aborted: false };
      await sleep(backoffMs(policy, transient ? Math.min(attempts, 16) : counted));
    }
  }
}
