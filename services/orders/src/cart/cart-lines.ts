import type { EntityManager } from 'typeorm';
import { cartLineWarnings, isKnownRestaurantPublic } from '@hearth/contracts';
import type { CartItemType, CartType } from './cart.types.js';

/** A cart line joined with orders' projections (ADR 0006); projection columns null when unknown. */
export interface CartLineRow {
  id: string;
  dishId: string;
  occurrenceId: string;
  quantity: number;
  createdAt: Date;
  dishName: string | null;
  priceCents: number | null;
  dishStatus: string | null;
  imageUrl: string | null;
  restaurantId: string | null;
  restaurantName: string | null;
  restaurantSlug: string | null;
  /** The restaurant's visibility facts as orders last heard them (null: not told yet). */
  isChefActive: boolean | null;
  hasBankDetails: boolean | null;
  isHidden: boolean | null;
  occurrenceRestaurantId: string | null;
  startsAt: Date | null;
  orderCutoffAt: Date | null;
  orderLimitMin: number | null;
  orderLimitMax: number | null;
  offersDelivery: boolean | null;
  offersPickup: boolean | null;
  /**
   * When sessions deleted the occurrence (`OccurrenceWithdrawn`) or took the dish out of it
   * (`OccurrenceDishesWithdrawn`, until a newer stock event carries the dish again), else null.
   */
  withdrawnAt: Date | null;
  minQuantity: number | null;
  maxQuantity: number | null;
  remaining: number | null;
  portionSize: string | null;
}

/**
 * The select list of a cart line's facts after its own columns (dish, restaurant, occurrence and
 * the occurrence's stock of the dish, as `CartLineRow` names them), read from the projections
 * joined by {@link cartLineFactJoins} as d, r, o and od. One list for every line source (the
 * cart, a standing weekly order's lines), so a line is judged and priced the same way.
 */
export const CART_LINE_FACTS = `d.name AS "dishName", d.price_cents AS "priceCents",
            d.status AS "dishStatus", d.image_url AS "imageUrl", d.restaurant_id AS "restaurantId",
            r.name AS "restaurantName", r.slug AS "restaurantSlug",
            r.is_chef_active AS "isChefActive", r.has_bank_details AS "hasBankDetails",
            r.is_hidden AS "isHidden",
            o.restaurant_id AS "occurrenceRestaurantId", o.starts_at AS "startsAt",
            o.order_cutoff_at AS "orderCutoffAt", o.order_limit_min AS "orderLimitMin",
            o.order_limit_max AS "orderLimitMax", o.offers_delivery AS "offersDelivery",
            o.offers_pickup AS "offersPickup", COALESCE(o.withdrawn_at, od.withdrawn_at) AS "withdrawnAt",
            od.min_quantity AS "minQuantity", od.max_quantity AS "maxQuantity", od.remaining,
            COALESCE(od.portion_size, d.portion_size) AS "portionSize"`;

/**
 * The LEFT JOINs {@link CART_LINE_FACTS} reads, for a line whose dish id and occurrence id are
 * the SQL expressions `dishId` and `occurrenceId` (a column or a parameter; our own text only).
 */
export function cartLineFactJoins(dishId: string, occurrenceId: string): string {
  return `LEFT JOIN order_dishes d ON d.dish_id = ${dishId}
       LEFT JOIN order_restaurants r ON r.restaurant_id = d.restaurant_id
       LEFT JOIN cart_occurrences o ON o.occurrence_id = ${occurrenceId}
       LEFT JOIN cart_occurrence_dishes od
              ON od.occurrence_id = ${occurrenceId} AND od.dish_id = ${dishId}`;
}

/**
 * The cart lines of `guestId` (only `occurrenceId`'s when given), oldest first, with the dish,
 * restaurant and occurrence facts. `lock` takes the lines `FOR UPDATE` (checkout).
 */
