import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';

/**
 * Runs `sweep` every `seconds` (a timer that does not keep the process alive), and once
 * `firstAfterMs` after start when given; `seconds` ≤ 0 or not a number turns it off. A sweep never
 * overlaps the one before it. A failed sweep is logged and tried again at the next tick; a sweep
 * that did something logs how much (`done`: the count it returns). `stop()` clears the timers and
 * waits for a sweep in flight.
 */
export function periodicSweep(
  what: string,
  seconds: number,
  sweep: () => Promise<number>,
  logger: Logger,
  firstAfterMs?: number,
): { stop(): Promise<void> } {
  if (!Number.isFinite(seconds) || seconds <= 0) return { stop: async () => {} };
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = sweep()
      .then((done) => {
        if (done > 0) logger.info({ done }, what);
      })
      .catch((err: unknown) => logger.warn({ err }, `${what}: sweep failed; will retry`))
      .finally(() => (running = null));
  };
  const timers = [setInterval(tick, seconds * 1000)];
  if (firstAfterMs !== undefined) timers.push(setTimeout(tick, firstAfterMs));
  for (const timer of timers) timer.unref();
  return {
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      await running;
    },
  };
}

/**
 * A Nest provider that runs one sweep periodically from the application's start to its shutdown
 * (`periodicSweep`): its interval comes from the environment variable `envName` (seconds; 0 turns
 * it off, e.g. in tests that sweep by hand), `defaultSeconds` when unset.
 */
export abstract class SweepScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private handle: { stop(): Promise<void> } | null = null;

  protected constructor(
    private readonly what: string,
    private readonly envName: string,
    private readonly defaultSeconds: number,
    private readonly logger: Logger,
    private readonly firstAfterMs?: number,
  ) {}

  /** One sweep; returns how many things it did (logged when > 0). */
  protected abstract sweep(): Promise<number>;

  onApplicationBootstrap(): void {
    this.handle = periodicSweep(
      this.what,
      Number(process.env[this.envName] ?? this.defaultSeconds),
      () => this.sweep(),
      this.logger,
      this.firstAfterMs,
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.handle?.stop();
  }
}
