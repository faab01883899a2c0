import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { PaymentStatus } from '@hearth/contracts';

/**
 * A kind of ledger entry payments writes (payouts write `PAYOUT`). `TAX_COLLECTED` (−) takes the
 * sales tax Hearth owes as supplier out of the chef's balance, `TAX_REFUND` (+) gives back its
 * refunded share (docs/rules/tax.md#who-charges-it). `TIP` (+) is a guest's tip, all of it the
 * chef's (no commission, no tax), `TIP_REFUND` (−) its refunded share (docs/rules/payments.md#tips).
 */
export type LedgerKind =
  | 'GROSS'
  | 'PROMOTION_FUNDING'
  | 'COMMISSION'
  | 'PROCESSOR_FEE'
  | 'REFUND'
  | 'PROMOTION_FUNDING_REFUND'
  | 'COMMISSION_REFUND'
  | 'TAX_COLLECTED'
  | 'TAX_REFUND'
  | 'TIP'
  | 'TIP_REFUND';

/**
 * The ledger kinds a card dispute writes (docs/rules/payments.md, Disputes): `DISPUTE_HOLD` (−the
 * chef's share, when it opens), `DISPUTE_RELEASE` (+the same, when it closes) and `DISPUTE_LOSS`
 * (−the same, when the guest won it: the next payout nets it).
 */
export type DisputeLedgerKind = 'DISPUTE_HOLD' | 'DISPUTE_RELEASE' | 'DISPUTE_LOSS';

/** One payment beside its ledger sums, for reconciliation (integer cents). */
export interface LedgeredPayment {
  orderId: string;
  processorPaymentId: string;
  status: PaymentStatus;
  capturedCents: number;
  refundedCents: number;
  /** The sum of the order's GROSS entries. */
  ledgerGross: number;
  /** The sum of the order's REFUND entries, as a positive amount. */
  ledgerRefunds: number;
}

/**
 * The SQL of the chefs' append-only ledger (`ledger_entries`, docs/rules/payments.md): appends an
 * order's entries, sums a chef's by kind, and lines each payment up with its ledger sums.
 */
@Injectable()
export class LedgerRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Appends ledger entries (kind, signed integer cents) of one order of one chef, in the caller's
   * transaction; zero amounts are skipped. `refundId` ties refund entries to their refund;
   * `tipId` ties the entries of a tip charged on its own (after completion) to it.
   */
  async append(
    m: EntityManager,
    chefId: string,
    orderId: string,
    entries: Array<[LedgerKind, number]>,
    refundId: string | null = null,
    tipId: string | null = null,
  ): Promise<void> {
    for (const [kind, amountCents] of entries) {
      if (amountCents === 0) continue;
      await m.query(
        `INSERT INTO ledger_entries (chef_id, order_id, kind, amount_cents, refund_id, tip_id)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [chefId, orderId, kind, amountCents, refundId, tipId],
      );
    }
  }

  /**
   * What `orderId` earned its chef so far, signed integer cents: the sum of its entries other than
   * payouts and dispute entries (gross, promotion funding, commission, processor fee, refunds).
   */
  async orderEarnings(m: EntityManager, orderId: string): Promise<number> {
    const [row] = (await m.query(
      `SELECT COALESCE(SUM(amount_cents), 0)::int AS cents FROM ledger_entries
        WHERE order_id = $1 AND kind NOT IN ('PAYOUT', 'DISPUTE_HOLD', 'DISPUTE_RELEASE', 'DISPUTE_LOSS')`,
      [orderId],
    )) as Array<{ cents: number }>;
    return row?.cents ?? 0;
  }

  /**
   * Appends dispute entries (kind, signed integer cents) of one order of one chef, tied to the
   * processor's dispute `disputeId`, in the caller's transaction; zero amounts are skipped.
   */
  async appendDispute(
    m: EntityManager,
    chefId: string,
    orderId: string,
    disputeId: string,
    entries: Array<[DisputeLedgerKind, number]>,
  ): Promise<void> {
    for (const [kind, amountCents] of entries) {
      if (amountCents === 0) continue;
      await m.query(
        `INSERT INTO ledger_entries (chef_id, order_id, kind, amount_cents, dispute_id)
         VALUES ($1, $2, $3, $4, $5)`,
        [chefId, orderId, kind, amountCents, disputeId],
      );
    }
  }

  /** A chef's ledger by kind: the sum (signed cents) and how many orders have entries of it. */
  async sumsByKind(
    chefId: string,
  ): Promise<Array<{ kind: string; cents: number; orders: number }>> {
    return (await this.dataSource.query(
      `SELECT kind, COALESCE(SUM(amount_cents), 0)::int AS cents, COUNT(DISTINCT order_id)::int AS orders
         FROM ledger_entries WHERE chef_id = $1 GROUP BY kind`,
      [chefId],
    )) as Array<{ kind: string; cents: number; orders: number }>;
  }

  /**
   * Every payment of `processor` the processor made, with its order's GROSS and REFUND sums (the
   * checkout tip's TIP and TIP_REFUND counted in: it was charged with the order), then every tip
   * charged on its own after completion (`order_tips`) with its TIP and TIP_REFUND sums.
   */
  async ledgeredPayments(processor: string): Promise<LedgeredPayment[]> {
    return (await this.dataSource.query(
      `SELECT p.order_id AS "orderId", p.processor_payment_id AS "processorPaymentId",
              p.status, p.captured_cents AS "capturedCents", p.refunded_cents AS "refundedCents",
              COALESCE(SUM(l.amount_cents) FILTER (WHERE l.kind IN ('GROSS', 'TIP')), 0)::int AS "ledgerGross",
              COALESCE(-SUM(l.amount_cents) FILTER (WHERE l.kind IN ('REFUND', 'TIP_REFUND')), 0)::int AS "ledgerRefunds"
         FROM payments p LEFT JOIN ledger_entries l ON l.order_id = p.order_id AND l.tip_id IS NULL
        WHERE p.processor = $1 AND p.processor_payment_id IS NOT NULL
        GROUP BY p.order_id
       UNION ALL
       SELECT t.order_id, t.processor_payment_id, t.status, t.amount_cents, t.refunded_cents,
              COALESCE(SUM(l.amount_cents) FILTER (WHERE l.kind = 'TIP'), 0)::int,
              COALESCE(-SUM(l.amount_cents) FILTER (WHERE l.kind = 'TIP_REFUND'), 0)::int
         FROM order_tips t LEFT JOIN ledger_entries l ON l.tip_id = t.id
        WHERE t.processor = $1
        GROUP BY t.id`,
      [processor],
    )) as LedgeredPayment[];
  }
}
