import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { isUuid, type OrderStatus } from '@hearth/contracts';
import { type AuthUser, forbidden } from '@hearth/nest-common';
import type {
  KitchenSalesType,
  PrepDishType,
  PrepOrderType,
  PrepSheetType,
  ShoppingListType,
} from './kitchen.types.js';
import { shoppingLines, type DishIngredient } from './shopping-list.js';

/** Statuses whose portions the chef has said yes to (COMPLETED ones were accepted first). */
export const ACCEPTED_STATUSES: readonly OrderStatus[] = ['ACCEPTED', 'COMPLETED'];
/** Statuses waiting for the chef's answer (PLACED is reserving its stock: a moment). */
export const PENDING_STATUSES: readonly OrderStatus[] = ['PLACED', 'PENDING'];
/** The orders a kitchen cooks for: pending and accepted. */
export const KITCHEN_STATUSES: readonly OrderStatus[] = [...PENDING_STATUSES, ...ACCEPTED_STATUSES];

/** Longest period a shopping list or the sales cover, in days. */
export const KITCHEN_RANGE_MAX_DAYS = 366;
/** Default and longest look-ahead of the prep sheets, in days. */
export const PREP_DAYS_DEFAULT = 14;
export const PREP_DAYS_MAX = 90;
/** An occurrence stays on the prep sheets this long after it started (the food is being made). */
const STARTED_GRACE = '6 hours';

interface Restaurant {
  ownerUserId: string;
  timeZone: string;
}

interface OccurrenceRow {
  occurrenceId: string;
  restaurantId: string;
  startsAt: Date;
  orderCutoffAt: Date;
}

interface OrderRow {
  id: string;
  occurrenceId: string;
  status: OrderStatus;
  guestId: string;
  fulfilment: 'DELIVERY' | 'PICKUP';
  scheduledFor: Date;
  createdAt: Date;
  instructions: string | null;
  line1: string | null;
  line2: string | null;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
  distanceKm: number | null;
}

interface LineRow {
  orderId: string;
  dishId: string;
  dishName: string;
  portionSize: string;
  quantity: number;
  unitPriceCents: number;
}

const isAccepted = (s: OrderStatus) => ACCEPTED_STATUSES.includes(s);

/**
 * The chef's kitchen tools over their restaurant's orders: the prep sheet per occurrence, the
 * shopping list (ingredients × portions) and sales at a glance. Only the chef who owns the
 * restaurant reads them (FORBIDDEN otherwise, also for an unknown restaurant or occurrence).
 * Dishes, occurrences and stock come from orders' projections (ADR 0005/0006): they may lag the
 * owning services by the time an event takes.
 */
