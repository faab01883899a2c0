import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PAYOUT_PROVIDER, RecordingPayoutProvider } from './payout-provider.js';
import { PayoutScheduler } from './payouts.scheduler.js';
import { PayoutsResolver } from './payouts.resolver.js';
import { PayoutsService } from './payouts.service.js';

/**
 * Payouts: the bank-details projection, payout runs (weekly and on demand), the admins'
 * decisions and the payout provider port with its embedded default (`RecordingPayoutProvider`).
 */
@Module({
  providers: [
    {
      provide: PAYOUT_PROVIDER,
      inject: [getDataSourceToken()],
      useFactory: (dataSource: DataSource) => new RecordingPayoutProvider(dataSource),
    },
    PayoutsService,
    PayoutScheduler,
    PayoutsResolver,
  ],
  exports: [PayoutsService],
})
export class PayoutsModule {}
