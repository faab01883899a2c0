import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PayoutQueries } from './payout.queries.js';
import { PayoutRepository } from './payout.repository.js';
import { decidePayout, type PayoutDecisionOutcome } from './payout-decision.js';

/**
 * HoldPayout (admins): PENDING → HELD (the admin wants to look at it before it is sent), by the
 * `Payout` model; any other status is refused with `payoutHoldInvalid`.
 */
@Injectable()
export class HoldPayoutHandler {
  constructor(
    @InjectDataSource() readonly dataSource: DataSource,
    readonly payouts: PayoutRepository,
    readonly queries: PayoutQueries,
  ) {}

  /**
   * Holds the payout `payoutId`: the payout after the change, or the errors returned on
   * `payoutId` (not found, or the refusal).
   */
  execute(payoutId: string): Promise<PayoutDecisionOutcome> {
    return decidePayout(this, payoutId, (payout) => payout.hold(new Date()));
  }
}
