import type { EventEnvelope } from './envelope.js';
import type { EventHandler, RetryPolicy } from './bus.js';

/** Outcome of delivering one event to one handler with retries. */
export type DeliveryOutcome =
  | { ok: true; attempts: number }
  /** `aborted`: the consumer is stopping; do not dead-letter, leave the event for redelivery. */
  | { ok: false; attempts: number; error: Error; aborted: boolean };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Backoff before attempt `attempt + 1` (attempt counts from 1), in milliseconds. */
export function backoffMs(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.maxBackoffMs, policy.initialBackoffMs * 2 ** (attempt - 1));
}

/**
 * Calls `handler(event)` up to `policy.maxAttempts` times with exponential backoff between
 * failures. Never throws: returns the last error when every attempt failed, so the caller can
 * dead-letter the event. `isStopping` lets a shutting-down consumer give up waiting early.
 */
export async function deliverWithRetry(
  handler: EventHandler,
  event: EventEnvelope,
  policy: RetryPolicy,
  isStopping: () => boolean = () => false,
): Promise<DeliveryOutcome> {
  let lastError: Error = new Error('not attempted');
  for (let attempt = 1; attempt <= policy.maxAttempts; attempt++) {
    // A stop requested during the backoff sleep must not start another attempt.
    if (attempt > 1 && isStopping())
      return { ok: false, attempts: attempt - 1, error: lastError, aborted: true };
    try {
      await handler(event);
      return { ok: true, attempts: attempt };
    } catch (err) {
      lastError = err instanceof Error ? err : new Error(String(err));
      if (isStopping()) return { ok: false, attempts: attempt, error: lastError, aborted: true };
      if (attempt < policy.maxAttempts) await sleep(backoffMs(policy, attempt));
    }
  }
  return { ok: false, attempts: policy.maxAttempts, error: lastError, aborted: false };
}
