/**
 * Occurrences and their per-dish stock when a session is saved: the dated occurrences the schedule
 * now wants are written, and edits never contradict portions already sold
 * (docs/rules/orders-and-sessions.md#session-edits, docs/inventory.md).
 */

import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { CookingSessionData, FieldError } from '@hearth/contracts';
import { Refused } from '@hearth/nest-common';
import type { Occurrence } from './schedule.js';
import { SessionEditMessages } from './session-edit-messages.js';

/** What `reconcileOccurrences` removed: deleted occurrences, and dishes dropped from kept ones. */
interface Reconciled {
  withdrawn: string[];
  dishesWithdrawn: Array<{ occurrenceId: string; dishIds: string[] }>;
}

/**
 * Makes the stored occurrences of session `id` match `wanted`, keeping portions already sold:
 * started occurrences are left as they are; a kept occurrence gets the new times and, per dish,
 * `total = maxQuantity, remaining = maxQuantity − sold` (refused when maxQuantity < sold); a
 * dish removed from the session is dropped from an occurrence only if none of it was sold; an
 * occurrence no longer in the schedule is deleted only if nothing was sold. New occurrences
 * get `remaining = total = maxQuantity` per dish. Any refusal rolls the whole save back: the
 * field errors (one per field) are thrown as a `Refused`, which the save answers with.
 * Returns the ids of the occurrences it deleted (`withdrawn`; the caller publishes
 * `OccurrenceWithdrawn`) and, per kept occurrence, the dishes it dropped (`dishesWithdrawn`;
 * the caller publishes `OccurrenceDishesWithdrawn`).
 */
export async function reconcileOccurrences(
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
