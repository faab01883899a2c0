import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { StandingMissReason, StandingWeekOutcome } from '@hearth/contracts';
import { StandingOrder, type StandingOrderFacts } from './standing-order.model.js';

/** The week a standing order places next: its occurrence, start and order cutoff. */
export interface UpcomingWeek {
  occurrenceId: string;
  startsAt: Date;
  orderCutoffAt: Date;
}

/** One recorded week of a standing order. */
export interface StandingWeek {
  id: string;
  standingOrderId: string;
  occurrenceId: string;
  startsAt: Date;
  outcome: StandingWeekOutcome;
  missReason: StandingMissReason | null;
  missDetail: string | null;
  orderId: string | null;
}

/** What the guest's notification names: the restaurant and its time zone. */
export interface RestaurantLabel {
  restaurantName: string;
  timeZone: string;
}

const COLUMNS = `id, guest_id AS "guestId", guest_email AS "guestEmail",
  restaurant_id AS "restaurantId", chef_id AS "chefId", session_id AS "sessionId",
  source_order_id AS "sourceOrderId", status, lines, fulfilment,
  address_line1 AS "addressLine1", address_line2 AS "addressLine2", postal_code AS "postalCode",
  latitude, longitude, instructions, payment_method_id AS "paymentMethodId",
  anchor_starts_at AS "anchorStartsAt", created_at AS "createdAt", updated_at AS "updatedAt"`;

const WEEK_COLUMNS = `id, standing_order_id AS "standingOrderId", occurrence_id AS "occurrenceId",
  starts_at AS "startsAt", outcome, miss_reason AS "missReason", miss_detail AS "missDetail",
  order_id AS "orderId"`;

/**
 * The next week of a standing order `s` at `now`: the first occurrence of its cooking session
 * after its anchor (and after every week already recorded) that is not withdrawn and whose order
 * cutoff is still ahead.
 */
const NEXT_WEEK = `SELECT o.occurrence_id AS "occurrenceId", o.starts_at AS "startsAt",
         o.order_cutoff_at AS "orderCutoffAt"
    FROM cart_occurrences o
   WHERE o.session_id = s.session_id AND o.restaurant_id = s.restaurant_id
     AND o.withdrawn_at IS NULL AND o.order_cutoff_at > $1
     AND o.starts_at > GREATEST(s.anchor_starts_at, COALESCE(
           (SELECT max(w.starts_at) FROM standing_order_weeks w
             WHERE w.standing_order_id = s.id), s.anchor_starts_at))
   ORDER BY o.starts_at, o.occurrence_id
   LIMIT 1`;

/** SQL of the StandingOrder aggregate: its row, its weeks, and the week it places next. */
@Injectable()
export class StandingOrderRepository {
  /** Inserts a new standing order; false when its source order already is one (unique). */
  async insert(m: EntityManager, order: StandingOrder): Promise<boolean> {
    const s = order.state;
    const rows = (await m.query(
      `INSERT INTO standing_orders (id, guest_id, guest_email, restaurant_id, chef_id, session_id,
         source_order_id, status, lines, fulfilment, address_line1, address_line2, postal_code,
         latitude, longitude, instructions, payment_method_id, anchor_starts_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15, $16, $17,
         $18, $19, $19)
       ON CONFLICT (source_order_id) DO NOTHING RETURNING id`,
      [
        s.id,
        s.guestId,
        s.guestEmail,
        s.restaurantId,
        s.chefId,
        s.sessionId,
        s.sourceOrderId,
        s.status,
        JSON.stringify(s.lines),
        s.fulfilment,
        s.addressLine1,
        s.addressLine2,
        s.postalCode,
        s.latitude,
        s.longitude,
        s.instructions,
        s.paymentMethodId,
        s.anchorStartsAt,
        s.createdAt,
      ],
    )) as unknown[];
    return rows.length === 1;
  }

  /** The standing order `id` locked `FOR UPDATE`, or null. */
  async lock(m: EntityManager, id: string): Promise<StandingOrder | null> {
    const rows = (await m.query(`SELECT ${COLUMNS} FROM standing_orders WHERE id = $1 FOR UPDATE`, [
      id,
    ])) as StandingOrderFacts[];
    return rows[0] ? StandingOrder.of(rows[0]) : null;
  }

  /** Saves a changed status and lines. */
  async save(m: EntityManager, order: StandingOrder): Promise<void> {
    const s = order.state;
    await m.query(
      `UPDATE standing_orders SET status = $2, lines = $3::jsonb, updated_at = $4 WHERE id = $1`,
      [s.id, s.status, JSON.stringify(s.lines), s.updatedAt],
    );
  }

  /** The guest's standing orders, newest first (cancelled ones included). */
  async ofGuest(m: EntityManager, guestId: string): Promise<StandingOrder[]> {
    const rows = (await m.query(
      `SELECT ${COLUMNS} FROM standing_orders WHERE guest_id = $1 ORDER BY created_at DESC, id`,
      [guestId],
    )) as StandingOrderFacts[];
    return rows.map((r) => StandingOrder.of(r));
  }

  /** The id of the standing order made from `sourceOrderId`, or null. */
  async idBySource(m: EntityManager, sourceOrderId: string): Promise<string | null> {
    const rows = (await m.query(`SELECT id FROM standing_orders WHERE source_order_id = $1`, [
      sourceOrderId,
    ])) as Array<{ id: string }>;
    return rows[0]?.id ?? null;
  }

  /** The week standing order `id` places next at `now` (see NEXT_WEEK), or null: none known. */
  async nextWeek(m: EntityManager, id: string, now: Date): Promise<UpcomingWeek | null> {
    const rows = (await m.query(
      `SELECT w.* FROM standing_orders s CROSS JOIN LATERAL (${NEXT_WEEK}) w WHERE s.id = $2`,
      [now, id],
    )) as UpcomingWeek[];
    return rows[0] ?? null;
  }

