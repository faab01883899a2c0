import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { GraphQLError } from 'graphql';
import { DataSource } from 'typeorm';
import {
  RestaurantAvailabilityMessages,
  cookingSessionSchema,
  toFieldErrors,
  type FieldError,
  isUuid,
} from '@hearth/contracts';
import { Topics } from '@hearth/events';
import { type AuthUser, Refused, publishEvents } from '@hearth/nest-common';
import { unavailableDishErrors } from '../dishes/session-dish-rule.js';
import { expandSchedule } from './schedule.js';
import { cookingSessionScheduled } from '../integration-events/published/cooking-session-scheduled.event.js';
import { occurrenceDishesWithdrawn } from '../integration-events/published/occurrence-dishes-withdrawn.event.js';
import { occurrenceWithdrawn } from '../integration-events/published/occurrence-withdrawn.event.js';
import { reconcileOccurrences } from './occurrence-stock.js';
import { tellWaitingGuests, type AvailabilityReason } from '../waiting/tell-waiting-guests.js';
import { RestaurantOwnersService } from './restaurant-owners.service.js';
import { SessionEditMessages } from './session-edit-messages.js';
import { loadSessionViews } from './session-views.js';
import type { CookingSessionInput, CookingSessionType } from './sessions.types.js';

/** Most days `cookingSessions` looks ahead. */
const MAX_LOOKAHEAD_DAYS = 90;

/**
 * Cooking sessions (docs/rules/orders-and-sessions.md#cooking-sessions): a chef saves a session of
 * their own restaurant (`RestaurantOwnersService`), its schedule is expanded into dated occurrences
 * (`expandSchedule`) with per-occurrence, per-dish stock (`reconcileOccurrences`,
 * docs/inventory.md); anyone lists a restaurant's upcoming sessions.
 */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly owners: RestaurantOwnersService,
  ) {}

  /**
   * Creates (`sessionId` null) or edits a session of the chef's own restaurant. FORBIDDEN when
   * the restaurant (or the edited session's restaurant) is not the chef's; NOT_FOUND for an
   * unknown session; a `restaurantId` field error (`chefNotActive`) while the chef's status is not
   * Active as sessions last heard it (`RestaurantEstablished`'s facts, never the token's claim). Omitted fields take the defaults (schedule ONCE, lead time 10 h,
   * order limit 1–20, dish quantities 1–10; delivery and pickup as the restaurant offers them).
   * Only ACTIVE dishes of the restaurant (`restaurant_dishes`) are accepted (`dishes.N.dishId`:
   * `dishNotAvailable`). The session, its occurrences and stock and a `CookingSessionScheduled`
   * v1 event are written in one transaction. Returns the saved session with its upcoming
   * occurrences, or the field errors (the form's messages; edits that contradict sold
   * portions), with nothing written.
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
      await this.owners.ownedBy(user, current.restaurantId);
      if (current.restaurantId !== input.restaurantId) {
        return {
          errors: [{ field: 'restaurantId', message: SessionEditMessages.movedRestaurant }],
        };
      }
    }
    const owner = await this.owners.ownedBy(user, input.restaurantId);
    if (owner.isChefActive !== true)
      return {
        errors: [{ field: 'restaurantId', message: RestaurantAvailabilityMessages.chefNotActive }],
      };
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
        const before = new Set(
          (
            (await m.query(`SELECT id FROM session_occurrences WHERE session_id = $1`, [
              id,
            ])) as Array<{ id: string }>
          ).map((r) => r.id),
        );
        const { withdrawn, dishesWithdrawn } = await reconcileOccurrences(
          m,
          id,
          occurrences,
          data,
          now,
        );
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
        // "Notify me": guests waiting for a dish that has portions again (raised stock) or on a
        // new date (a new occurrence of the dish), told in this transaction.
        const current = (await m.query(`SELECT id FROM session_occurrences WHERE session_id = $1`, [
          id,
        ])) as Array<{ id: string }>;
        const reasons = new Map<string, AvailabilityReason>(
          current.map((o) => [o.id, before.has(o.id) ? 'STOCK_ADDED' : 'NEW_OCCURRENCE']),
        );
        const told = await tellWaitingGuests(
          m,
          { occurrenceIds: [...reasons.keys()], dishIds: null, reasons, fallback: 'STOCK_ADDED' },
          options.traceparent ?? null,
        );
        await publishEvents(m, Topics.sessions, [...tombstones, event, ...told]);
      });
    } catch (err) {
      if (err instanceof Refused) return (err as Refused).result;
      throw err;
    }
    const [session] = await loadSessionViews(this.dataSource, [id], now, null, now);
    return { session: session! };
  }

  /**
   * Sessions of `restaurantId` with an occurrence starting in [from, from + days), each with
   * those occurrences only, soonest first. `days` is clamped to 1..90. Unknown restaurants, and
   * restaurants that are not public for anyone but their owner and admins, give [].
   */
  async list(
    viewer: AuthUser | null,
    restaurantId: string,
    from: Date,
    days: number,
    now = new Date(),
  ): Promise<CookingSessionType[]> {
    if (!(await this.owners.visibleTo(viewer, restaurantId))) return [];
    const span = Math.min(Math.max(Math.trunc(days), 1), MAX_LOOKAHEAD_DAYS);
    const to = new Date(from.getTime() + span * 86_400_000);
    const ids = (
      (await this.dataSource.query(
        // A session's last occurrence is on COALESCE(until, start_date) (schedule.ts): sessions
        // that ended more than two days before `from` (any time zone) cannot have one in range,
        // so a restaurant's past sessions are never read (cooking_sessions_last_date_idx).
        `SELECT s.id FROM cooking_sessions s JOIN session_occurrences o ON o.session_id = s.id
          WHERE s.restaurant_id = $1
            AND COALESCE(s.until, s.start_date) >= ($2::timestamptz - interval '2 days')::date
            AND o.starts_at >= $2 AND o.starts_at < $3
          GROUP BY s.id ORDER BY min(o.starts_at), s.id`,
        [restaurantId, from, to],
      )) as Array<{ id: string }>
    ).map((r) => r.id);
    return loadSessionViews(this.dataSource, ids, from, to, now);
  }
}
