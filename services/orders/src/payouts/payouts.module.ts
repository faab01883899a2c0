import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  PAYOUT_PROVIDER,
  RecordingPayoutProvider,
  type PayoutProvider,
} from './payout-provider.js';
import { WisePayoutProvider } from './wise-payout-provider.js';
import { PayoutScheduler } from './payouts.scheduler.js';
import { PayoutsResolver } from './payouts.resolver.js';
import { PayoutsService } from './payouts.service.js';

/**
 * The payout provider from the environment: `WISE_API_TOKEN` and `WISE_PROFILE_ID` (and
 * `WISE_API_BASE`, e.g. Wise's sandbox) select the Wise adapter, which pays each chef's recipient
 * account (`payout_bank_accounts.provider_recipient_id`); without them the embedded default
 * records the transfers.
 */
export function payoutProviderFromEnv(dataSource: DataSource, env = process.env): PayoutProvider {
  if (!env.WISE_API_TOKEN || !env.WISE_PROFILE_ID) return new RecordingPayoutProvider(dataSource);
  return new WisePayoutProvider({
    token: env.WISE_API_TOKEN,
    profileId: Number(env.WISE_PROFILE_ID),
    ...(env.WISE_API_BASE ? { apiBase: env.WISE_API_BASE } : {}),
    recipientOf: async (chefId) => {
      const [row] = (await dataSource.query(
        `SELECT provider_recipient_id AS id FROM payout_bank_accounts WHERE chef_id = $1`,
        [chefId],
      )) as Array<{ id: string | null }>;
      return row?.id ? Number(row.id) : null;
    },
  });
}

/**
 * Payouts: the bank-details projection, payout runs (weekly and on demand), the admins'
 * decisions and the payout provider port with its embedded default (`RecordingPayoutProvider`).
 */
@Module({
  providers: [
    {
      provide: PAYOUT_PROVIDER,
      inject: [getDataSourceToken()],
      useFactory: (dataSource: DataSource) => payoutProviderFromEnv(dataSource),
    },
    PayoutsService,
    PayoutScheduler,
    PayoutsResolver,
  ],
  exports: [PayoutsService],
})
export class PayoutsModule {}