@Injectable()
export class KitchenService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The restaurant if `user` owns it; FORBIDDEN otherwise. */
  async ownedRestaurant(user: AuthUser, restaurantId: string): Promise<Restaurant> {
    if (!isUuid(restaurantId)) throw forbidden();
    const [row] = (await this.dataSource.query(
      `SELECT owner_user_id AS "ownerUserId", time_zone AS "timeZone"
         FROM order_restaurants WHERE restaurant_id = $1`,
      [restaurantId],
    )) as Restaurant[];
    if (!row || row.ownerUserId !== user.id) throw forbidden();
    return row;
  }

  private async occurrence(user: AuthUser, occurrenceId: string) {
    if (!isUuid(occurrenceId)) throw forbidden();
    const [occ] = (await this.dataSource.query(
      `SELECT occurrence_id AS "occurrenceId", restaurant_id AS "restaurantId",
              starts_at AS "startsAt", order_cutoff_at AS "orderCutoffAt"
         FROM cart_occurrences WHERE occurrence_id = $1`,
      [occurrenceId],
    )) as OccurrenceRow[];
    if (!occ) throw forbidden();
    return { occ, restaurant: await this.ownedRestaurant(user, occ.restaurantId) };
  }

  /**
   * The prep sheets of the restaurant's occurrences from `STARTED_GRACE` ago to `days` ahead
   * (1..PREP_DAYS_MAX), soonest first; withdrawn occurrences are left out.
   */
  async prepSheets(user: AuthUser, restaurantId: string, days: number): Promise<PrepSheetType[]> {
    const restaurant = await this.ownedRestaurant(user, restaurantId);
    const span = Math.min(Math.max(Math.trunc(days) || 1, 1), PREP_DAYS_MAX);
    const occurrences = (await this.dataSource.query(
      `SELECT occurrence_id AS "occurrenceId", restaurant_id AS "restaurantId",
              starts_at AS "startsAt", order_cutoff_at AS "orderCutoffAt"
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
    const { occ, restaurant } = await this.occurrence(user, occurrenceId);
    const [sheet] = await this.sheets([occ], restaurant.timeZone);
    return sheet!;
  }

  private async sheets(occurrences: OccurrenceRow[], timeZone: string): Promise<PrepSheetType[]> {
    if (occurrences.length === 0) return [];
    const ids = occurrences.map((o) => o.occurrenceId);
    const stock = (await this.dataSource.query(
      `SELECT s.occurrence_id AS "occurrenceId", s.dish_id AS "dishId",
              s.max_quantity AS "maxQuantity", s.remaining, s.portion_size AS "portionSize",
              s.withdrawn_at IS NOT NULL AS withdrawn, d.name AS "dishName"
         FROM cart_occurrence_dishes s LEFT JOIN order_dishes d ON d.dish_id = s.dish_id
        WHERE s.occurrence_id = ANY($1::uuid[])`,
      [ids],
    )) as Array<{
      occurrenceId: string;
      dishId: string;
      maxQuantity: number;
      remaining: number;
      portionSize: string;
      withdrawn: boolean;
      dishName: string | null;
    }>;
    const orders = await this.orders(ids, KITCHEN_STATUSES);
    const lines = await this.lines(orders.map((o) => o.id));
    const now = Date.now();
    return occurrences.map((occ) => {
      const mine = orders.filter((o) => o.occurrenceId === occ.occurrenceId);
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
      const lineUp: PrepOrderType[] = mine.map((o) => {
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
          deliveryAddress:
            o.fulfilment === 'DELIVERY' && o.line1 !== null
              ? {
                  line1: o.line1,
                  line2: o.line2,
                  postalCode: o.postalCode ?? '',
                  latitude: o.latitude ?? 0,
                  longitude: o.longitude ?? 0,
                }
              : null,
          distanceKm: o.distanceKm,
          lines: own.map((l) => ({ dishId: l.dishId, dishName: l.dishName, quantity: l.quantity })),
        };
      });
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

  /**
   * The shopping list of one occurrence (`occurrenceId`) or of the occurrences starting in
   * [from, to) (at most KITCHEN_RANGE_MAX_DAYS; default: the next 7 days).
   */
  async shoppingList(
    user: AuthUser,
    restaurantId: string,
    range: { occurrenceId?: string | null; from?: Date | null; to?: Date | null },
  ): Promise<ShoppingListType> {
    await this.ownedRestaurant(user, restaurantId);
    let occurrences: OccurrenceRow[];
    let from: Date;
    let to: Date;
    if (range.occurrenceId) {
      const { occ } = await this.occurrence(user, range.occurrenceId);
      if (occ.restaurantId !== restaurantId) throw forbidden();
      occurrences = [occ];
      from = new Date(occ.startsAt);
      to = new Date(from.getTime() + 1);
    } else {
      ({ from, to } = clampRange(range.from, range.to, 7));
      occurrences = (await this.dataSource.query(
        `SELECT occurrence_id AS "occurrenceId", restaurant_id AS "restaurantId",
                starts_at AS "startsAt", order_cutoff_at AS "orderCutoffAt"
           FROM cart_occurrences
          WHERE restaurant_id = $1 AND starts_at >= $2 AND starts_at < $3
          ORDER BY starts_at`,
        [restaurantId, from, to],
      )) as OccurrenceRow[];
    }
    const ids = occurrences.map((o) => o.occurrenceId);
    const rows = (await this.dataSource.query(
      `SELECT l.dish_id AS "dishId", max(l.dish_name) AS "dishName",
              sum(l.quantity)::int AS portions,
              (sum(l.quantity) FILTER (WHERE o.status = ANY($2::text[])))::int AS accepted,
              max(d.ingredients::text) AS ingredients
         FROM orders o JOIN order_lines l ON l.order_id = o.id
         LEFT JOIN order_dishes d ON d.dish_id = l.dish_id
        WHERE o.occurrence_id = ANY($1::uuid[]) AND o.status = ANY($3::text[])
        GROUP BY l.dish_id`,
      [ids, [...ACCEPTED_STATUSES], [...KITCHEN_STATUSES]],
    )) as Array<{
      dishId: string;
      dishName: string;
      portions: number;
      accepted: number | null;
      ingredients: string | null;
    }>;
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

  /** Sales at a glance over [from, to) (at most KITCHEN_RANGE_MAX_DAYS; default: 12 weeks back). */
  async sales(
    user: AuthUser,
    restaurantId: string,
    range: { from?: Date | null; to?: Date | null },
  ): Promise<KitchenSalesType> {
    const restaurant = await this.ownedRestaurant(user, restaurantId);
    const zone = restaurant.timeZone;
    const { from, to } = clampRange(range.from, range.to, -84);
    const [totals] = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE status = ANY($4::text[]))::int AS sold,
              count(*) FILTER (WHERE status = 'DECLINED')::int AS declined
         FROM orders WHERE restaurant_id = $1 AND scheduled_for >= $2 AND scheduled_for < $3`,
      [restaurantId, from, to, [...ACCEPTED_STATUSES]],
    )) as Array<{ sold: number; declined: number }>;
    const weekRows = (await this.dataSource.query(
      `SELECT to_char(date_trunc('week', o.scheduled_for AT TIME ZONE $5), 'YYYY-MM-DD') AS week,
              count(DISTINCT o.id)::int AS orders, sum(l.quantity)::int AS portions,
              sum(l.quantity * l.unit_price_cents)::int AS "salesCents"
         FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE o.restaurant_id = $1 AND o.scheduled_for >= $2 AND o.scheduled_for < $3
          AND o.status = ANY($4::text[])
        GROUP BY 1`,
      [restaurantId, from, to, [...ACCEPTED_STATUSES], zone],
    )) as Array<{ week: string; orders: number; portions: number; salesCents: number }>;
    const dishes = (await this.dataSource.query(
      `SELECT l.dish_id AS "dishId", COALESCE(max(d.name), max(l.dish_name)) AS "dishName",
              sum(l.quantity)::int AS portions,
              sum(l.quantity * l.unit_price_cents)::int AS "salesCents"
         FROM orders o JOIN order_lines l ON l.order_id = o.id
         LEFT JOIN order_dishes d ON d.dish_id = l.dish_id AND d.status <> 'DELETED'
        WHERE o.restaurant_id = $1 AND o.scheduled_for >= $2 AND o.scheduled_for < $3
          AND o.status = ANY($4::text[])
        GROUP BY l.dish_id
        ORDER BY 4 DESC, 3 DESC, 2`,
      [restaurantId, from, to, [...ACCEPTED_STATUSES]],
    )) as KitchenSalesType['dishes'];
    const byWeek = new Map(weekRows.map((w) => [w.week, w]));
    const weeks: KitchenSalesType['weeks'] = [];
    const last = DateTime.fromJSDate(new Date(to.getTime() - 1), { zone });
    for (
      let monday = DateTime.fromJSDate(from, { zone }).startOf('week');
      monday <= last;
      monday = monday.plus({ weeks: 1 })
    ) {
      const key = monday.toISODate()!;
      const w = byWeek.get(key);
      weeks.push({
        weekStart: key,
        orders: w?.orders ?? 0,
        portions: w?.portions ?? 0,
        salesCents: w?.salesCents ?? 0,
      });
    }
    const sold = totals?.sold ?? 0;
    const declined = totals?.declined ?? 0;
    return {
      from,
      to,
      timeZone: zone,
      orders: sold,
      portions: weekRows.reduce((n, w) => n + w.portions, 0),
      salesCents: weekRows.reduce((n, w) => n + w.salesCents, 0),
      ordersAnswered: sold + declined,
      ordersDeclined: declined,
      acceptanceRate: sold + declined === 0 ? null : sold / (sold + declined),
      weeks,
      dishes,
    };
  }

  private orders(occurrenceIds: string[], statuses: readonly OrderStatus[]): Promise<OrderRow[]> {
    return this.dataSource.query(
      `SELECT id, occurrence_id AS "occurrenceId", status, guest_id AS "guestId", fulfilment,
              scheduled_for AS "scheduledFor", created_at AS "createdAt", instructions,
              address_line1 AS line1, address_line2 AS line2, postal_code AS "postalCode",
              latitude, longitude, distance_km AS "distanceKm"
         FROM orders WHERE occurrence_id = ANY($1::uuid[]) AND status = ANY($2::text[])
        ORDER BY created_at, id`,
      [occurrenceIds, [...statuses]],
    ) as Promise<OrderRow[]>;
  }

  private lines(orderIds: string[]): Promise<LineRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.dataSource.query(
      `SELECT order_id AS "orderId", dish_id AS "dishId", dish_name AS "dishName",
              portion_size AS "portionSize", quantity, unit_price_cents AS "unitPriceCents"
         FROM order_lines WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, position`,
      [orderIds],
    ) as Promise<LineRow[]>;
  }
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
