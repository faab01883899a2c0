import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module.js';
import { PayoutsModule } from '../payouts/payouts.module.js';
import { ReconciliationRepository } from './reconciliation.repository.js';
import { ReconciliationResolver } from './reconciliation.resolver.js';
import { ReconciliationScheduler } from './reconciliation.scheduler.js';
import { RunReconciliationHandler } from './run-reconciliation.handler.js';

/**
 * The daily reconciliation of the ledger with the card processor and the payout provider
 * (docs/rules/payments.md#reconciliation): the run (scheduled daily and on demand), its stored
 * mismatches and the admins' resolver. It reads through the very processor and payout provider
 * the payments and payouts modules configure (`PAYMENT_PROCESSOR`, `PAYOUT_PROVIDER`, which
 * those modules export).
 */
@Module({
  imports: [PaymentsModule, PayoutsModule],
  providers: [
    ReconciliationRepository,
    RunReconciliationHandler,
    ReconciliationScheduler,
    ReconciliationResolver,
  ],
  exports: [RunReconciliationHandler],
})
export class ReconciliationModule {}
