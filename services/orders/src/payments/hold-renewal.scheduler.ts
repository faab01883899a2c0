import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@hearth/nest-common';
import { SweepScheduler } from '../common/periodic-sweep.js';
import { RenewHoldsHandler } from './renew-holds.handler.js';

/**
 * Runs `RenewHoldsHandler` every `HOLD_RENEWAL_SWEEP_SECONDS` (default 3600; 0 turns it
 * off): card holds of far-off orders are renewed before they lapse, so the chef's later accept
 * can still be charged.
 */
@Injectable()
export class HoldRenewalScheduler extends SweepScheduler {
  constructor(
    private readonly renewHolds: RenewHoldsHandler,
    @Inject(LOGGER) logger: Logger,
  ) {
    super('renewed card holds before they lapse', 'HOLD_RENEWAL_SWEEP_SECONDS', 3600, logger);
  }

  /** One sweep: renews what is due; returns how many holds were renewed. */
  protected sweep(): Promise<number> {
    return this.renewHolds.handle();
  }
}
