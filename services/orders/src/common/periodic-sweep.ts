import type { Logger } from 'pino';

/**
 * Runs `sweep` every `seconds` (a timer that does not keep the process alive); `seconds` ≤ 0
 * or not a number turns it off. A failed sweep is logged and tried again at the next tick; a
 * sweep that did something logs how much (`done`: the count it returns). `stop()` clears the
 * timer and waits for a sweep in flight.
 */
export function periodicSweep(
  what: string,
  seconds: number,
  sweep: () => Promise<number>,
  logger: Logger,
): { stop(): Promise<void> } {
  if (!Number.isFinite(seconds) || seconds <= 0) return { stop: async () => {} };
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = sweep()
      .then((done) => {
        if (done > 0) logger.info({ done }, what);
      })
      .catch((err: unknown) => logger.warn({ err }, `${what}: sweep failed; will retry`));
  }, seconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
