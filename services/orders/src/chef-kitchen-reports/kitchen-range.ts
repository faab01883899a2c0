import type { EntityManager } from 'typeorm';
import { isUuid, type OrderStatus } from '@hearth/contracts';
import { forbidden, type AuthUser } from '@hearth/nest-common';
import type { OrderAccess, OwnedRestaurant } from '../orders/order-access.js';

/** Statuses whose portions the chef has said yes to (COMPLETED ones were accepted first). */
export const ACCEPTED_STATUSES: readonly OrderStatus[] = ['ACCEPTED', 'COMPLETED'];
/** Statuses waiting for the chef's answer (PLACED is reserving its stock: a moment). */
export const PENDING_STATUSES: readonly OrderStatus[] = ['PLACED', 'PENDING'];
/** The orders a kitchen cooks for: pending and accepted. */
export const KITCHEN_STATUSES: readonly OrderStatus[] = [...PENDING_STATUSES, ...ACCEPTED_STATUSES];

/** Longest period a shopping list or the sales cover, in days. */
export const KITCHEN_RANGE_MAX_DAYS = 366;

/** An occurrence of a cooking session as orders' projection holds it (`cart_occurrences`). */
export interface OccurrenceRow {
  occurrenceId: string;
  restaurantId: string;
  startsAt: Date;
  orderCutoffAt: Date;
}

/** The SELECT list of an `OccurrenceRow` from `cart_occurrences`. */
export const OCCURRENCE_COLUMNS = `occurrence_id AS "occurrenceId", restaurant_id AS "restaurantId",
  starts_at AS "startsAt", order_cutoff_at AS "orderCutoffAt"`;

/**
 * The occurrence `occurrenceId` and its restaurant, if `user` owns the restaurant.
 * @throws FORBIDDEN for a malformed or unknown occurrence, or another chef's.
 */
export async function ownedOccurrence(
  m: EntityManager,
  access: OrderAccess,
  user: AuthUser,
  occurrenceId: string,
): Promise<{ occ: OccurrenceRow; restaurant: OwnedRestaurant }> {
  if (!isUuid(occurrenceId)) throw forbidden();
  const [occ] = (await m.query(
    `SELECT ${OCCURRENCE_COLUMNS} FROM cart_occurrences WHERE occurrence_id = $1`,
    [occurrenceId],
  )) as OccurrenceRow[];
  if (!occ) throw forbidden();
  return { occ, restaurant: await access.ownedRestaurant(m, user, occ.restaurantId) };
}

/**
 * [from, to) with defaults and bounds: a missing end is `defaultDays` from the other end (or from
 * now; negative: back from now), `to` is never before `from`, and the span is at most
 * KITCHEN_RANGE_MAX_DAYS (cut at the end).
 */
export function clampRange(
  from: Date | null | undefined,
  to: Date | null | undefined,
  defaultDays: number,
): { from: Date; to: Date } {
  const day = 86_400_000;
  const now = Date.now();
  let start = from?.getTime();
  let end = to?.getTime();
  if (start === undefined && end === undefined) {
    start = defaultDays >= 0 ? now : now + defaultDays * day;
    end = defaultDays >= 0 ? now + defaultDays * day : now;
  } else if (start === undefined) start = end! - Math.abs(defaultDays) * day;
  else if (end === undefined) end = start + Math.abs(defaultDays) * day;
  if (end! < start!) end = start;
  end = Math.min(end!, start! + KITCHEN_RANGE_MAX_DAYS * day);
  return { from: new Date(start!), to: new Date(end) };
}
