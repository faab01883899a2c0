import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@hearth/nest-common';
import { SweepScheduler } from '../common/periodic-sweep.js';
import { PaymentsService } from './payments.service.js';

/**
 * Runs `PaymentsService.renewHolds` every `HOLD_RENEWAL_SWEEP_SECONDS` (default 3600; 0 turns it
 * off): card holds of far-off orders are renewed before they lapse, so the chef's later accept
 * can still be charged.
 */
@Injectable()
export class HoldRenewalScheduler extends SweepScheduler {
  constructor(
    private readonly payments: PaymentsService,
    @Inject(LOGGER) logger: Logger,
  ) {
    super('renewed card holds before they lapse', 'HOLD_RENEWAL_SWEEP_SECONDS', 3600, logger);
  }

  protected sweep(): Promise<number> {
    return this.payments.renewHolds();
  }
}
