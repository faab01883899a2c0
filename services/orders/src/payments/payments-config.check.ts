import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { LOGGER } from '@hearth/nest-common';
import { assertPaymentsConfig } from './payments-mode.js';

/**
 * The payments start-up check inside the module, for every launcher (the standalone `main.ts`
 * checks first, before connecting to anything): production without live keys and the payout
 * provider refuses to start (`PaymentsConfigError`, see `paymentsConfigProblems`); a declared
 * staging (`HEARTH_PAYMENTS_MODE=test`) logs one warning. Skipped when only the schema is built.
 */
@Injectable()
export class PaymentsConfigCheck implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** @throws PaymentsConfigError naming every missing or mismatched key. */
  onModuleInit(): void {
    if (!this.dataSource.isInitialized) return;
    const { declaredTest } = assertPaymentsConfig();
    if (declaredTest)
      this.logger.warn(
        'payments in TEST mode (HEARTH_PAYMENTS_MODE=test): no real money moves; every screen says Test mode',
      );
  }
}
