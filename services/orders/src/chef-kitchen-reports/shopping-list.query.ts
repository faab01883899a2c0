import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { forbidden, type AuthUser } from '@hearth/nest-common';
import { OrderAccess } from '../orders/order-access.js';
import {
  ACCEPTED_STATUSES,
  KITCHEN_STATUSES,
  OCCURRENCE_COLUMNS,
  clampRange,
  ownedOccurrence,
  type OccurrenceRow,
} from './kitchen-range.js';
import type { ShoppingListType } from './kitchen.types.js';
import { shoppingLines, type DishIngredient } from './shopping-list.js';

/** Portions ordered of one dish over the occurrences, with its ingredients per portion (JSON). */
interface OrderedDishRow {
  dishId: string;
  dishName: string;
  portions: number;
  accepted: number | null;
  ingredients: string | null;
}

/**
 * The chef's shopping list: what to buy for the PENDING and ACCEPTED orders of one occurrence or
 * of a period (ingredients per portion × portions ordered, summed by ingredient:
 * `shoppingLines`). Only the chef who owns the restaurant reads it (FORBIDDEN otherwise).
 * Ingredients come from orders' dish projection (ADR 0006).
 */
@Injectable()
export class ShoppingListQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: OrderAccess,
  ) {}

  /**
   * The shopping list of one occurrence (`occurrenceId`, which must be of `restaurantId`) or of
   * the occurrences starting in [from, to) (at most KITCHEN_RANGE_MAX_DAYS; default: the next 7
   * days). Quantities in the ingredients' base units (g, ml, pieces) or as typed.
   */
  async shoppingList(
    user: AuthUser,
    restaurantId: string,
    range: { occurrenceId?: string | null; from?: Date | null; to?: Date | null },
  ): Promise<ShoppingListType> {
    const m = this.dataSource.manager;
    await this.access.ownedRestaurant(m, user, restaurantId);
    let occurrences: OccurrenceRow[];
    let from: Date;
    let to: Date;
    if (range.occurrenceId) {
      const { occ } = await ownedOccurrence(m, this.access, user, range.occurrenceId);
      if (occ.restaurantId !== restaurantId) throw forbidden();
      occurrences = [occ];
      from = new Date(occ.startsAt);
      to = new Date(from.getTime() + 1);
    } else {
      ({ from, to } = clampRange(range.from, range.to, 7));
      occurrences = (await m.query(
        `SELECT ${OCCURRENCE_COLUMNS}
           FROM cart_occurrences
          WHERE restaurant_id = $1 AND starts_at >= $2 AND starts_at < $3
          ORDER BY starts_at`,
        [restaurantId, from, to],
      )) as OccurrenceRow[];
    }
    const ids = occurrences.map((o) => o.occurrenceId);
    const rows = (await m.query(
      `SELECT l.dish_id AS "dishId", max(l.dish_name) AS "dishName",
              sum(l.quantity)::int AS portions,
              (sum(l.quantity) FILTER (WHERE o.status = ANY($2::text[])))::int AS accepted,
              max(d.ingredients::text) AS ingredients
         FROM orders o JOIN order_lines l ON l.order_id = o.id
         LEFT JOIN order_dishes d ON d.dish_id = l.dish_id
        WHERE o.occurrence_id = ANY($1::uuid[]) AND o.status = ANY($3::text[])
        GROUP BY l.dish_id`,
      [ids, [...ACCEPTED_STATUSES], [...KITCHEN_STATUSES]],
    )) as OrderedDishRow[];
    const list = shoppingLines(
      rows.map((r) => ({
        dishName: r.dishName,
        portions: r.portions,
        acceptedPortions: r.accepted ?? 0,
        ingredients: r.ingredients ? (JSON.parse(r.ingredients) as DishIngredient[]) : null,
      })),
    );
    return {
      from,
      to,
      occurrenceIds: ids,
      portions: rows.reduce((n, r) => n + r.portions, 0),
      ...list,
    };
  }
}
