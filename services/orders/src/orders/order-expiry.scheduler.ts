import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@hearth/nest-common';
import { periodicSweep } from '../common/periodic-sweep.js';
import { OrderLifecycleService } from './order-lifecycle.service.js';

/**
 * Runs the order sweeps every `ORDER_EXPIRY_SWEEP_SECONDS` (default 60; 0 turns them off, e.g.
 * in tests that sweep by hand): a PENDING order whose cutoff passed without an answer from the
 * chef is declined and the hold on the guest's card released (`expireUnanswered`), and an order
 * still PLACED after `ORDER_CONFIRM_TIMEOUT_SECONDS` (default 600) is rejected with its stock
 * released (`expirePlaced`).
 */
@Injectable()
export class OrderExpiryScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private sweep: { stop(): Promise<void> } | null = null;

  constructor(
    private readonly lifecycle: OrderLifecycleService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.sweep = periodicSweep(
      'expired orders (not answered before cutoff, or never confirmed)',
      Number(process.env.ORDER_EXPIRY_SWEEP_SECONDS ?? 60),
      async () =>
        (await this.lifecycle.expireUnanswered()) +
        (await this.lifecycle.expirePlaced(
          new Date(),
          Number(process.env.ORDER_CONFIRM_TIMEOUT_SECONDS ?? 600) * 1000,
        )),
      this.logger,
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.sweep?.stop();
  }
}
