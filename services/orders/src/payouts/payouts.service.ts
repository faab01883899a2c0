import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DateTime } from 'luxon';
import type { DataSource, EntityManager } from 'typeorm';
import { CURRENCY, PaymentMessages, isUuid, type FieldError } from '@hearth/contracts';
import {
  Topics,
  type BankDetailsAddedPayload,
  type EventEnvelope,
  type PayoutRecipientCreatedPayload,
} from '@hearth/events';
import { forbidden, publishEvents, type AuthUser } from '@hearth/nest-common';
import { payoutCreated } from '../integration-events/published/payout-created.event.js';
import { payoutPaid } from '../integration-events/published/payout-paid.event.js';
import { PAYOUT_PROVIDER, type PayoutProvider } from './payout-provider.js';
import { toCsv } from '@hearth/contracts';

/** A payout's state: PENDING → APPROVED or HELD; HELD → APPROVED; APPROVED → PAID. */
export const PAYOUT_STATUSES = ['PENDING', 'HELD', 'APPROVED', 'PAID'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Inbox consumer names of the payouts context. */
export const PayoutConsumers = {
  bankDetailsAdded: 'orders.on-bank-details-added',
  payoutRecipientCreated: 'orders.on-payout-recipient-created',
} as const;

/** The time zone of the weekly payout schedule (Monday 00:00 there). */
export const PAYOUT_ZONE = 'America/Toronto';

/**
 * The end of the newest weekly payout period at `now`: the last Monday 00:00 in Toronto at or
 * before `now` (the weekly run pays out everything completed before it).
 */
export function weeklyPeriodEnd(now: Date): Date {
  return DateTime.fromJSDate(now, { zone: PAYOUT_ZONE }).startOf('week').toJSDate();
}

/** A payout as the service reads it (amounts in integer cents, CAD). */
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

/** What a run wrote: the period's end and the payouts created (none when nothing was due). */
export interface PayoutRunOutcome {
  periodEnd: Date;
  payouts: PayoutRow[];
}

const PAYOUT_COLUMNS = `p.id, p.chef_id AS "chefId",
  (SELECT r.name FROM order_restaurants r WHERE r.owner_user_id = p.chef_id
    ORDER BY r.changed_at DESC LIMIT 1) AS "restaurantName",
  p.period_start AS "periodStart", p.period_end AS "periodEnd", p.order_count AS "orderCount",
  p.amount_cents AS "amountCents", p.currency, p.status, p.bank_last4 AS "bankLast4",
  p.created_at AS "createdAt", p.held_at AS "heldAt", p.approved_at AS "approvedAt",
  p.paid_at AS "paidAt", p.transfer_reference AS "transferReference"`;

/** Open payouts first (pending, held, approved), then paid ones; newest period first. */
const PAYOUT_ORDER = `ORDER BY CASE p.status WHEN 'PENDING' THEN 0 WHEN 'HELD' THEN 1
  WHEN 'APPROVED' THEN 2 ELSE 3 END, p.period_end DESC, p.amount_cents DESC, p.id`;

/** Serialises payout runs across replicas and the schedule (a transaction-level advisory lock). */
const RUN_LOCK = `SELECT pg_advisory_xact_lock(hashtext('orders.payout-run'))`;

/** The admin's state changes of a payout: from which states, to which, and the refusal. */
const TRANSITIONS = {
  approve: {
    from: ['PENDING', 'HELD'],
    to: 'APPROVED',
    stamp: 'approved_at',
    refused: PaymentMessages.payoutApproveInvalid,
  },
  hold: {
    from: ['PENDING'],
    to: 'HELD',
    stamp: 'held_at',
    refused: PaymentMessages.payoutHoldInvalid,
  },
} as const;

/** The idempotency key of a payout's one transfer: marking paid twice sends one transfer. */
export const transferKey = (payoutId: string) => `payout:${payoutId}:transfer`;

/**
 * Chef payouts from the append-only ledger:
 * - **Who is paid:** only chefs with bank details on file (`payout_bank_accounts`, kept from
 *   users' `BankDetailsAdded`); the others keep accruing and are paid by the first run after they
 *   add them.
 * - **What is paid:** per chef, the ledger balance of their COMPLETED orders (completed by the
 *   period's end) that is not paid out yet — for each order the sum of all its entries up to the
 *   period's end plus its PAYOUT entries, so an order paid out once counts again only for what
 *   changed since (a later refund lowers the next payout). A chef whose total is not above zero
 *   gets nothing this time.
 * - **How:** one payout (PENDING) per chef and period with, in the same transaction, a PAYOUT
 *   ledger entry (−the order's unpaid balance) per order, carrying the payout id, and
 *   `PayoutCreated`. A run is idempotent: a second run of the same period (or any run once the
 *   money is paid out) writes nothing. Runs are serialised by an advisory lock.
 * - **When:** weekly (every Monday 00:00 in Toronto, `runScheduled`, catching up a missed week)
 *   and on demand by an admin (`run`).
 * - **Admin decisions:** PENDING → APPROVED or HELD, HELD → APPROVED, APPROVED → PAID (the
 *   transfer through the `PayoutProvider`, once per payout by its idempotency key, and
 *   `PayoutPaid`); anything else is refused with a message.
 */
@Injectable()
export class PayoutsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYOUT_PROVIDER) private readonly provider: PayoutProvider,
  ) {}

  /**
   * `BankDetailsAdded` (users), run by its handler in the inbox transaction: the chef has bank
   * details on file from the event's time (an older event never replaces a newer one's last 4
   * digits), and their unpaid payouts show the account they will be sent to. Newer details drop
   * a Wise recipient made before them (it is the old account's); one made after is kept.
   */
  async recordBankDetails(
    p: BankDetailsAddedPayload,
    m: EntityManager,
    e: EventEnvelope,
  ): Promise<void> {
    const [row] = (await m.query(
      `INSERT INTO payout_bank_accounts (chef_id, filled_at, account_last4) VALUES ($1, $2, $3)
       ON CONFLICT (chef_id) DO UPDATE
         SET filled_at = EXCLUDED.filled_at, account_last4 = EXCLUDED.account_last4,
           provider_recipient_id = CASE
             WHEN payout_bank_accounts.provider_recipient_at >= EXCLUDED.filled_at
             THEN payout_bank_accounts.provider_recipient_id END,
           provider_recipient_at = CASE
             WHEN payout_bank_accounts.provider_recipient_at >= EXCLUDED.filled_at
             THEN payout_bank_accounts.provider_recipient_at END
       WHERE payout_bank_accounts.filled_at <= EXCLUDED.filled_at
       RETURNING account_last4 AS "last4"`,
      [p.userId, e.occurredAt, p.accountLast4 ?? null],
    )) as Array<{ last4: string | null }>;
    if (row)
      await m.query(`UPDATE payouts SET bank_last4 = $2 WHERE chef_id = $1 AND status <> 'PAID'`, [
        p.userId,
        row.last4,
      ]);
  }

  /**
   * `PayoutRecipientCreated` (users), run by its handler in the inbox transaction: Wise payouts
   * to the chef go to this recipient account (`provider_recipient_id`) from the event's time. An
   * older recipient never replaces a newer one; if it comes before its `BankDetailsAdded`, the
   * row is made with the event's last 4 digits and that event then keeps the recipient.
   */
  async recordPayoutRecipient(
    p: PayoutRecipientCreatedPayload,
    m: EntityManager,
    e: EventEnvelope,
  ): Promise<void> {
    await m.query(
      `INSERT INTO payout_bank_accounts
         (chef_id, filled_at, account_last4, provider_recipient_id, provider_recipient_at)
       VALUES ($1, $2, $3, $4, $2)
       ON CONFLICT (chef_id) DO UPDATE
         SET provider_recipient_id = EXCLUDED.provider_recipient_id,
           provider_recipient_at = EXCLUDED.provider_recipient_at
       WHERE payout_bank_accounts.provider_recipient_at IS NULL
          OR payout_bank_accounts.provider_recipient_at <= EXCLUDED.provider_recipient_at`,
      [p.userId, e.occurredAt, p.accountLast4, p.recipientId],
    );
  }

  // ── runs ─────────────────────────────────────────────────────────────────────────────────

  /**
   * RunPayouts: pays out, per chef with bank details, what is due up to `periodEnd` (default:
   * now; not in the future), in one transaction. Answers the payouts this run created.
   */
  async run(
    periodEnd: Date | null,
    traceparent: string | null,
  ): Promise<PayoutRunOutcome | { errors: FieldError[] }> {
    const end = periodEnd ?? new Date();
    if (end.getTime() > Date.now())
      return { errors: [{ field: 'periodEnd', message: PaymentMessages.payoutPeriodInFuture }] };
    return this.dataSource.transaction((m) => this.runIn(m, end, 'ADMIN', traceparent));
  }

  /**
   * The weekly schedule: runs the newest weekly period (ending the last Monday 00:00 in Toronto
   * at or before `now`) unless it has run already; null when it had.
   */
  async runScheduled(now = new Date()): Promise<PayoutRunOutcome | null> {
    const end = weeklyPeriodEnd(now);
    return this.dataSource.transaction(async (m) => {
      await m.query(RUN_LOCK);
      const [ran] = (await m.query(`SELECT 1 FROM payout_runs WHERE period_end = $1`, [
        end,
      ])) as unknown[];
      if (ran) return null;
      return this.runIn(m, end, 'SCHEDULE', null);
    });
  }

  private async runIn(
    m: EntityManager,
    periodEnd: Date,
    trigger: 'ADMIN' | 'SCHEDULE',
    traceparent: string | null,
  ): Promise<PayoutRunOutcome> {
    await m.query(RUN_LOCK);
    // Per chef with bank details: each completed order's balance not paid out yet.
    const due = (await m.query(
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
    )) as Array<{
      chefId: string;
      amountCents: number;
      firstAt: Date;
      orderIds: string[];
      cents: number[];
    }>;
    const created: string[] = [];
    const events: EventEnvelope[] = [];
    for (const chef of due) {
      const id = randomUUID();
      const [row] = (await m.query(
        `INSERT INTO payouts (id, chef_id, period_start, period_end, order_count, amount_cents,
                              currency, status, bank_last4)
         VALUES ($1, $2::uuid,
                 LEAST($4::timestamptz, COALESCE((SELECT max(period_end) FROM payouts
                          WHERE chef_id = $2::uuid AND period_end <= $4::timestamptz), $3)),
                 $4, $5, $6, $7, 'PENDING',
                 (SELECT account_last4 FROM payout_bank_accounts WHERE chef_id = $2::uuid))
         ON CONFLICT (chef_id, period_end) DO NOTHING
         RETURNING period_start AS "periodStart"`,
        [
          id,
          chef.chefId,
          chef.firstAt,
          periodEnd,
          chef.orderIds.length,
          chef.amountCents,
          CURRENCY,
        ],
      )) as Array<{ periodStart: Date }>;
      if (!row) continue; // this chef's payout of this period exists already
      await m.query(
        `INSERT INTO ledger_entries (chef_id, order_id, kind, amount_cents, payout_id)
         SELECT $1, o.order_id, 'PAYOUT', -o.cents, $2
           FROM unnest($3::uuid[], $4::int[]) AS o (order_id, cents)`,
        [chef.chefId, id, chef.orderIds, chef.cents],
      );
      created.push(id);
      events.push(
        payoutCreated(
          {
            payoutId: id,
            chefId: chef.chefId,
            periodStart: row.periodStart.toISOString(),
            periodEnd: periodEnd.toISOString(),
            orderCount: chef.orderIds.length,
            amountCents: chef.amountCents,
            currency: CURRENCY,
          },
          traceparent,
        ),
      );
    }
    await m.query(
      `INSERT INTO payout_runs (period_end, trigger, payout_count) VALUES ($1, $2, $3)
       ON CONFLICT (period_end) DO UPDATE
         SET payout_count = payout_runs.payout_count + EXCLUDED.payout_count, ran_at = now()`,
      [periodEnd, trigger, created.length],
    );
    if (events.length > 0) await publishEvents(m, Topics.orders, events);
    return { periodEnd, payouts: await this.byIds(m, created) };
  }

  // ── admin decisions ──────────────────────────────────────────────────────────────────────

  /** ApprovePayout / HoldPayout (admins): the payout after the change, or why not. */
  async decide(
    id: string,
    action: keyof typeof TRANSITIONS,
  ): Promise<{ payout: PayoutRow } | { errors: FieldError[] }> {
    if (!isUuid(id)) return notFound();
    const t = TRANSITIONS[action];
    return this.dataSource.transaction(async (m) => {
      const [current] = (await m.query(`SELECT status FROM payouts WHERE id = $1 FOR UPDATE`, [
        id,
      ])) as Array<{ status: PayoutStatus }>;
      if (!current) return notFound();
      if (!(t.from as readonly string[]).includes(current.status))
        return { errors: [{ field: 'payoutId', message: t.refused }] };
      await m.query(`UPDATE payouts SET status = $2, ${t.stamp} = now() WHERE id = $1`, [id, t.to]);
      return { payout: (await this.byIds(m, [id]))[0]! };
    });
  }

  /**
   * MarkPayoutPaid (admins): an APPROVED payout is sent through the payout provider (one
   * transfer per payout, by its idempotency key) and becomes PAID with the provider's transfer
   * id and `PayoutPaid`, in one transaction. A provider failure throws (the payout stays
   * APPROVED; the resolver answers the transfer-failed message).
   */
  async markPaid(
    id: string,
    traceparent: string | null,
  ): Promise<{ payout: PayoutRow } | { errors: FieldError[] }> {
    if (!isUuid(id)) return notFound();
    return this.dataSource.transaction(async (m) => {
      const [payout] = (await m.query(
        `SELECT id, chef_id AS "chefId", amount_cents AS "amountCents", status
           FROM payouts WHERE id = $1 FOR UPDATE`,
        [id],
      )) as Array<{ id: string; chefId: string; amountCents: number; status: PayoutStatus }>;
      if (!payout) return notFound();
      if (payout.status !== 'APPROVED')
        return { errors: [{ field: 'payoutId', message: PaymentMessages.payoutMarkPaidInvalid }] };
      const { transferId } = await this.provider.transfer(
        {
          payoutId: id,
          chefId: payout.chefId,
          amountCents: payout.amountCents,
          currency: CURRENCY,
          reference: `Hearth payout ${id.slice(0, 8).toUpperCase()}`,
        },
        transferKey(id),
      );
      await m.query(
        `UPDATE payouts SET status = 'PAID', paid_at = now(), transfer_reference = $2
          WHERE id = $1`,
        [id, transferId],
      );
      const paid = (await this.byIds(m, [id]))[0]!;
      await publishEvents(
        m,
        Topics.orders,
        payoutPaid(
          {
            payoutId: id,
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

  // ── views ────────────────────────────────────────────────────────────────────────────────

  /** PendingPayments (admins): payouts of `status` (null: all), open ones first, at most `limit`. */
  list(status: PayoutStatus | null, limit: number): Promise<PayoutRow[]> {
    return this.dataSource.query(
      `SELECT ${PAYOUT_COLUMNS} FROM payouts p WHERE ($1::text IS NULL OR p.status = $1)
       ${PAYOUT_ORDER} LIMIT $2`,
      [status, limit],
    );
  }

  /** The signed-in chef's own payouts, newest period first (another role: FORBIDDEN). */
  mine(user: AuthUser): Promise<PayoutRow[]> {
    if (user.role !== 'CHEF') throw forbidden();
    return this.dataSource.query(
      `SELECT ${PAYOUT_COLUMNS} FROM payouts p WHERE p.chef_id = $1
        ORDER BY p.period_end DESC, p.created_at DESC`,
      [user.id],
    );
  }

  /** The orders of each payout (from its PAYOUT ledger entries), keyed by payout id. */
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

  /**
   * PayoutsCsv (admins): the payouts of `status` (null: all) as CSV text, a header row first;
   * amounts in dollars with 2 decimals, instants in ISO-8601 (UTC).
   */
  async csv(status: PayoutStatus | null): Promise<string> {
    const rows = (await this.dataSource.query(
      `SELECT ${PAYOUT_COLUMNS} FROM payouts p WHERE ($1::text IS NULL OR p.status = $1)
       ${PAYOUT_ORDER}`,
      [status],
    )) as PayoutRow[];
    return toCsv(
      [
        'Payout ID',
        'Chef ID',
        'Restaurant',
        'Period start',
        'Period end',
        'Orders',
        'Amount (CAD)',
        'Bank last 4',
        'Status',
        'Created at',
        'Approved at',
        'Paid at',
        'Transfer reference',
      ],
      rows.map((r) => [
        r.id,
        r.chefId,
        r.restaurantName,
        r.periodStart,
        r.periodEnd,
        String(r.orderCount),
        (r.amountCents / 100).toFixed(2),
        r.bankLast4,
        r.status,
        r.createdAt,
        r.approvedAt,
        r.paidAt,
        r.transferReference,
      ]),
    );
  }

  private byIds(m: EntityManager, ids: string[]): Promise<PayoutRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return m.query(
      `SELECT ${PAYOUT_COLUMNS} FROM payouts p WHERE p.id = ANY($1::uuid[]) ${PAYOUT_ORDER}`,
      [ids],
    );
  }
}

const notFound = () => ({
  errors: [{ field: 'payoutId', message: PaymentMessages.payoutNotFound }],
});
