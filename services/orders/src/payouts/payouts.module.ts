import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  PAYOUT_PROVIDER,
  RecordingPayoutProvider,
  type PayoutProvider,
} from './payout-provider.js';
import { WisePayoutProvider } from './wise-payout-provider.js';
import { resolvePaymentSecrets } from '../payments/payments-mode.js';
import { PayoutScheduler } from './payouts.scheduler.js';
import { PayoutsResolver } from './payouts.resolver.js';
import { PayoutsService } from './payouts.service.js';
import { ApprovePayoutHandler } from './approve-payout.handler.js';
import { ExportPayoutsQuery } from './export-payouts.query.js';
import { HoldPayoutHandler } from './hold-payout.handler.js';
import { MarkPayoutPaidHandler } from './mark-payout-paid.handler.js';
import { MyPayoutsQuery } from './my-payouts.query.js';
import { PayoutBankAccountRepository } from './payout-bank-account.repository.js';
import { PayoutRunRepository } from './payout-run.repository.js';
import { PayoutQueries } from './payout.queries.js';
import { PayoutRepository } from './payout.repository.js';
import { RecordBankDetailsHandler } from './record-bank-details.handler.js';
import { RecordPayoutRecipientHandler } from './record-payout-recipient.handler.js';
import { RunPayoutsHandler } from './run-payouts.handler.js';

/** The handlers of the payouts context, one per intention (exported for other modules). */
const HANDLERS = [
  RunPayoutsHandler,
  HoldPayoutHandler,
  ApprovePayoutHandler,
  MarkPayoutPaidHandler,
  RecordBankDetailsHandler,
  RecordPayoutRecipientHandler,
  MyPayoutsQuery,
  ExportPayoutsQuery,
  PayoutQueries,
];

/**
 * The payout provider from the environment: `WISE_API_TOKEN` and `WISE_PROFILE_ID` (and
 * `WISE_API_BASE`, e.g. Wise's sandbox) select the Wise adapter, which pays each chef's recipient
 * account (`payout_bank_accounts.provider_recipient_id`); without them the embedded default
 * records the transfers. The module passes `resolvePaymentSecrets`' env (`<NAME>_FILE` mounts
 * read); production refuses to start without Wise (`paymentsConfigProblems`).
 */
export function payoutProviderFromEnv(dataSource: DataSource, env = process.env): PayoutProvider {
  if (!env.WISE_API_TOKEN || !env.WISE_PROFILE_ID) return new RecordingPayoutProvider(dataSource);
  return new WisePayoutProvider({
    token: env.WISE_API_TOKEN,
    profileId: Number(env.WISE_PROFILE_ID),
    ...(env.WISE_API_BASE ? { apiBase: env.WISE_API_BASE } : {}),
    recipientOf: (chefId) => PayoutBankAccountRepository.recipientOf(dataSource, chefId),
  });
}

/**
 * Payouts: the bank-details projection, payout runs (weekly and on demand), the admins'
 * decisions (the `Payout` model owns every status change; one handler per intention, one
 * repository per table group, `PayoutQueries` for reads) and the payout provider port with its
 * embedded default (`RecordingPayoutProvider`). `PayoutsService` is a facade for older callers.
 */
@Module({
  providers: [
    {
      provide: PAYOUT_PROVIDER,
      inject: [getDataSourceToken()],
      useFactory: (dataSource: DataSource) =>
        payoutProviderFromEnv(dataSource, resolvePaymentSecrets().env),
    },
    PayoutRepository,
    PayoutRunRepository,
    PayoutBankAccountRepository,
    ...HANDLERS,
    PayoutsService,
    PayoutScheduler,
    PayoutsResolver,
  ],
  exports: [PayoutsService, PAYOUT_PROVIDER, ...HANDLERS],
})
export class PayoutsModule {}
