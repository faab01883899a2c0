import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@hearth/nest-common';
import { SweepScheduler } from '../common/periodic-sweep.js';
import { RunReconciliationHandler } from './run-reconciliation.handler.js';

/**
 * The daily reconciliation: every `RECONCILIATION_CHECK_SECONDS` (default 3600; 0 turns it off,
 * e.g. in tests that run it by hand), `RunReconciliationHandler.runDaily` reconciles yesterday (Toronto) and any of the 6 days before
 * it that has not run — so a day is reconciled within the hour after midnight, a day missed while
 * the service was down is caught up, and a failed run is tried again next hour.
 * Replicas share it safely: the day's run row is claimed by one. Logs how many new mismatches a
 * run stored.
 */
@Injectable()
export class ReconciliationScheduler extends SweepScheduler {
  constructor(
    private readonly reconcile: RunReconciliationHandler,
    @Inject(LOGGER) logger: Logger,
  ) {
    // No check at start-up: the first comes one interval later (a day due then is caught up by
    // it), so short-lived stacks such as the tests' never reconcile on their own.
    super('daily reconciliation: new mismatches', 'RECONCILIATION_CHECK_SECONDS', 3600, logger);
  }

  protected sweep(): Promise<number> {
    return this.reconcile.runDaily();
  }
}
