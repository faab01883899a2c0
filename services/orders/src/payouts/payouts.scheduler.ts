import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@hearth/nest-common';
import { SweepScheduler } from '../common/periodic-sweep.js';
import { RunPayoutsHandler } from './run-payouts.handler.js';

/**
 * The weekly payout run: every `PAYOUT_SCHEDULE_CHECK_SECONDS` (default 300; 0 turns it off, e.g.
 * in tests that run payouts by hand), and once shortly after start-up, `RunPayoutsHandler.executeWeekly`
 * runs the newest weekly period (ending Monday 00:00 in Toronto) unless it has run, so a week
 * missed while the service was down is caught up. Replicas share the work safely: runs are
 * serialised in the database and each period runs once. Logs how many payouts a run created.
 */
@Injectable()
export class PayoutScheduler extends SweepScheduler {
  constructor(
    private readonly runPayouts: RunPayoutsHandler,
    @Inject(LOGGER) logger: Logger,
  ) {
    super(
      'weekly payout run: payouts created',
      'PAYOUT_SCHEDULE_CHECK_SECONDS',
      300,
      logger,
      2_000,
    );
  }

  protected async sweep(): Promise<number> {
    const run = await this.runPayouts.executeWeekly();
    return run?.payouts.length ?? 0;
  }
}
