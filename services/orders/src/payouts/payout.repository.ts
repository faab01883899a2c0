import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CURRENCY } from '@hearth/contracts';
import { FINAL_PAYOUT_STATUS, NEW_PAYOUT_STATUS, Payout, type PayoutStatus } from './payout.js';

/** A new payout a run writes: one chef, one period, the orders' unpaid balances (integer cents). */
export interface NewPayout {
  id: string;
  chefId: string;
  /** The chef's oldest unpaid ledger entry: the period's start when the chef had no payout before. */
  firstAt: Date;
  periodEnd: Date;
  /** What is paid, integer cents (> 0): the sum of `cents`. */
  amountCents: number;
  orderIds: string[];
  /** Each order's unpaid balance, integer cents, in the order of `orderIds`. */
  cents: number[];
}

/**
 * The SQL of the Payout aggregate (`payouts` and the PAYOUT ledger entries it owns): load one
 * locked, save a status change conditionally, write a run's new payout with its ledger entries,
 * and keep unpaid payouts' bank digits current. Every call runs in the caller's transaction `m`.
 */
@Injectable()
export class PayoutRepository {
  /** The payout `id` locked until the transaction ends (`FOR UPDATE`), or null if none. */
  async lock(m: EntityManager, id: string): Promise<Payout | null> {
    const [row] = (await m.query(
      `SELECT id, chef_id AS "chefId", amount_cents AS "amountCents", status,
              held_at AS "heldAt", approved_at AS "approvedAt", paid_at AS "paidAt",
              transfer_reference AS "transferReference"
         FROM payouts WHERE id = $1 FOR UPDATE`,
      [id],
    )) as Payout[];
    return row ? new Payout(row) : null;
  }

  /**
   * Saves `payout`'s status, stamps and transfer after a change from `from`, only if the row is
   * still in `from` (a racing change loses). Answers whether the row was written.
   */
  async save(m: EntityManager, payout: Payout, from: PayoutStatus): Promise<boolean> {
    const [, affected] = (await m.query(
      `UPDATE payouts SET status = $2, held_at = $3, approved_at = $4, paid_at = $5,
              transfer_reference = $6
        WHERE id = $1 AND status = $7 RETURNING id`,
      [
        payout.id,
        payout.status,
        payout.heldAt,
        payout.approvedAt,
        payout.paidAt,
        payout.transferReference,
        from,
      ],
    )) as [unknown[], number];
    return affected === 1;
  }

  /**
   * Writes `p` (status `NEW_PAYOUT_STATUS`, the chef's bank digits on file) and, with it, one
   * PAYOUT ledger entry per order (−its unpaid balance) carrying the payout id. Its period starts
   * where the chef's previous payout ended (else at `firstAt`). Null, writing nothing, when the
   * chef already has a payout ending at `p.periodEnd`; else the period's start.
   */
  async create(m: EntityManager, p: NewPayout): Promise<{ periodStart: Date } | null> {
    const [row] = (await m.query(
      `INSERT INTO payouts (id, chef_id, period_start, period_end, order_count, amount_cents,
                            currency, status, bank_last4)
       VALUES ($1, $2::uuid,
               LEAST($4::timestamptz, COALESCE((SELECT max(period_end) FROM payouts
                        WHERE chef_id = $2::uuid AND period_end <= $4::timestamptz), $3)),
               $4, $5, $6, $7, $8,
               (SELECT account_last4 FROM payout_bank_accounts WHERE chef_id = $2::uuid))
       ON CONFLICT (chef_id, period_end) DO NOTHING
       RETURNING period_start AS "periodStart"`,
      [
        p.id,
        p.chefId,
        p.firstAt,
        p.periodEnd,
        p.orderIds.length,
        p.amountCents,
        CURRENCY,
        NEW_PAYOUT_STATUS,
      ],
    )) as Array<{ periodStart: Date }>;
    if (!row) return null;
    await m.query(
      `INSERT INTO ledger_entries (chef_id, order_id, kind, amount_cents, payout_id)
       SELECT $1, o.order_id, 'PAYOUT', -o.cents, $2
         FROM unnest($3::uuid[], $4::int[]) AS o (order_id, cents)`,
      [p.chefId, p.id, p.orderIds, p.cents],
    );
    return row;
  }

  /** Every payout of `chefId` not paid yet now shows the bank account digits `last4`. */
  async showBankDigits(m: EntityManager, chefId: string, last4: string | null): Promise<void> {
    await m.query(`UPDATE payouts SET bank_last4 = $2 WHERE chef_id = $1 AND status <> $3`, [
      chefId,
      last4,
      FINAL_PAYOUT_STATUS,
    ]);
  }
}
