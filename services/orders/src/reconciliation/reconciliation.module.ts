import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PAYMENT_PROCESSOR } from '../payments/payment-processor.js';
import { processorFromEnv } from '../payments/payments.module.js';
import { resolvePaymentSecrets } from '../payments/payments-mode.js';
import { PAYOUT_PROVIDER } from '../payouts/payout-provider.js';
import { payoutProviderFromEnv } from '../payouts/payouts.module.js';
import { ReconciliationRepository } from './reconciliation.repository.js';
import { ReconciliationResolver } from './reconciliation.resolver.js';
import { ReconciliationScheduler } from './reconciliation.scheduler.js';
import { RunReconciliationHandler } from './run-reconciliation.handler.js';

/**
 * The daily reconciliation of the ledger with the card processor and the payout provider
 * (docs/rules/payments.md#reconciliation): the run (scheduled daily and on demand), its stored
 * mismatches and the admins' resolver. Its processor and payout provider are the adapters the
 * payments and payouts modules configure, made from the same environment (`processorFromEnv`,
 * `payoutProviderFromEnv`): it only reads them.
 */
@Module({
  providers: [
    {
      provide: PAYMENT_PROCESSOR,
      inject: [getDataSourceToken()],
      useFactory: (dataSource: DataSource) =>
        processorFromEnv(dataSource, resolvePaymentSecrets().env),
    },
    {
      provide: PAYOUT_PROVIDER,
      inject: [getDataSourceToken()],
      useFactory: (dataSource: DataSource) =>
        payoutProviderFromEnv(dataSource, resolvePaymentSecrets().env),
    },
    ReconciliationRepository,
    RunReconciliationHandler,
    ReconciliationScheduler,
    ReconciliationResolver,
  ],
  exports: [RunReconciliationHandler],
})
export class ReconciliationModule {}
