import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** A dispute's state in Hearth: OPEN until the bank decides, then WON (money kept) or LOST. */
export type DisputeStatus = 'OPEN' | 'WON' | 'LOST';

/** A card dispute (chargeback) of one order's payment (amounts in integer cents, CAD). */
export interface DisputeRow {
  /** The processor's dispute id (`dp_…`). */
  id: string;
  orderId: string;
  chefId: string;
  /** The chef's restaurant, from orders' restaurant projection (null if none is known). */
  restaurantName: string | null;
  /** What the guest disputed. */
  amountCents: number;
  /** The chef's share of it withheld from payouts while the dispute is open (≥ 0). */
  heldCents: number;
  /** The bank's reason (`fraudulent`, `product_not_received`, …), null when none was given. */
  reason: string | null;
  status: DisputeStatus;
  openedAt: Date;
  closedAt: Date | null;
}

/** A new dispute `HandleDisputeHandler` writes when the processor reports one. */
export interface NewDispute {
  id: string;
  processor: string;
  orderId: string;
  chefId: string;
  amountCents: number;
  heldCents: number;
  reason: string | null;
}

const DISPUTE_COLUMNS = `d.id, d.order_id AS "orderId", d.chef_id AS "chefId",
  (SELECT r.name FROM order_restaurants r WHERE r.owner_user_id = d.chef_id
    ORDER BY r.changed_at DESC LIMIT 1) AS "restaurantName",
  d.amount_cents AS "amountCents", d.held_cents AS "heldCents", d.reason, d.status,
  d.opened_at AS "openedAt", d.closed_at AS "closedAt"`;

/**
 * The SQL of card disputes (`payment_disputes`): write one when it opens, lock and close it, and
 * list them for admins (Pending Payments). Writes run in the caller's transaction `m`.
 */
@Injectable()
export class DisputeRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Writes `d` as OPEN; false (writing nothing) when the processor's dispute id is known already. */
  async create(m: EntityManager, d: NewDispute): Promise<boolean> {
    const rows = (await m.query(
      `INSERT INTO payment_disputes (id, processor, order_id, chef_id, amount_cents, held_cents,
                                     reason, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'OPEN') ON CONFLICT (id) DO NOTHING RETURNING id`,
      [d.id, d.processor, d.orderId, d.chefId, d.amountCents, d.heldCents, d.reason],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The dispute `id`, locked until the transaction ends (`FOR UPDATE`); null when unknown. */
  async lock(m: EntityManager, id: string): Promise<DisputeRow | null> {
    const [row] = (await m.query(
      `SELECT ${DISPUTE_COLUMNS} FROM payment_disputes d WHERE d.id = $1 FOR UPDATE`,
      [id],
    )) as DisputeRow[];
    return row ?? null;
  }

  /** Closes the OPEN dispute `id` as `status` (WON or LOST) at `at`. */
  async close(m: EntityManager, id: string, status: 'WON' | 'LOST', at: Date): Promise<void> {
    await m.query(
      `UPDATE payment_disputes SET status = $2, closed_at = $3 WHERE id = $1 AND status = 'OPEN'`,
      [id, status, at],
    );
  }

  /** The PENDING payouts (not yet approved) that pay `orderId`'s money, by id. */
  async pendingPayoutsOf(m: EntityManager, orderId: string): Promise<string[]> {
    const rows = (await m.query(
      `SELECT DISTINCT p.id FROM payouts p JOIN ledger_entries l ON l.payout_id = p.id
        WHERE l.order_id = $1 AND l.kind = 'PAYOUT' AND p.status = 'PENDING' ORDER BY p.id`,
      [orderId],
    )) as Array<{ id: string }>;
    return rows.map((r) => r.id);
  }

  /**
   * Disputes for admins: the open ones (oldest first), then the closed ones (newest first); at
   * most `limit`.
   */
  async list(limit: number): Promise<DisputeRow[]> {
    return (await this.dataSource.query(
      `SELECT ${DISPUTE_COLUMNS} FROM payment_disputes d
        ORDER BY (d.status = 'OPEN') DESC,
                 CASE WHEN d.status = 'OPEN' THEN d.opened_at END ASC,
                 d.closed_at DESC NULLS LAST, d.id
        LIMIT $1`,
      [limit],
    )) as DisputeRow[];
  }
}
