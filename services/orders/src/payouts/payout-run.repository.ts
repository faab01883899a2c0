import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Who started a payout run: an admin on demand, or the weekly schedule. */
export type PayoutRunTrigger = 'ADMIN' | 'SCHEDULE';

/** What one chef is due at a period's end: the orders' unpaid balances (integer cents). */
export interface ChefDue {
  chefId: string;
  /** The sum of `cents` (> 0). */
  amountCents: number;
  /** The oldest of the chef's unpaid ledger entries. */
  firstAt: Date;
  /** The orders with an unpaid balance (≠ 0), by id. */
  orderIds: string[];
  /** Each order's unpaid balance, in the order of `orderIds`. */
  cents: number[];
}

/**
 * The SQL of payout runs (`payout_runs` and what the ledger says is due): the run lock, whether
 * a period ran, what each chef is due, and the record of a run. Every call runs in the caller's
 * transaction `m`.
 */
@Injectable()
export class PayoutRunRepository {
  /**
   * Serialises payout runs across replicas and the schedule: a transaction-level advisory lock,
   * held until `m`'s transaction ends.
   */
  async lock(m: EntityManager): Promise<void> {
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('orders.payout-run'))`);
  }

  /**
   * The latest period end of any run so far (by anyone), or null before the first run. Read under
   * `lock` so no other run can record a later one before the caller's transaction ends.
   */
  async latestPeriodEnd(m: EntityManager): Promise<Date | null> {
    const [row] = (await m.query(`SELECT max(period_end) AS "end" FROM payout_runs`)) as Array<{
      end: Date | null;
    }>;
    return row?.end ?? null;
  }

  /**
   * Per chef with bank details, by chef id: the ledger balance of each of their COMPLETED orders
   * (completed by `periodEnd`) not paid out yet — the order's entries up to `periodEnd` plus its
   * PAYOUT entries, so an order paid out once counts again only for what changed since. Chefs
   * whose total is not above zero are left out.
   */
  due(m: EntityManager, periodEnd: Date): Promise<ChefDue[]> {
    return m.query(
      `WITH unpaid AS (
         SELECT l.chef_id, l.order_id, SUM(l.amount_cents)::int AS cents,
                MIN(l.created_at) AS first_at
           FROM ledger_entries l
           JOIN orders o ON o.id = l.order_id
          WHERE o.status = 'COMPLETED' AND o.updated_at <= $1
            AND (l.created_at <= $1 OR l.kind = 'PAYOUT')
            AND l.chef_id IN (SELECT chef_id FROM payout_bank_accounts)
          GROUP BY l.chef_id, l.order_id
         HAVING SUM(l.amount_cents) <> 0)
       SELECT chef_id AS "chefId", SUM(cents)::int AS "amountCents", MIN(first_at) AS "firstAt",
              array_agg(order_id ORDER BY order_id) AS "orderIds",
              array_agg(cents ORDER BY order_id) AS "cents"
         FROM unpaid GROUP BY chef_id HAVING SUM(cents) > 0 ORDER BY chef_id`,
      [periodEnd],
    );
  }

  /** Records a run of the period ending at `periodEnd` that created `payoutCount` payouts. */
  async record(
    m: EntityManager,
    periodEnd: Date,
    trigger: PayoutRunTrigger,
    payoutCount: number,
  ): Promise<void> {
    await m.query(
      `INSERT INTO payout_runs (period_end, trigger, payout_count) VALUES ($1, $2, $3)
       ON CONFLICT (period_end) DO UPDATE
         SET payout_count = payout_runs.payout_count + EXCLUDED.payout_count, ran_at = now()`,
      [periodEnd, trigger, payoutCount],
    );
  }
}
