import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@hearth/nest-common';
import { OrderLifecycleService } from './order-lifecycle.service.js';

/**
 * Runs `OrderLifecycleService.expireUnanswered` every `ORDER_EXPIRY_SWEEP_SECONDS` (default 60;
 * 0 turns it off, e.g. in tests that sweep by hand): a PENDING order whose cutoff passed without
 * an answer from the chef is declined and the hold on the guest's card released, so no hold lasts
 * past the moment the chef could still have accepted.
 */
@Injectable()
export class OrderExpiryScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly lifecycle: OrderLifecycleService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = Number(process.env.ORDER_EXPIRY_SWEEP_SECONDS ?? 60);
    if (!Number.isFinite(seconds) || seconds <= 0) return;
    this.timer = setInterval(() => {
      this.running = this.lifecycle
        .expireUnanswered()
        .then((n) => {
          if (n > 0)
            this.logger.info({ declined: n }, 'declined orders not answered before cutoff');
        })
        .catch((err: unknown) =>
          this.logger.warn({ err }, 'order expiry sweep failed; will retry'),
        );
    }, seconds * 1000);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
