import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@hearth/nest-common';
import { periodicSweep } from '../common/periodic-sweep.js';
import { PaymentsService } from './payments.service.js';

/**
 * Runs `PaymentsService.renewHolds` every `HOLD_RENEWAL_SWEEP_SECONDS` (default 3600; 0 turns it
 * off): card holds of far-off orders are renewed before they lapse, so the chef's later accept
 * can still be charged.
 */
@Injectable()
export class HoldRenewalScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private sweep: { stop(): Promise<void> } | null = null;

  constructor(
    private readonly payments: PaymentsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.sweep = periodicSweep(
      'renewed card holds before they lapse',
      Number(process.env.HOLD_RENEWAL_SWEEP_SECONDS ?? 3600),
      () => this.payments.renewHolds(),
      this.logger,
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.sweep?.stop();
  }
}
