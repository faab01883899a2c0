import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@hearth/nest-common';
import { SweepScheduler } from '../common/periodic-sweep.js';
import { ExpireOrdersHandler } from './expire-orders.handler.js';

/**
 * Runs the order sweeps every `ORDER_EXPIRY_SWEEP_SECONDS` (default 60; 0 turns them off, e.g.
 * in tests that sweep by hand): a PENDING order whose cutoff passed without an answer from the
 * chef is declined and the hold on the guest's card released (`expireUnanswered`), and an order
 * still PLACED after `ORDER_CONFIRM_TIMEOUT_SECONDS` (default 600) is rejected with its stock
 * released (`expirePlaced`).
 */
@Injectable()
export class OrderExpiryScheduler extends SweepScheduler {
  constructor(
    private readonly expire: ExpireOrdersHandler,
    @Inject(LOGGER) logger: Logger,
  ) {
    super(
      'expired orders (not answered before cutoff, or never confirmed)',
      'ORDER_EXPIRY_SWEEP_SECONDS',
      60,
      logger,
    );
  }

  protected async sweep(): Promise<number> {
    const confirmTimeoutMs = Number(process.env.ORDER_CONFIRM_TIMEOUT_SECONDS ?? 600) * 1000;
    return (
      (await this.expire.expireUnanswered()) +
      (await this.expire.expirePlaced(new Date(), confirmTimeoutMs))
    );
  }
}