  /**
   * ACTIVE standing orders whose next week is due at `now`: its order cutoff is at most `leadMs`
   * away (milliseconds). Oldest cutoff first, at most `limit`.
   */
  async due(
    m: EntityManager,
    now: Date,
    leadMs: number,
    limit: number,
  ): Promise<Array<{ id: string } & UpcomingWeek>> {
    return (await m.query(
      `SELECT s.id, w."occurrenceId", w."startsAt", w."orderCutoffAt"
         FROM standing_orders s CROSS JOIN LATERAL (${NEXT_WEEK}) w
        WHERE s.status = 'ACTIVE' AND w."orderCutoffAt" <= $1::timestamptz + $2 * interval '1 millisecond'
        ORDER BY w."orderCutoffAt", s.id
        LIMIT $3`,
      [now, leadMs, limit],
    )) as Array<{ id: string } & UpcomingWeek>;
  }

  /**
   * Records week `week` of standing order `standingOrderId` with `outcome`, once: the id of the
   * new week, or null when that (standing order, occurrence) is already recorded (another replica
   * or an earlier skip got there first).
   */
  async claimWeek(
    m: EntityManager,
    standingOrderId: string,
    week: Pick<UpcomingWeek, 'occurrenceId' | 'startsAt'>,
    outcome: Extract<StandingWeekOutcome, 'SKIPPED' | 'PLACING'>,
    now: Date,
  ): Promise<string | null> {
    const rows = (await m.query(
      `INSERT INTO standing_order_weeks (id, standing_order_id, occurrence_id, starts_at, outcome,
         created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6)
       ON CONFLICT (standing_order_id, occurrence_id) DO NOTHING RETURNING id`,
      [randomUUID(), standingOrderId, week.occurrenceId, week.startsAt, outcome, now],
    )) as Array<{ id: string }>;
    return rows[0]?.id ?? null;
  }

  /** Week `id` locked `FOR UPDATE`, or null. */
  async lockWeek(m: EntityManager, id: string): Promise<StandingWeek | null> {
    const rows = (await m.query(
      `SELECT ${WEEK_COLUMNS} FROM standing_order_weeks WHERE id = $1 FOR UPDATE`,
      [id],
    )) as StandingWeek[];
    return rows[0] ?? null;
  }

  /** Saves what became of week `id`: its outcome, why it was missed, the order tried. */
  async settleWeek(
    m: EntityManager,
    id: string,
    outcome: Extract<StandingWeekOutcome, 'PLACED' | 'MISSED'>,
    orderId: string | null,
    miss: { reason: StandingMissReason; detail: string | null } | null,
    now: Date,
  ): Promise<void> {
    await m.query(
      `UPDATE standing_order_weeks SET outcome = $2, order_id = COALESCE($3, order_id),
         miss_reason = $4, miss_detail = $5, updated_at = $6 WHERE id = $1`,
      [id, outcome, orderId, miss?.reason ?? null, miss?.detail ?? null, now],
    );
  }

  /**
   * Weeks recorded PLACING more than two minutes before `now` with no order noted: a placement
   * interrupted (a crash, the processor unreachable), to place again (its key makes it one order).
   */
  async unplacedWeeks(
    m: EntityManager,
    now: Date,
    limit: number,
  ): Promise<Array<{ order: StandingOrderFacts; week: StandingWeek }>> {
    const rows = (await m.query(
      `SELECT ${WEEK_COLUMNS} FROM standing_order_weeks
        WHERE outcome = 'PLACING' AND order_id IS NULL
          AND created_at < $1::timestamptz - interval '2 minutes'
        ORDER BY created_at, id LIMIT $2`,
      [now, limit],
    )) as StandingWeek[];
    const out: Array<{ order: StandingOrderFacts; week: StandingWeek }> = [];
    for (const week of rows) {
      const found = (await m.query(`SELECT ${COLUMNS} FROM standing_orders WHERE id = $1`, [
        week.standingOrderId,
      ])) as StandingOrderFacts[];
      if (found[0]) out.push({ order: found[0], week });
    }
    return out;
  }

  /** Notes the order placed for week `id` (its outcome waits for the saga's answer). */
  async noteWeekOrder(m: EntityManager, id: string, orderId: string): Promise<void> {
    await m.query(`UPDATE standing_order_weeks SET order_id = $2 WHERE id = $1`, [id, orderId]);
  }

  /** The last `perOrder` weeks of each standing order in `ids`, newest first. */
  async recentWeeks(m: EntityManager, ids: string[], perOrder = 4): Promise<StandingWeek[]> {
    if (ids.length === 0) return [];
    return (await m.query(
      `SELECT ${WEEK_COLUMNS} FROM (
         SELECT w.*, row_number() OVER (PARTITION BY standing_order_id ORDER BY starts_at DESC) AS n
           FROM standing_order_weeks w WHERE standing_order_id = ANY($1::uuid[])) w
        WHERE n <= $2 ORDER BY starts_at DESC`,
      [ids, perOrder],
    )) as StandingWeek[];
  }

  /** The restaurant's name and time zone as orders knows them (null: not known). */
  async restaurantLabel(m: EntityManager, restaurantId: string): Promise<RestaurantLabel | null> {
    const rows = (await m.query(
      `SELECT name AS "restaurantName", time_zone AS "timeZone" FROM order_restaurants
        WHERE restaurant_id = $1`,
      [restaurantId],
    )) as RestaurantLabel[];
    return rows[0] ?? null;
  }
}
