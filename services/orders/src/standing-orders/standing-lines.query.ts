import type { EntityManager } from 'typeorm';
import { CART_LINE_FACTS, cartLineFactJoins, type CartLineRow } from '../cart/cart-lines.js';
import type { StandingLine } from './standing-order.model.js';

/**
 * A standing order's `lines` for `occurrenceId`, shaped as cart lines (the checkout's
 * `LineSource`): the same dish, restaurant and occurrence projections the cart reads, so the
 * week's order is judged and priced exactly as a checkout of those lines would be. `id` is the
 * dish id (there is no cart row).
 */
export async function loadStandingLines(
  m: EntityManager,
  lines: readonly StandingLine[],
  occurrenceId: string,
): Promise<CartLineRow[]> {
  return (await m.query(
    `SELECT l.dish_id AS id, l.dish_id AS "dishId", $3::uuid AS "occurrenceId", l.quantity,
            now() AS "createdAt", ${CART_LINE_FACTS}
       FROM unnest($1::uuid[], $2::int[]) WITH ORDINALITY AS l(dish_id, quantity, position)
       ${cartLineFactJoins('l.dish_id', '$3::uuid')}
      ORDER BY l.position`,
    [lines.map((l) => l.dishId), lines.map((l) => l.quantity), occurrenceId],
  )) as CartLineRow[];
}
