import type { DataSource } from 'typeorm';
import { CookingSessionMessages, type FieldError } from '@hearth/contracts';

/**
 * A cooking session offers only ACTIVE dishes of its own restaurant (ADR 0005), per the
 * `restaurant_dishes` projection. On an edit, a dish the session already has may stay while it is
 * INACTIVE or ARCHIVED (a dish in an upcoming session can only be archived, and its sold portions
 * must be kept), but never once DELETED or if it belongs to another restaurant.
 *
 * @param dishIds the form's dish ids, in form order.
 * @param sessionId the edited session, or null on create.
 * @returns one `dishes.N.dishId` error (`dishNotAvailable`) per refused dish; [] when all are fine.
 */
export async function unavailableDishErrors(
  db: Pick<DataSource, 'query'>,
  restaurantId: string,
  sessionId: string | null,
  dishIds: string[],
): Promise<FieldError[]> {
  const rows = (await db.query(
    `SELECT rd.dish_id AS "dishId", rd.status,
            EXISTS (SELECT 1 FROM session_dishes sd
                     WHERE sd.session_id = $3 AND sd.dish_id = rd.dish_id) AS "isKept"
       FROM restaurant_dishes rd
      WHERE rd.dish_id = ANY($1::uuid[]) AND rd.restaurant_id = $2`,
    [dishIds, restaurantId, sessionId],
  )) as Array<{ dishId: string; status: string; isKept: boolean }>;
  const byId = new Map(rows.map((r) => [r.dishId, r]));
  return dishIds.flatMap((dishId, i) => {
    const dish = byId.get(dishId);
    const allowed =
      dish !== undefined &&
      (dish.status === 'ACTIVE' || (dish.isKept && dish.status !== 'DELETED'));
    return allowed
      ? []
      : [{ field: `dishes.${i}.dishId`, message: CookingSessionMessages.dishNotAvailable }];
  });
}