export async function loadCartLines(
  m: EntityManager,
  guestId: string,
  occurrenceId: string | null = null,
  lock = false,
): Promise<CartLineRow[]> {
  return (await m.query(
    `SELECT c.id, c.dish_id AS "dishId", c.occurrence_id AS "occurrenceId", c.quantity,
            c.created_at AS "createdAt", ${CART_LINE_FACTS}
       FROM cart_items c
       ${cartLineFactJoins('c.dish_id', 'c.occurrence_id')}
      WHERE c.guest_id = $1 AND ($2::uuid IS NULL OR c.occurrence_id = $2)
      ORDER BY c.created_at, c.id
      ${lock ? 'FOR UPDATE OF c' : ''}`,
    [guestId, occurrenceId],
  )) as CartLineRow[];
}

/**
 * Whether a line can still be ordered (else the cart shows 'This dish is no longer available'):
 * the dish is ACTIVE, the occurrence is known and not withdrawn (deleted by a session edit),
 * offers this dish (not taken out of it by a session edit), belongs to the dish's restaurant, the
 * restaurant is public (`isKnownRestaurantPublic`: its chef Active, bank details on file, not
 * hidden) and it is before its order cutoff (docs/rules/orders-and-sessions.md#cutoff).
 */
export function isLineAvailable(
  row: Pick<
    CartLineRow,
    | 'dishStatus'
    | 'orderCutoffAt'
    | 'remaining'
    | 'occurrenceRestaurantId'
    | 'restaurantId'
    | 'withdrawnAt'
    | 'isChefActive'
    | 'hasBankDetails'
    | 'isHidden'
  >,
  now: Date,
): boolean {
  return (
    row.dishStatus === 'ACTIVE' &&
    isKnownRestaurantPublic(row) &&
    row.orderCutoffAt !== null &&
    row.withdrawnAt === null &&
    row.remaining !== null &&
    row.occurrenceRestaurantId === row.restaurantId &&
    new Date(row.orderCutoffAt).getTime() > now.getTime()
  );
}

/**
 * The cart view of `rows` at `now`: lines with their warnings (`cartLineWarnings`,
 * docs/rules/orders-and-sessions.md#cart-warnings), totals, canCheckout.
 */
export function toCart(rows: readonly CartLineRow[], now: Date): CartType {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.occurrenceId, (totals.get(r.occurrenceId) ?? 0) + r.quantity);
  const items: CartItemType[] = rows.map((r) => {
    const isAvailable = isLineAvailable(r, now);
    const priceCents = r.priceCents ?? 0;
    const dishName = r.dishName ?? '';
    return {
      id: r.id,
      dishId: r.dishId,
      dishName,
      priceCents,
      quantity: r.quantity,
      lineTotalCents: priceCents * r.quantity,
      portionSize: r.portionSize ?? '',
      imageUrl: r.imageUrl,
      restaurantId: r.restaurantId ?? '',
      restaurantName: r.restaurantName ?? '',
      restaurantSlug: r.restaurantSlug ?? '',
      occurrenceId: r.occurrenceId,
      startsAt: r.startsAt ? new Date(r.startsAt) : null,
      orderCutoffAt: r.orderCutoffAt ? new Date(r.orderCutoffAt) : null,
      minQuantity: r.minQuantity ?? 1,
      maxQuantity: r.maxQuantity ?? 0,
      remaining: r.remaining ?? 0,
      orderLimitMin: r.orderLimitMin ?? 1,
      orderLimitMax: r.orderLimitMax ?? 0,
      offersDelivery: r.offersDelivery ?? false,
      offersPickup: r.offersPickup ?? false,
      isAvailable,
      warnings: cartLineWarnings({
        dishName,
        quantity: r.quantity,
        remaining: r.remaining,
        isAvailable,
        occurrenceTotal: totals.get(r.occurrenceId) ?? r.quantity,
        orderLimitMin: r.orderLimitMin ?? 1,
        orderLimitMax: r.orderLimitMax ?? 0,
      }),
    };
  });
  return {
    items,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    subtotalCents: items.reduce((n, i) => n + i.lineTotalCents, 0),
    canCheckout: items.length > 0 && items.every((i) => i.warnings.length === 0),
  };
}
