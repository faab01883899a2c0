import type { EntityManager } from 'typeorm';
import { isKnownRestaurantPublic, type KnownRestaurantVisibilityFacts } from '@hearth/contracts';
import { Refused } from '@hearth/nest-common';

/** One line of a reservation: `quantity` portions of `dishId`. */
export interface StockLine {
  dishId: string;
  /** Portions, an integer ≥ 1. */
  quantity: number;
}

/** Why a reservation was refused (nothing was reserved). */
type ReservationFailure =
  | 'INVALID_QUANTITY'
  | 'UNKNOWN_OCCURRENCE'
  | 'RESTAURANT_NOT_PUBLIC'
  | 'ORDER_CUTOFF_PASSED'
  | 'ORDER_LIMIT'
  | 'BELOW_DISH_MINIMUM'
  | 'UNKNOWN_DISH'
  | 'OUT_OF_STOCK';

/** Result of `reserveStock`: all lines reserved, or none and the first reason (and dish). */
type ReservationResult =
  { ok: true } | { ok: false; reason: ReservationFailure; dishId: string | null };

/** Lines merged per dish (quantities summed), sorted by dish id so concurrent orders lock alike. */
function merge(lines: readonly StockLine[]): StockLine[] {
  const byDish = new Map<string, number>();
  for (const l of lines) byDish.set(l.dishId, (byDish.get(l.dishId) ?? 0) + l.quantity);
  return [...byDish]
    .map(([dishId, quantity]) => ({ dishId, quantity }))
    .sort((a, b) => (a.dishId < b.dishId ? -1 : a.dishId > b.dishId ? 1 : 0));
}

type Refusal = Extract<ReservationResult, { ok: false }>;

const refuse = (reason: ReservationFailure, dishId: string | null = null): never => {
  throw new Refused<Refusal>({ ok: false, reason, dishId });
};

/**
 * Reserves one guest order's portions from one occurrence (the order saga's stock step), all or
 * nothing, in one transaction: the occurrence must exist; its restaurant must be public as
 * sessions knows it (the visibility rule, `isKnownRestaurantPublic`, on the `restaurant_owners`
 * projection: chef Active, bank details, not hidden; unknown facts count as not public), else
 * `RESTAURANT_NOT_PUBLIC` and nothing is taken; its order cutoff must not have passed;
 * the order's total portions must be within the session's order limit; each dish's portions at
 * least its `minQuantity`; then, per dish, ONE conditional update
 * `remaining = remaining - q WHERE remaining >= q`. The first line that fails rolls everything
 * back and is returned (`OUT_OF_STOCK` with its dish id). Safe under concurrency: stock never goes
 * negative and never oversells (the row lock of the conditional update serialises buyers).
 *
 * @param manager where to run: `dataSource.manager` opens a transaction of its own; an event
 *   handler's transactional manager nests it as a SAVEPOINT, so a refusal rolls back only the
 *   reservation while the handler's other writes (inbox row, `StockRejected`) still commit.
 */
export async function reserveStock(
  manager: EntityManager,
  occurrenceId: string,
  lines: readonly StockLine[],
  now = new Date(),
): Promise<ReservationResult> {
  if (lines.length === 0 || lines.some((l) => !Number.isInteger(l.quantity) || l.quantity < 1)) {
    return { ok: false, reason: 'INVALID_QUANTITY', dishId: null };
  }
  const merged = merge(lines);
  try {
    await manager.transaction(async (m) => {
      const [occ] = (await m.query(
        `SELECT o.order_cutoff_at AS "cutoff", s.id AS "sessionId", s.restaurant_id AS "restaurantId",
                s.order_limit_min AS "min", s.order_limit_max AS "max"
           FROM session_occurrences o JOIN cooking_sessions s ON s.id = o.session_id
          WHERE o.id = $1 FOR SHARE OF o`,
        [occurrenceId],
      )) as Array<{
        cutoff: Date;
        sessionId: string;
        restaurantId: string;
        min: number;
        max: number;
      }>;
      if (!occ) return refuse('UNKNOWN_OCCURRENCE');
      // FOR SHARE: a visibility change being projected now commits before or after this
      // reservation, never in the middle of it.
      const [facts] = (await m.query(
        `SELECT is_chef_active AS "isChefActive", has_bank_details AS "hasBankDetails",
                is_hidden AS "isHidden"
           FROM restaurant_owners WHERE restaurant_id = $1 FOR SHARE`,
        [occ.restaurantId],
      )) as KnownRestaurantVisibilityFacts[];
      if (!facts || !isKnownRestaurantPublic(facts)) return refuse('RESTAURANT_NOT_PUBLIC');
      if (now.getTime() >= new Date(occ.cutoff).getTime()) return refuse('ORDER_CUTOFF_PASSED');
      const total = merged.reduce((sum, l) => sum + l.quantity, 0);
      if (total < occ.min || total > occ.max) return refuse('ORDER_LIMIT');
      const dishes = (await m.query(
        `SELECT dish_id AS "dishId", min_quantity AS "min" FROM session_dishes WHERE session_id = $1`,
        [occ.sessionId],
      )) as Array<{ dishId: string; min: number }>;
      const minOf = new Map(dishes.map((d) => [d.dishId, d.min]));
      for (const l of merged) {
        const min = minOf.get(l.dishId);
        if (min === undefined) return refuse('UNKNOWN_DISH', l.dishId);
        if (l.quantity < min) return refuse('BELOW_DISH_MINIMUM', l.dishId);
      }
      for (const l of merged) {
        const [row] = (await m.query(
          `WITH u AS (
             UPDATE occurrence_stock SET remaining = remaining - $3
              WHERE occurrence_id = $1 AND dish_id = $2 AND remaining >= $3
              RETURNING 1)
           SELECT count(*)::int AS n FROM u`,
          [occurrenceId, l.dishId, l.quantity],
        )) as Array<{ n: number }>;
        if (row!.n !== 1) {
          const exists = (await m.query(
            `SELECT 1 FROM occurrence_stock WHERE occurrence_id = $1 AND dish_id = $2`,
            [occurrenceId, l.dishId],
          )) as unknown[];
          return refuse(exists.length ? 'OUT_OF_STOCK' : 'UNKNOWN_DISH', l.dishId);
        }
      }
    });
    return { ok: true };
  } catch (err) {
    if (err instanceof Refused) return (err as Refused<Refusal>).result;
    throw err;
  }
}

/**
 * Gives reserved portions back (an order declined or cancelled), in one transaction; `remaining`
 * never rises above `total` (a double release cannot create stock). Unknown dishes are ignored.
 * `manager` as for `reserveStock`.
 */
export async function releaseStock(
  manager: EntityManager,
  occurrenceId: string,
  lines: readonly StockLine[],
): Promise<void> {
  const merged = merge(lines.filter((l) => Number.isInteger(l.quantity) && l.quantity > 0));
  await manager.transaction(async (m: EntityManager) => {
    for (const l of merged) {
      await m.query(
        `UPDATE occurrence_stock SET remaining = LEAST(total, remaining + $3)
          WHERE occurrence_id = $1 AND dish_id = $2`,
        [occurrenceId, l.dishId, l.quantity],
      );
    }
  });
}
