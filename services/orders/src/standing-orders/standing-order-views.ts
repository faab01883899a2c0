import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { FieldError } from '@hearth/contracts';
import type { StandingOrder } from './standing-order.model.js';
import { StandingOrderRepository } from './standing-order.repository.js';
import { standingLeadMs } from './standing-order-policy.js';
import type { StandingOrderLineType, StandingOrderType } from './standing-orders.types.js';

/** What a guest's standing-order action came to: the standing order after it, or why not. */
export type StandingOrderOutcome = { standingOrder: StandingOrderType } | { errors: FieldError[] };

/**
 * Standing orders as the guest sees them: dishes named and priced from the catalog projection,
 * the restaurant, the next week (with when it is placed: `standingLeadMs` before its cutoff) and
 * the last weeks' outcomes.
 */
@Injectable()
export class StandingOrderViews {
  constructor(private readonly standingOrders: StandingOrderRepository) {}

  /** One standing order's view at `now`. */
  async one(m: EntityManager, order: StandingOrder, now: Date): Promise<StandingOrderType> {
    return (await this.many(m, [order], now))[0]!;
  }

  /** The views of `orders` at `now`, in the same order. */
  async many(
    m: EntityManager,
    orders: readonly StandingOrder[],
    now: Date,
  ): Promise<StandingOrderType[]> {
    const ids = orders.map((o) => o.id);
    const dishIds = [...new Set(orders.flatMap((o) => o.state.lines.map((l) => l.dishId)))];
    const restaurantIds = [...new Set(orders.map((o) => o.state.restaurantId))];
    const [dishes, restaurants, weeks] = await Promise.all([
      m.query(
        `SELECT dish_id AS "dishId", name, portion_size AS "portionSize", price_cents AS "priceCents"
           FROM order_dishes WHERE dish_id = ANY($1::uuid[])`,
        [dishIds],
      ) as Promise<
        Array<{ dishId: string; name: string; portionSize: string; priceCents: number }>
      >,
      m.query(
        `SELECT restaurant_id AS "restaurantId", name, slug FROM order_restaurants
          WHERE restaurant_id = ANY($1::uuid[])`,
        [restaurantIds],
      ) as Promise<Array<{ restaurantId: string; name: string; slug: string }>>,
      this.standingOrders.recentWeeks(m, ids),
    ]);
    const dishOf = new Map(dishes.map((d) => [d.dishId, d]));
    const restaurantOf = new Map(restaurants.map((r) => [r.restaurantId, r]));
    const lead = standingLeadMs();
    const views: StandingOrderType[] = [];
    for (const order of orders) {
      const s = order.state;
      const next =
        s.status === 'CANCELLED' ? null : await this.standingOrders.nextWeek(m, s.id, now);
      const lines: StandingOrderLineType[] = s.lines.map((l) => {
        const dish = dishOf.get(l.dishId);
        return {
          dishId: l.dishId,
          dishName: dish?.name ?? '',
          portionSize: dish?.portionSize ?? '',
          unitPriceCents: dish?.priceCents ?? 0,
          quantity: l.quantity,
        };
      });
      views.push({
        id: s.id,
        status: s.status,
        restaurantId: s.restaurantId,
        restaurantName: restaurantOf.get(s.restaurantId)?.name ?? '',
        restaurantSlug: restaurantOf.get(s.restaurantId)?.slug ?? '',
        sourceOrderId: s.sourceOrderId,
        fulfilment: s.fulfilment,
        lines,
        nextWeek: next && {
          occurrenceId: next.occurrenceId,
          startsAt: new Date(next.startsAt),
          orderCutoffAt: new Date(next.orderCutoffAt),
          placesAt: new Date(
            Math.max(new Date(next.orderCutoffAt).getTime() - lead, now.getTime()),
          ),
        },
        weeks: weeks
          .filter((w) => w.standingOrderId === s.id)
          .map((w) => ({
            occurrenceId: w.occurrenceId,
            startsAt: new Date(w.startsAt),
            outcome: w.outcome,
            missReason: w.missReason,
            missDetail: w.missDetail,
            orderId: w.orderId,
          })),
        createdAt: new Date(s.createdAt),
      });
    }
    return views;
  }
}
