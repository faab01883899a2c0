import { Injectable } from '@nestjs/common';
import { CURRENCY } from '@hearth/contracts';
import { forbidden, type AuthUser } from '@hearth/nest-common';
import { LedgerRepository } from './ledger.repository.js';

/** A chef's money from the ledger, integer cents (see `ChefEarningsQuery`). */
export interface EarningsSummary {
  chefId: string;
  currency: string;
  /** Orders charged (with a GROSS entry). */
  paidOrders: number;
  grossCents: number;
  /** Guests' tips, net of refunds: all the chef's (no commission, no sales tax). */
  tipsCents: number;
  /** Sales tax Hearth collects and remits as the supplier, net of refunds (not chef revenue). */
  taxCollectedCents: number;
  /** The platform's commission, net of refunds. */
  commissionCents: number;
  /** Paid by the platform for the discounts it funds, net of refunds. */
  promotionFundingCents: number;
  processorFeeCents: number;
  refundedCents: number;
  paidOutCents: number;
  /** Net to the chef, not yet paid out. */
  balanceCents: number;
}

/** ChefEarnings: a chef (or an admin) reads a chef's money. */
@Injectable()
export class ChefEarningsQuery {
  constructor(private readonly ledger: LedgerRepository) {}

  /**
   * A chef's earnings from the ledger (sums of entries, integer cents): gross (sales tax
   * included, tips excluded), tips (net of their refunds: docs/rules/payments.md#tips), the sales tax Hearth keeps to remit as supplier (docs/rules/tax.md), the platform's
   * funding of discounts, commission, processor fees, refunds (with the commission given back),
   * payouts and the balance.
   * @throws FORBIDDEN unless `chefId` is the caller's own or the caller is an admin.
   */
  async handle(user: AuthUser, chefId: string): Promise<EarningsSummary> {
    if (user.role !== 'ADMIN' && user.id !== chefId) throw forbidden();
    const rows = await this.ledger.sumsByKind(chefId);
    const sum = (kind: string) => rows.find((r) => r.kind === kind)?.cents ?? 0;
    return {
      chefId,
      currency: CURRENCY,
      paidOrders: rows.find((r) => r.kind === 'GROSS')?.orders ?? 0,
      grossCents: sum('GROSS'),
      tipsCents: sum('TIP') + sum('TIP_REFUND'),
      taxCollectedCents: -(sum('TAX_COLLECTED') + sum('TAX_REFUND')),
      commissionCents: -(sum('COMMISSION') + sum('COMMISSION_REFUND')),
      promotionFundingCents: sum('PROMOTION_FUNDING') + sum('PROMOTION_FUNDING_REFUND'),
      processorFeeCents: -sum('PROCESSOR_FEE'),
      refundedCents: -sum('REFUND'),
      paidOutCents: -sum('PAYOUT'),
      balanceCents: rows.reduce((total, r) => total + r.cents, 0),
    };
  }
}
