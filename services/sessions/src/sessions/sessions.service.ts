import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { GraphQLError } from 'graphql';
import { DataSource, type EntityManager } from 'typeorm';
import {
  DEFAULT_TIME_ZONE,
  cookingSessionSchema,
  toFieldErrors,
  type CookingSessionData,
  type FieldError,
  isUuid,
} from '@hearth/contracts';
import { Topics, type RestaurantEstablishedPayload } from '@hearth/events';
import { forbidden, type AuthUser, Refused, publishEvents } from '@hearth/nest-common';
import { unavailableDishErrors } from '../dishes/session-dish-rule.js';
import { expandSchedule, type Occurrence } from './schedule.js';
import { cookingSessionScheduled } from '../integration-events/published/cooking-session-scheduled.event.js';
import { occurrenceDishesWithdrawn } from '../integration-events/published/occurrence-dishes-withdrawn.event.js';
import { occurrenceWithdrawn } from '../integration-events/published/occurrence-withdrawn.event.js';
import {
  releaseStock,
  reserveStock,
  type ReservationResult,
  type StockLine,
} from '../reservations/stock.js';
import { loadSessionViews } from './session-views.js';
import type { CookingSessionInput, CookingSessionType } from './sessions.types.js';

/** Inbox consumer name of the `restaurant_owners` projection. */
export const OWNERS_PROJECTION_CONSUMER = 'sessions.on-restaurant-established';

/** Messages of edits that would contradict portions already sold (Hearth's, not SPEC's). */
export const SessionEditMessages = {
  belowSold: (sold: number, date: string) =>
    `${sold} portions of this dish are already sold for ${date}; the quantity cannot be less than that`,
  dishHasSales: (date: string) =>
    `A removed dish already has orders for ${date}; keep it in the session`,
  occurrenceHasSales: (date: string) =>
    `The session on ${date} already has orders and cannot be removed`,
  movedRestaurant: 'A session cannot move to another restaurant',
  deliveryNotOffered: 'This restaurant does not offer delivery',
  pickupNotOffered: 'This restaurant does not offer pickup',
} as const;

/** Most days `cookingSessions` looks ahead. */
export const MAX_LOOKAHEAD_DAYS = 90;

/** What `reconcile` removed: deleted occurrences, and dishes dropped from kept occurrences. */
interface Reconciled {
  withdrawn: string[];
  dishesWithdrawn: Array<{ occurrenceId: string; dishIds: string[] }>;
}

interface OwnerRow {
  ownerUserId: string;
  timeZone: string;
  offersDelivery: boolean;
  offersPickup: boolean;
}

/**
 * Cooking sessions (SPEC §3, §5, §7 CreateCookingSession / GetCookingSessions): schedules expanded
 * into dated occurrences with per-occurrence, per-dish stock (docs/inventory.md), and the
 * `restaurant_owners` projection that decides who may schedule for a restaurant.
 */
