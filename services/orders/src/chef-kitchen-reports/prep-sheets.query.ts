import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { OrderStatus } from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import { OrderAccess } from '../orders/order-access.js';
import {
  deliveryAddressOf,
  orderLines,
  ordersOfOccurrences,
  type OrderLineRow,
  type OrderRow,
} from '../orders/order-views.js';
import {
  ACCEPTED_STATUSES,
  KITCHEN_STATUSES,
  OCCURRENCE_COLUMNS,
  ownedOccurrence,
  type OccurrenceRow,
} from './kitchen-range.js';
import type { PrepDishType, PrepOrderType, PrepSheetType } from './kitchen.types.js';

/** Default look-ahead of the prep sheets, in days. */
export const PREP_DAYS_DEFAULT = 14;
/** Longest look-ahead of the prep sheets, in days. */
export const PREP_DAYS_MAX = 90;
/** An occurrence stays on the prep sheets this long after it started (the food is being made). */
const STARTED_GRACE = '6 hours';

/** One dish's stock in an occurrence, from orders' projection (`cart_occurrence_dishes`). */
interface StockRow {
  occurrenceId: string;
  dishId: string;
  maxQuantity: number;
  remaining: number;
  portionSize: string;
  withdrawn: boolean;
  dishName: string | null;
}

const isAccepted = (s: OrderStatus) => ACCEPTED_STATUSES.includes(s);

/**
 * The chef's prep sheets: per occurrence of their restaurant, what to cook (each dish's portions
 * accepted and pending apart, portions left and cooked) and the line-up of its orders (PENDING and
 * ACCEPTED, by time placed). Only the chef who owns the restaurant reads them (FORBIDDEN
 * otherwise, also for an unknown restaurant or occurrence). Dishes, occurrences and stock come
 * from orders' projections (ADR 0005/0006): they may lag the owning services by an event's time.
 */
@Injectable()
export class PrepSheetsQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: OrderAccess,
  ) {}

  /**
   * The prep sheets of the restaurant's occurrences from `STARTED_GRACE` ago to `days` ahead
   * (1..PREP_DAYS_MAX), soonest first; withdrawn occurrences are left out.
   */
  async prepSheets(user: AuthUser, restaurantId: string, days: number): Promise<PrepSheetType[]> {
    const m = this.dataSource.manager;
    const restaurant = await this.access.ownedRestaurant(m, user, restaurantId);
    const span = Math.min(Math.max(Math.trunc(days) || 1, 1), PREP_DAYS_MAX);
    const occurrences = (await m.query(
      `SELECT ${OCCURRENCE_COLUMNS}
         FROM cart_occurrences
        WHERE restaurant_id = $1 AND withdrawn_at IS NULL
          AND starts_at >= now() - interval '${STARTED_GRACE}'
          AND starts_at < now() + make_interval(days => $2)
        ORDER BY starts_at, occurrence_id`,
      [restaurantId, span],
    )) as OccurrenceRow[];
    return this.sheets(occurrences, restaurant.timeZone);
  }

  /** The prep sheet of one occurrence of the chef's restaurant (withdrawn ones too). */
  async prepSheet(user: AuthUser, occurrenceId: string): Promise<PrepSheetType> {
    const m = this.dataSource.manager;
    const { occ, restaurant } = await ownedOccurrence(m, this.access, user, occurrenceId);
    const [sheet] = await this.sheets([occ], restaurant.timeZone);
    return sheet!;
  }

  private async sheets(occurrences: OccurrenceRow[], timeZone: string): Promise<PrepSheetType[]> {
    if (occurrences.length === 0) return [];
    const m = this.dataSource.manager;
    const ids = occurrences.map((o) => o.occurrenceId);
    const stock = (await m.query(
      `SELECT s.occurrence_id AS "occurrenceId", s.dish_id AS "dishId",
              s.max_quantity AS "maxQuantity", s.remaining, s.portion_size AS "portionSize",
              s.withdrawn_at IS NOT NULL AS withdrawn, d.name AS "dishName"
         FROM cart_occurrence_dishes s LEFT JOIN order_dishes d ON d.dish_id = s.dish_id
        WHERE s.occurrence_id = ANY($1::uuid[])`,
      [ids],
    )) as StockRow[];
    const orders = await ordersOfOccurrences(m, ids, KITCHEN_STATUSES);
    const lines = await orderLines(
      m,
      orders.map((o) => o.id),
    );
    const now = Date.now();
    return occurrences.map((occ) => {
      const dishes = new Map<string, PrepDishType>();
      for (const s of stock.filter((r) => r.occurrenceId === occ.occurrenceId && !r.withdrawn))
        dishes.set(s.dishId, {
          dishId: s.dishId,
          dishName: s.dishName ?? '',
          portionSize: s.portionSize,
          acceptedPortions: 0,
          pendingPortions: 0,
          portionsLeft: s.remaining,
          portionsCooked: s.maxQuantity,
        });
      const lineUp = orders
        .filter((o) => o.occurrenceId === occ.occurrenceId)
        .map((o) => lineUpEntry(o, lines, dishes));
      const list = [...dishes.values()].sort((a, b) => a.dishName.localeCompare(b.dishName));
      return {
        occurrenceId: occ.occurrenceId,
        startsAt: new Date(occ.startsAt),
        orderCutoffAt: new Date(occ.orderCutoffAt),
        isOpen: new Date(occ.orderCutoffAt).getTime() > now,
        timeZone,
        acceptedPortions: list.reduce((n, d) => n + d.acceptedPortions, 0),
        pendingPortions: list.reduce((n, d) => n + d.pendingPortions, 0),
        dishes: list,
        orders: lineUp,
      };
    });
  }
}

/**
 * One order of the line-up; counts its portions into `dishes` (accepted or pending), adding a
 * dish the occurrence no longer offers (no portions left or cooked known).
 */
function lineUpEntry(
  o: OrderRow,
  lines: OrderLineRow[],
  dishes: Map<string, PrepDishType>,
): PrepOrderType {
  const own = lines.filter((l) => l.orderId === o.id);
  for (const l of own) {
    let dish = dishes.get(l.dishId);
    if (!dish) {
      dish = {
        dishId: l.dishId,
        dishName: l.dishName,
        portionSize: l.portionSize,
        acceptedPortions: 0,
        pendingPortions: 0,
        portionsLeft: null,
        portionsCooked: null,
      };
      dishes.set(l.dishId, dish);
    }
    if (!dish.dishName) dish.dishName = l.dishName;
    if (isAccepted(o.status)) dish.acceptedPortions += l.quantity;
    else dish.pendingPortions += l.quantity;
  }
  return {
    orderId: o.id,
    status: o.status,
    guestId: o.guestId,
    fulfilment: o.fulfilment,
    readyAt: new Date(o.scheduledFor),
    placedAt: new Date(o.createdAt),
    instructions: o.instructions,
    deliveryAddress: deliveryAddressOf(o),
    distanceKm: o.distanceKm,
    lines: own.map((l) => ({ dishId: l.dishId, dishName: l.dishName, quantity: l.quantity })),
  };
}
