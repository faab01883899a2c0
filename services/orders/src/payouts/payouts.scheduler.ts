import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@hearth/nest-common';
import { PayoutsService } from './payouts.service.js';

/**
 * The weekly payout run: every `PAYOUT_SCHEDULE_CHECK_SECONDS` (default 300; 0 turns it off, e.g.
 * in tests that run payouts by hand), and once shortly after start-up, `PayoutsService.runScheduled`
 * runs the newest weekly period (ending Monday 00:00 in Toronto) unless it has run, so a week
 * missed while the service was down is caught up. Replicas share the work safely: runs are
 * serialised in the database and each period runs once.
 */
@Injectable()
export class PayoutScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly payouts: PayoutsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = Number(process.env.PAYOUT_SCHEDULE_CHECK_SECONDS ?? 300);
    if (!Number.isFinite(seconds) || seconds <= 0) return;
    const tick = () => {
      if (this.running) return;
      this.running = this.payouts
        .runScheduled()
        .then((run) => {
          if (run)
            this.logger.info(
              { periodEnd: run.periodEnd, payouts: run.payouts.length },
              'weekly payout run',
            );
        })
        .catch((err: unknown) => this.logger.warn({ err }, 'weekly payout run failed; will retry'))
        .finally(() => {
          this.running = null;
        });
    };
    this.timers = [setTimeout(tick, 2_000), setInterval(tick, seconds * 1000)];
    for (const timer of this.timers) timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    await this.running;
  }
}
