import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '@hearth/contracts';
import type { PayoutStatus } from './payout.js';

/** A payout as admins and its chef read it (amounts in integer cents, CAD). */
export interface PayoutRow {
  id: string;
  chefId: string;
  /** The chef's restaurant, from orders' restaurant projection (null if none is known). */
  restaurantName: string | null;
  periodStart: Date;
  periodEnd: Date;
  orderCount: number;
  amountCents: number;
  currency: string;
  status: PayoutStatus;
  bankLast4: string | null;
  createdAt: Date;
  heldAt: Date | null;
  approvedAt: Date | null;
  paidAt: Date | null;
  transferReference: string | null;
}

/** One order of a payout: what its PAYOUT ledger entry moved (integer cents). */
export interface PayoutOrderRow {
  payoutId: string;
  orderId: string;
  amountCents: number;
  scheduledFor: Date;
}

/** The columns of a `PayoutRow`, listed once. */
const PAYOUT_COLUMNS = `p.id, p.chef_id AS "chefId",
  (SELECT r.name FROM order_restaurants r WHERE r.owner_user_id = p.chef_id
    ORDER BY r.changed_at DESC LIMIT 1) AS "restaurantName",
  p.period_start AS "periodStart", p.period_end AS "periodEnd", p.order_count AS "orderCount",
  p.amount_cents AS "amountCents", p.currency, p.status, p.bank_last4 AS "bankLast4",
  p.created_at AS "createdAt", p.held_at AS "heldAt", p.approved_at AS "approvedAt",
  p.paid_at AS "paidAt", p.transfer_reference AS "transferReference"`;

/**
 * Open payouts first (pending, held, approved), then paid ones; newest period first. Repeated
 * exactly by `payouts_admin_order_idx` (migration 1770600000500): change both together.
 */
const PAYOUT_ORDER = `ORDER BY CASE p.status WHEN 'PENDING' THEN 0 WHEN 'HELD' THEN 1
  WHEN 'APPROVED' THEN 2 ELSE 3 END, p.period_end DESC, p.amount_cents DESC, p.id`;

/**
 * The payouts read model: every read of payouts (admins' list and CSV, a chef's own, one
 * payout after a change, a payout's orders) goes through here, so a payout's columns and the
 * admins' order are written once. No rule lives here; no row is written.
 */
@Injectable()
export class PayoutQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Payouts of `status` (null: all), open ones first, newest period first; at most `limit` (null: all). */
  list(status: PayoutStatus | null, limit: number | null): Promise<PayoutRow[]> {
    return this.dataSource.query(
      `SELECT ${PAYOUT_COLUMNS} FROM payouts p WHERE ($1::text IS NULL OR p.status = $1)
       ${PAYOUT_ORDER} LIMIT $2`,
      [status, limit],
    );
  }

  /** The chef `chefId`'s payouts, newest period first. */
  ofChef(chefId: string): Promise<PayoutRow[]> {
    return this.dataSource.query(
      `SELECT ${PAYOUT_COLUMNS} FROM payouts p WHERE p.chef_id = $1
        ORDER BY p.period_end DESC, p.created_at DESC`,
      [chefId],
    );
  }

  /** The payouts `ids` as `m` sees them (e.g. inside the transaction that changed them). */
  byIds(m: EntityManager, ids: string[]): Promise<PayoutRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return m.query(
      `SELECT ${PAYOUT_COLUMNS} FROM payouts p WHERE p.id = ANY($1::uuid[]) ${PAYOUT_ORDER}`,
      [ids],
    );
  }

  /**
   * The orders of each payout (from its PAYOUT ledger entries; what the payout pays for each, in
   * integer cents), keyed by payout id; an id that is not a uuid is left out.
   */
  async ordersOf(payoutIds: string[]): Promise<Map<string, PayoutOrderRow[]>> {
    const ids = payoutIds.filter(isUuid);
    const byPayout = new Map<string, PayoutOrderRow[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byPayout;
    const rows = (await this.dataSource.query(
      `SELECT l.payout_id AS "payoutId", l.order_id AS "orderId",
              -SUM(l.amount_cents)::int AS "amountCents", o.scheduled_for AS "scheduledFor"
         FROM ledger_entries l JOIN orders o ON o.id = l.order_id
        WHERE l.payout_id = ANY($1::uuid[]) AND l.kind = 'PAYOUT'
        GROUP BY l.payout_id, l.order_id, o.scheduled_for
        ORDER BY o.scheduled_for, l.order_id`,
      [ids],
    )) as PayoutOrderRow[];
    for (const row of rows) byPayout.get(row.payoutId)?.push(row);
    return byPayout;
  }
}
