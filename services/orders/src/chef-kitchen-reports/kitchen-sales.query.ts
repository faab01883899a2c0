import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '@hearth/nest-common';
import { OrderAccess } from '../orders/order-access.js';
import { ACCEPTED_STATUSES, clampRange } from './kitchen-range.js';
import type { KitchenSalesType } from './kitchen.types.js';

/** One week's sold orders, portions and sales (integer cents), by the week's Monday. */
interface WeekRow {
  week: string;
  orders: number;
  portions: number;
  salesCents: number;
}

/**
 * The chef's sales at a glance: orders, portions and sales per week, sales per dish and the
 * acceptance rate, by the date orders are for, in the restaurant's time zone. Sold = ACCEPTED or
 * COMPLETED; answered = sold + DECLINED. Only the chef who owns the restaurant reads them
 * (FORBIDDEN otherwise).
 */
@Injectable()
export class KitchenSalesQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: OrderAccess,
  ) {}

  /**
   * Sales over [from, to) (at most KITCHEN_RANGE_MAX_DAYS; default: 12 weeks back), every week
   * listed (0 when nothing sold), dishes by sales then portions then name. Money in integer
   * cents; `acceptanceRate` in 0..1, null when no order was answered.
   */
  async sales(
    user: AuthUser,
    restaurantId: string,
    range: { from?: Date | null; to?: Date | null },
  ): Promise<KitchenSalesType> {
    const m = this.dataSource.manager;
    const restaurant = await this.access.ownedRestaurant(m, user, restaurantId);
    const zone = restaurant.timeZone;
    const { from, to } = clampRange(range.from, range.to, -84);
    const sold = [...ACCEPTED_STATUSES];
    const [totals] = (await m.query(
      `SELECT count(*) FILTER (WHERE status = ANY($4::text[]))::int AS sold,
              count(*) FILTER (WHERE status = 'DECLINED')::int AS declined
         FROM orders WHERE restaurant_id = $1 AND scheduled_for >= $2 AND scheduled_for < $3`,
      [restaurantId, from, to, sold],
    )) as Array<{ sold: number; declined: number }>;
    const weekRows = (await m.query(
      `SELECT to_char(date_trunc('week', o.scheduled_for AT TIME ZONE $5), 'YYYY-MM-DD') AS week,
              count(DISTINCT o.id)::int AS orders, sum(l.quantity)::int AS portions,
              sum(l.quantity * l.unit_price_cents)::int AS "salesCents"
         FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE o.restaurant_id = $1 AND o.scheduled_for >= $2 AND o.scheduled_for < $3
          AND o.status = ANY($4::text[])
        GROUP BY 1`,
      [restaurantId, from, to, sold, zone],
    )) as WeekRow[];
    const dishes = (await m.query(
      `SELECT l.dish_id AS "dishId", COALESCE(max(d.name), max(l.dish_name)) AS "dishName",
              sum(l.quantity)::int AS portions,
              sum(l.quantity * l.unit_price_cents)::int AS "salesCents"
         FROM orders o JOIN order_lines l ON l.order_id = o.id
         LEFT JOIN order_dishes d ON d.dish_id = l.dish_id AND d.status <> 'DELETED'
        WHERE o.restaurant_id = $1 AND o.scheduled_for >= $2 AND o.scheduled_for < $3
          AND o.status = ANY($4::text[])
        GROUP BY l.dish_id
        ORDER BY 4 DESC, 3 DESC, 2`,
      [restaurantId, from, to, sold],
    )) as KitchenSalesType['dishes'];
    const soldOrders = totals?.sold ?? 0;
    const declined = totals?.declined ?? 0;
    return {
      from,
      to,
      timeZone: zone,
      orders: soldOrders,
      portions: weekRows.reduce((n, w) => n + w.portions, 0),
      salesCents: weekRows.reduce((n, w) => n + w.salesCents, 0),
      ordersAnswered: soldOrders + declined,
      ordersDeclined: declined,
      acceptanceRate: soldOrders + declined === 0 ? null : soldOrders / (soldOrders + declined),
      weeks: everyWeek(weekRows, from, to, zone),
      dishes,
    };
  }
}

/** Every week (Monday, in `zone`) that [from, to) touches, with its row's numbers or zeros. */
function everyWeek(rows: WeekRow[], from: Date, to: Date, zone: string): KitchenSalesType['weeks'] {
  const byWeek = new Map(rows.map((w) => [w.week, w]));
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
  return weeks;
}
