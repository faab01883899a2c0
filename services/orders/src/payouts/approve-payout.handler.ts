import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PayoutQueries } from './payout.queries.js';
import { PayoutRepository } from './payout.repository.js';
import { decidePayout, type PayoutDecisionOutcome } from './payout-decision.js';

/**
 * ApprovePayout (admins): PENDING or HELD → APPROVED (ready to be sent), by the `Payout` model;
 * any other status is refused with `payoutApproveInvalid`.
 */
@Injectable()
export class ApprovePayoutHandler {
  constructor(
    @InjectDataSource() readonly dataSource: DataSource,
    readonly payouts: PayoutRepository,
    readonly queries: PayoutQueries,
  ) {}

  /**
   * Approves the payout `payoutId`: the payout after the change, or the errors returned on
   * `payoutId` (not found, or the refusal).
   */
  execute(payoutId: string): Promise<PayoutDecisionOutcome> {
    return decidePayout(this, payoutId, (payout) => payout.approve(new Date()));
  }
}
