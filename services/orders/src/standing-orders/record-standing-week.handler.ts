import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { StandingMissReason } from '@hearth/contracts';
import { Topics, type EventEnvelope } from '@hearth/events';
import { publishEvents } from '@hearth/nest-common';
import { standingOrderWeekMissed } from '../integration-events/published/standing-order-week-missed.event.js';
import { standingOrderWeekPlaced } from '../integration-events/published/standing-order-week-placed.event.js';
import type { StandingOrderFacts } from './standing-order.model.js';
import { StandingOrderRepository, type StandingWeek } from './standing-order.repository.js';
import { weekOfKey } from './standing-order-policy.js';

/** How the saga answered a week's order: PENDING (stock and card held) or a refusal. */
export type WeekAnswer =
  { kind: 'PENDING' } | { kind: 'MISSED'; reason: StandingMissReason; detail: string | null };

/**
 * RecordStandingWeek: what became of a standing order's week is saved on the week (PLACED, or
 * MISSED with why) and the guest is told through `StandingOrderWeekPlaced` /
 * `StandingOrderWeekMissed` in the same transaction — never a week dropped silently. Only a
 * PLACING week is settled, so a redelivered answer changes nothing and tells nothing twice.
 */
@Injectable()
export class RecordStandingWeekHandler {
  constructor(private readonly standingOrders: StandingOrderRepository) {}

  /**
   * The saga answered order `orderId` (run by the `OrderPending` / `OrderRejected` /
   * `OrderPaymentFailed` handlers in their inbox transaction `m`): when it is a standing week's
   * order (its idempotency key says which week), the week is settled and the guest told.
   */
  async onOrderAnswered(
    m: EntityManager,
    orderId: string,
    answer: WeekAnswer,
    e: EventEnvelope,
    now = new Date(),
  ): Promise<void> {
    const rows = (await m.query(`SELECT idempotency_key AS key FROM orders WHERE id = $1`, [
      orderId,
    ])) as Array<{ key: string }>;
    const weekId = rows[0] ? weekOfKey(rows[0].key) : null;
    if (!weekId) return;
    const week = await this.standingOrders.lockWeek(m, weekId);
    if (!week || week.outcome !== 'PLACING') return;
    const order = await this.standingOrders.lock(m, week.standingOrderId);
    if (!order) return;
    if (answer.kind === 'PENDING') await this.placed(m, order.state, week, orderId, e, now);
    else await this.missed(m, order.state, week, answer, orderId, e.traceparent, now);
  }

  /** Settles `week` PLACED with `orderId` and publishes `StandingOrderWeekPlaced`. */
  private async placed(
    m: EntityManager,
    order: StandingOrderFacts,
    week: StandingWeek,
    orderId: string,
    e: EventEnvelope,
    now: Date,
  ): Promise<void> {
    await this.standingOrders.settleWeek(m, week.id, 'PLACED', orderId, null, now);
    const ref = await this.reference(m, order, week);
    await publishEvents(
      m,
      Topics.orders,
      standingOrderWeekPlaced({ ...ref, orderId }, e.traceparent),
    );
  }

  /**
   * Settles `week` MISSED with `miss.reason` and `miss.detail` (and the order tried, if any) and
   * publishes `StandingOrderWeekMissed`; the standing order itself stays as it is.
   */
  async missed(
    m: EntityManager,
    order: StandingOrderFacts,
    week: Pick<StandingWeek, 'id' | 'occurrenceId' | 'startsAt'>,
    miss: { reason: StandingMissReason; detail: string | null },
    orderId: string | null,
    traceparent: string | null,
    now: Date,
  ): Promise<void> {
    await this.standingOrders.settleWeek(m, week.id, 'MISSED', orderId, miss, now);
    const ref = await this.reference(m, order, week);
    await publishEvents(
      m,
      Topics.orders,
      standingOrderWeekMissed(
        { ...ref, reason: miss.reason, detail: miss.detail, orderId },
        traceparent,
      ),
    );
  }

  private async reference(
    m: EntityManager,
    order: StandingOrderFacts,
    week: Pick<StandingWeek, 'occurrenceId' | 'startsAt'>,
  ) {
    const label = await this.standingOrders.restaurantLabel(m, order.restaurantId);
    return {
      standingOrderId: order.id,
      guestId: order.guestId,
      restaurantId: order.restaurantId,
      restaurantName: label?.restaurantName ?? '',
      timeZone: label?.timeZone ?? 'America/Toronto',
      occurrenceId: week.occurrenceId,
      startsAt: new Date(week.startsAt).toISOString(),
    };
  }
}