@Injectable()
export class SessionsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * `RestaurantEstablished`: the `restaurant_owners` projection row (owner, time zone, delivery /
   * pickup) that decides who may schedule for the restaurant; runs in the handler's inbox
   * transaction.
   */
  async recordRestaurant(manager: EntityManager, p: RestaurantEstablishedPayload): Promise<void> {
    await manager.query(
      `INSERT INTO restaurant_owners
         (restaurant_id, owner_user_id, slug, name, time_zone, offers_delivery, offers_pickup, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now())
       ON CONFLICT (restaurant_id) DO UPDATE SET owner_user_id = EXCLUDED.owner_user_id,
         slug = EXCLUDED.slug, name = EXCLUDED.name, time_zone = EXCLUDED.time_zone,
         offers_delivery = EXCLUDED.offers_delivery, offers_pickup = EXCLUDED.offers_pickup,
         updated_at = now()`,
      [
        p.restaurantId,
        p.ownerUserId,
        p.slug,
        p.name,
        p.timeZone || DEFAULT_TIME_ZONE,
        p.offersDelivery,
        p.offersPickup,
      ],
    );
  }

  /** The restaurant if `user` owns it; FORBIDDEN otherwise (also for unknown restaurants). */
  private async ownedBy(user: AuthUser, restaurantId: string): Promise<OwnerRow> {
    if (!isUuid(restaurantId)) throw forbidden();
    const [row] = (await this.dataSource.query(
      `SELECT owner_user_id AS "ownerUserId", time_zone AS "timeZone",
              offers_delivery AS "offersDelivery", offers_pickup AS "offersPickup"
         FROM restaurant_owners WHERE restaurant_id = $1`,
      [restaurantId],
    )) as OwnerRow[];
    if (!row || row.ownerUserId !== user.id) throw forbidden();
    return row;
  }

  /**
   * Creates (`sessionId` null) or edits a session of the chef's own restaurant. FORBIDDEN when
   * the restaurant (or the edited session's restaurant) is not the chef's; NOT_FOUND for an
   * unknown session. Omitted fields take the SPEC §4 defaults (schedule ONCE, lead time 10 h,
   * order limit 1–20, dish quantities 1–10; delivery and pickup as the restaurant offers them).
   * Only ACTIVE dishes of the restaurant (`restaurant_dishes`) are accepted (`dishes.N.dishId`:
   * `dishNotAvailable`). The session, its occurrences and stock and a `CookingSessionScheduled`
   * v1 event are written in one transaction. Returns the saved session with its upcoming
   * occurrences, or the field errors (SPEC §5 messages; edits that contradict sold portions),
   * with nothing written.
   */
  async save(
    user: AuthUser,
    sessionId: string | null,
    input: CookingSessionInput,
    options: { now?: Date; traceparent?: string | null } = {},
  ): Promise<{ session: CookingSessionType } | { errors: FieldError[] }> {
    const now = options.now ?? new Date();
    if (sessionId !== null) {
      const [current] = isUuid(sessionId)
        ? ((await this.dataSource.query(
            `SELECT restaurant_id AS "restaurantId" FROM cooking_sessions WHERE id = $1`,
            [sessionId],
          )) as Array<{ restaurantId: string }>)
        : [];
      if (!current) {
        throw new GraphQLError('This cooking session does not exist', {
          extensions: { code: 'NOT_FOUND' },
        });
      }
      await this.ownedBy(user, current.restaurantId);
      if (current.restaurantId !== input.restaurantId) {
        return {
          errors: [{ field: 'restaurantId', message: SessionEditMessages.movedRestaurant }],
        };
      }
    }
    const owner = await this.ownedBy(user, input.restaurantId);
    const { restaurantId: _ignored, ...form } = input;
    const parsed = cookingSessionSchema.safeParse({
      ...form,
      offersDelivery: form.offersDelivery ?? owner.offersDelivery,
      offersPickup: form.offersPickup ?? owner.offersPickup,
    });
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const data = parsed.data;
    const optionErrors: FieldError[] = [];
    if (data.offersDelivery && !owner.offersDelivery) {
      optionErrors.push({
        field: 'offersDelivery',
        message: SessionEditMessages.deliveryNotOffered,
      });
    }
    if (data.offersPickup && !owner.offersPickup) {
      optionErrors.push({ field: 'offersPickup', message: SessionEditMessages.pickupNotOffered });
    }
    if (optionErrors.length) return { errors: optionErrors };
    const dishErrors = await unavailableDishErrors(
      this.dataSource,
      input.restaurantId,
      sessionId,
      data.dishes.map((d) => d.dishId),
    );
    if (dishErrors.length) return { errors: dishErrors };

    const id = sessionId ?? randomUUID();
    try {
      await this.dataSource.transaction(async (m) => {
        const values = [
          id,
          data.schedule,
          data.startDate,
          data.until,
          data.startTime,
          data.endTime,
          owner.timeZone,
          data.leadTimeHours,
          data.orderLimit.min,
          data.orderLimit.max,
          data.offersDelivery,
          data.offersPickup,
        ];
        if (sessionId === null) {
          await m.query(
            `INSERT INTO cooking_sessions (id, schedule, start_date, until, start_time, end_time,
               time_zone, lead_time_hours, order_limit_min, order_limit_max, offers_delivery,
               offers_pickup, restaurant_id, chef_id)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
            [...values, input.restaurantId, user.id],
          );
        } else {
          await m.query(`SELECT 1 FROM cooking_sessions WHERE id = $1 FOR UPDATE`, [id]);
          await m.query(
            `UPDATE cooking_sessions SET schedule = $2, start_date = $3, until = $4,
               start_time = $5, end_time = $6, time_zone = $7, lead_time_hours = $8,
               order_limit_min = $9, order_limit_max = $10, offers_delivery = $11,
               offers_pickup = $12, updated_at = date_trunc('milliseconds', now())
             WHERE id = $1`,
            values,
          );
          await m.query(`DELETE FROM session_dishes WHERE session_id = $1`, [id]);
        }
        for (const [position, d] of data.dishes.entries()) {
          await m.query(
            `INSERT INTO session_dishes (session_id, dish_id, position, min_quantity, max_quantity, portion_size)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [id, d.dishId, position, d.minQuantity, d.maxQuantity, d.portionSize],
          );
        }
        const occurrences = expandSchedule({ ...data, timeZone: owner.timeZone });
        const { withdrawn, dishesWithdrawn } = await this.reconcile(m, id, occurrences, data, now);
        const [last] = (await m.query(
          `SELECT max(ends_at) AS "endsAt" FROM session_occurrences WHERE session_id = $1`,
          [id],
        )) as Array<{ endsAt: Date | null }>;
        const event = cookingSessionScheduled(
          {
            sessionId: id,
            restaurantId: input.restaurantId,
            dishIds: data.dishes.map((d) => d.dishId),
            lastOccurrenceEndsAt: last?.endsAt ? new Date(last.endsAt) : null,
          },
          options.traceparent ?? null,
        );
        // Tombstones of deleted occurrences and of dishes taken out of kept ones, in the
        // transaction that deleted them (ADR 0006).
        const tombstones = [
          ...withdrawn.map((occurrenceId) =>
            occurrenceWithdrawn(
              { occurrenceId, sessionId: id, restaurantId: input.restaurantId },
              options.traceparent ?? null,
            ),
          ),
          ...dishesWithdrawn.map(({ occurrenceId, dishIds }) =>
            occurrenceDishesWithdrawn(
              { occurrenceId, sessionId: id, restaurantId: input.restaurantId, dishIds },
              options.traceparent ?? null,
            ),
          ),
        ];
        await publishEvents(m, Topics.sessions, [...tombstones, event]);
      });
    } catch (err) {
      if (err instanceof Refused) return (err as Refused).result;
      throw err;
    }
    const [session] = await loadSessionViews(this.dataSource, [id], now, null, now);
    return { session: session! };
  }

  /**
   * Makes the stored occurrences of session `id` match `wanted`, keeping portions already sold:
   * started occurrences are left as they are; a kept occurrence gets the new times and, per dish,
   * `total = maxQuantity, remaining = maxQuantity − sold` (refused when maxQuantity < sold); a
   * dish removed from the session is dropped from an occurrence only if none of it was sold; an
   * occurrence no longer in the schedule is deleted only if nothing was sold. New occurrences
   * get `remaining = total = maxQuantity` per dish. Any refusal rolls the whole save back.
   * Returns the ids of the occurrences it deleted (`withdrawn`; the caller publishes
   * `OccurrenceWithdrawn`) and, per kept occurrence, the dishes it dropped (`dishesWithdrawn`;
   * the caller publishes `OccurrenceDishesWithdrawn`).
   */
  private async reconcile(
    m: EntityManager,
    id: string,
    wanted: Occurrence[],
    data: CookingSessionData,
    now: Date,
  ): Promise<Reconciled> {
    const existing = (await m.query(
      `SELECT id, local_date::text AS "localDate", starts_at AS "startsAt"
         FROM session_occurrences WHERE session_id = $1`,
      [id],
    )) as Array<{ id: string; localDate: string; startsAt: Date }>;
    const byDate = new Map(existing.map((e) => [e.localDate, e]));
    const dishIds = data.dishes.map((d) => d.dishId);
    const totals = data.dishes.map((d) => d.maxQuantity);
    const errors: FieldError[] = [];
    const withdrawn: string[] = [];
    const dishesWithdrawn: Reconciled['dishesWithdrawn'] = [];
    const count = async (sql: string, params: unknown[]) =>
      ((await m.query(sql, params)) as Array<{ n: number }>)[0]!.n;

    for (const occ of wanted) {
      const ex = byDate.get(occ.localDate);
      if (!ex) {
        const occurrenceId = randomUUID();
        await m.query(
          `INSERT INTO session_occurrences (id, session_id, local_date, starts_at, ends_at, order_cutoff_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [occurrenceId, id, occ.localDate, occ.startsAt, occ.endsAt, occ.orderCutoffAt],
        );
        await m.query(
          `INSERT INTO occurrence_stock (occurrence_id, dish_id, total, remaining)
           SELECT $1, d, q, q FROM unnest($2::uuid[], $3::int[]) AS t(d, q)`,
          [occurrenceId, dishIds, totals],
        );
        continue;
      }
      byDate.delete(occ.localDate);
      if (new Date(ex.startsAt).getTime() <= now.getTime()) continue;
      await m.query(
        `UPDATE session_occurrences SET starts_at = $2, ends_at = $3, order_cutoff_at = $4 WHERE id = $1`,
        [ex.id, occ.startsAt, occ.endsAt, occ.orderCutoffAt],
      );
      for (const [i, d] of data.dishes.entries()) {
        const updated = await count(
          `WITH u AS (
             UPDATE occurrence_stock SET total = $3, remaining = $3 - (total - remaining)
              WHERE occurrence_id = $1 AND dish_id = $2 AND $3 >= total - remaining
              RETURNING 1)
           SELECT count(*)::int AS n FROM u`,
          [ex.id, d.dishId, d.maxQuantity],
        );
        if (updated === 1) continue;
        const [sold] = (await m.query(
          `SELECT total - remaining AS sold FROM occurrence_stock WHERE occurrence_id = $1 AND dish_id = $2`,
          [ex.id, d.dishId],
        )) as Array<{ sold: number }>;
        if (sold) {
          errors.push({
            field: `dishes.${i}.maxQuantity`,
            message: SessionEditMessages.belowSold(sold.sold, occ.localDate),
          });
        } else {
          await m.query(
            `INSERT INTO occurrence_stock (occurrence_id, dish_id, total, remaining) VALUES ($1, $2, $3, $3)`,
            [ex.id, d.dishId, d.maxQuantity],
          );
        }
      }
      const removedWithSales = await count(
        `SELECT count(*)::int AS n FROM occurrence_stock
          WHERE occurrence_id = $1 AND NOT (dish_id = ANY($2::uuid[])) AND remaining < total`,
        [ex.id, dishIds],
      );
      if (removedWithSales > 0) {
        errors.push({ field: 'dishes', message: SessionEditMessages.dishHasSales(occ.localDate) });
      } else {
        const dropped = (await m.query(
          `WITH d AS (
             DELETE FROM occurrence_stock WHERE occurrence_id = $1 AND NOT (dish_id = ANY($2::uuid[]))
             RETURNING dish_id)
           SELECT dish_id AS "dishId" FROM d ORDER BY dish_id`,
          [ex.id, dishIds],
        )) as Array<{ dishId: string }>;
        if (dropped.length > 0)
          dishesWithdrawn.push({ occurrenceId: ex.id, dishIds: dropped.map((r) => r.dishId) });
      }
    }
    for (const ex of byDate.values()) {
      if (new Date(ex.startsAt).getTime() <= now.getTime()) continue;
      const deleted = await count(
        `WITH d AS (
           DELETE FROM session_occurrences o WHERE o.id = $1 AND NOT EXISTS (
             SELECT 1 FROM occurrence_stock s WHERE s.occurrence_id = o.id AND s.remaining < s.total)
           RETURNING 1)
         SELECT count(*)::int AS n FROM d`,
        [ex.id],
      );
      if (deleted === 0) {
        errors.push({
          field: 'schedule',
          message: SessionEditMessages.occurrenceHasSales(ex.localDate),
        });
      } else {
        withdrawn.push(ex.id);
      }
    }
    if (errors.length) {
      const seen = new Set<string>();
      throw new Refused({ errors: errors.filter((e) => !seen.has(e.field) && seen.add(e.field)) });
    }
    return { withdrawn, dishesWithdrawn };
  }

  /**
   * Sessions of `restaurantId` with an occurrence starting in [from, from + days), each with
   * those occurrences only, soonest first (SPEC §7 GetCookingSessions). `days` is clamped to
   * 1..90. Unknown restaurants give [].
   */
  async list(
    restaurantId: string,
    from: Date,
    days: number,
    now = new Date(),
  ): Promise<CookingSessionType[]> {
    if (!isUuid(restaurantId)) return [];
    const span = Math.min(Math.max(Math.trunc(days), 1), MAX_LOOKAHEAD_DAYS);
    const to = new Date(from.getTime() + span * 86_400_000);
    const ids = (
      (await this.dataSource.query(
        `SELECT s.id FROM cooking_sessions s JOIN session_occurrences o ON o.session_id = s.id
          WHERE s.restaurant_id = $1 AND o.starts_at >= $2 AND o.starts_at < $3
          GROUP BY s.id ORDER BY min(o.starts_at), s.id`,
        [restaurantId, from, to],
      )) as Array<{ id: string }>
    ).map((r) => r.id);
    return loadSessionViews(this.dataSource, ids, from, to, now);
  }

  /** `reserveStock` on this service's database (order saga; docs/inventory.md). */
  reserve(occurrenceId: string, lines: StockLine[], now = new Date()): Promise<ReservationResult> {
    return reserveStock(this.dataSource.manager, occurrenceId, lines, now);
  }

  /** `releaseStock` on this service's database. */
  release(occurrenceId: string, lines: StockLine[]): Promise<void> {
    return releaseStock(this.dataSource.manager, occurrenceId, lines);
  }
}
