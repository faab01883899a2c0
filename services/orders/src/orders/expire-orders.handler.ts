import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Topics } from '@hearth/events';
import { publishEvents } from '@hearth/nest-common';
import { orderDeclined } from '../integration-events/published/order-declined.event.js';
import { orderTimedOut } from '../integration-events/published/order-timed-out.event.js';
import { OrderRepository } from './order.repository.js';
import { OrderTransitions } from './order-transition.js';

/**
 * The platform ends orders nobody answered in time (docs/rules/orders-and-sessions.md#order-states):
 * a PENDING order its chef did not answer before the order cutoff is declined, and an order whose
 * stock answer never came is rejected. Run by `OrderExpiryScheduler` (and by tests, by hand).
 * Each order is one transaction; replicas sweeping at once skip each other's rows.
 */
@Injectable()
export class ExpireOrdersHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderRepository,
    private readonly transitions: OrderTransitions,
  ) {}

  /**
   * Declines every PENDING order whose occurrence's order cutoff passed before `now` without an
   * answer from the chef (`OrderEntity.expireUnanswered`: 'not answered in time'), up to `limit`
   * per call, each with `OrderDeclined` (sessions releases the stock, notifications tells the
   * guest, payments releases the hold). Returns how many orders were declined.
   */
  expireUnanswered(now = new Date(), limit = 100): Promise<number> {
    return this.sweep(limit, async (m) => {
      const id = await this.orders.nextToExpire(m, 'PENDING_PAST_CUTOFF', now);
      if (!id) return null;
      const order = (await this.orders.lock(m, id))!;
      if (!(await this.transitions.persist(m, order, order.expireUnanswered()))) return false;
      const lines = await this.orders.eventLines(m, order.id);
      const reason = order.declineReason ?? '';
      await publishEvents(m, Topics.orders, orderDeclined({ ...order.ref(), lines, reason }, null));
      return true;
    });
  }

  /**
   * Rejects every order still PLACED `timeoutMs` after it was placed (its stock answer never
   * came: the request was dead-lettered, or sessions is down for that long), up to `limit` per
   * call: REJECTED with `OrderMessages.notConfirmed`, its lines back in the guest's cart and
   * `OrderTimedOut` (sessions gives back the portions if it had reserved them, notifications
   * tells the guest). Nothing was charged: the hold comes only after the stock. Returns how many
   * orders were rejected.
   */
  expirePlaced(now = new Date(), timeoutMs = 10 * 60_000, limit = 100): Promise<number> {
    const placedBefore = new Date(now.getTime() - timeoutMs);
    return this.sweep(limit, async (m) => {
      const id = await this.orders.nextToExpire(m, 'PLACED_BEFORE', placedBefore);
      if (!id) return null;
      const order = (await this.orders.lock(m, id))!;
      if (!(await this.transitions.persist(m, order, order.markNotConfirmed()))) return false;
      await this.orders.restoreToCart(m, order.id);
      const lines = await this.orders.eventLines(m, order.id);
      const payload = { ...order.ref(), lines, message: order.rejectionMessage! };
      await publishEvents(m, Topics.orders, orderTimedOut(payload, null));
      return true;
    });
  }

  /**
   * Runs `one` (a transaction each) up to `limit` times, until it finds nothing (null). `one`
   * answers true when it expired an order, false when the order was not moved.
   */
  private async sweep(
    limit: number,
    one: (m: EntityManager) => Promise<boolean | null>,
  ): Promise<number> {
    let expired = 0;
    for (let i = 0; i < limit; i++) {
      const done = await this.dataSource.transaction(one);
      if (done === null) break;
      if (done) expired++;
    }
    return expired;
  }
}
