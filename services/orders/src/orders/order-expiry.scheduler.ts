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
 * Runs `OrderLifecycleService.expireUnanswered` every `ORDER_EXPIRY_SWEEP_SECONDS` (default 60;
 * 0 turns it off, e.g. in tests that sweep by hand): a PENDING order whose cutoff passed without
 * an answer from the chef is declined and the hold on the guest's card released, so no hold lasts
 * past the moment the chef could still have accepted.
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
      'declined orders not answered before their cutoff',
      Number(process.env.ORDER_EXPIRY_SWEEP_SECONDS ?? 60),
      () => this.lifecycle.expireUnanswered(),
      this.logger,
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.sweep?.stop();
  }
}
