import type { EntityManager } from 'typeorm';
import type { CartLineRow } from '../cart/cart-lines.js';
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
            now() AS "createdAt", d.name AS "dishName", d.price_cents AS "priceCents",
            d.status AS "dishStatus", d.image_url AS "imageUrl", d.restaurant_id AS "restaurantId",
            r.name AS "restaurantName", r.slug AS "restaurantSlug",
            r.is_chef_active AS "isChefActive", r.has_bank_details AS "hasBankDetails",
            r.is_hidden AS "isHidden",
            o.restaurant_id AS "occurrenceRestaurantId", o.starts_at AS "startsAt",
            o.order_cutoff_at AS "orderCutoffAt", o.order_limit_min AS "orderLimitMin",
            o.order_limit_max AS "orderLimitMax", o.offers_delivery AS "offersDelivery",
            o.offers_pickup AS "offersPickup", COALESCE(o.withdrawn_at, od.withdrawn_at) AS "withdrawnAt",
            od.min_quantity AS "minQuantity", od.max_quantity AS "maxQuantity", od.remaining,
            COALESCE(od.portion_size, d.portion_size) AS "portionSize"
       FROM unnest($1::uuid[], $2::int[]) WITH ORDINALITY AS l(dish_id, quantity, position)
       LEFT JOIN order_dishes d ON d.dish_id = l.dish_id
       LEFT JOIN order_restaurants r ON r.restaurant_id = d.restaurant_id
       LEFT JOIN cart_occurrences o ON o.occurrence_id = $3
       LEFT JOIN cart_occurrence_dishes od
              ON od.occurrence_id = $3 AND od.dish_id = l.dish_id
      ORDER BY l.position`,
    [lines.map((l) => l.dishId), lines.map((l) => l.quantity), occurrenceId],
  )) as CartLineRow[];
}
