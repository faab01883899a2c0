import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CURRENCY, isUuid } from '@hearth/contracts';
import { Topics } from '@hearth/events';
import { publishEvents } from '@hearth/nest-common';
import { payoutPaid } from '../integration-events/published/payout-paid.event.js';
import { PAYOUT_PROVIDER, type PayoutProvider } from './payout-provider.js';
import { PayoutQueries } from './payout.queries.js';
import { PayoutRepository } from './payout.repository.js';
import { payoutNotFound, payoutRefused, type PayoutDecisionOutcome } from './payout-decision.js';

/** The idempotency key of a payout's one transfer: marking paid twice sends one transfer. */
export const transferKey = (payoutId: string) => `payout:${payoutId}:transfer`;

/**
 * MarkPayoutPaid (admins): an APPROVED payout is sent to the chef's bank account through the
 * payout provider (one transfer per payout, by `transferKey`) and becomes PAID with the
 * provider's transfer id and `PayoutPaid`, in one transaction with the payout row locked. Any
 * other status is refused with `payoutMarkPaidInvalid` before any money moves.
 */
@Injectable()
export class MarkPayoutPaidHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYOUT_PROVIDER) private readonly provider: PayoutProvider,
    private readonly payouts: PayoutRepository,
    private readonly queries: PayoutQueries,
  ) {}

  /**
   * Pays the payout `payoutId` (amount in integer cents, CAD): the PAID payout, or the errors
   * returned on `payoutId` (not found, not approved).
   * @throws the provider's failure (the transaction rolls back: the payout stays APPROVED and the
   *   resolver answers `payoutTransferFailed`)
   */
  async execute(payoutId: string, traceparent: string | null): Promise<PayoutDecisionOutcome> {
    if (!isUuid(payoutId)) return payoutNotFound();
    return this.dataSource.transaction(async (m) => {
      const payout = await this.payouts.lock(m, payoutId);
      if (!payout) return payoutNotFound();
      const refused = payout.refusal('markPaid');
      if (refused !== null) return payoutRefused(refused);
      const { transferId } = await this.provider.transfer(
        {
          payoutId,
          chefId: payout.chefId,
          amountCents: payout.amountCents,
          currency: CURRENCY,
          reference: `Hearth payout ${payoutId.slice(0, 8).toUpperCase()}`,
        },
        transferKey(payoutId),
      );
      const change = payout.markPaid(transferId, new Date());
      if (!change.ok) return payoutRefused(change.message);
      await this.payouts.save(m, payout, change.from);
      const paid = (await this.queries.byIds(m, [payoutId]))[0]!;
      await publishEvents(
        m,
        Topics.orders,
        payoutPaid(
          {
            payoutId,
            chefId: payout.chefId,
            amountCents: payout.amountCents,
            currency: CURRENCY,
            transferId,
            paidAt: paid.paidAt!.toISOString(),
          },
          traceparent,
        ),
      );
      return { payout: paid };
    });
  }
}
