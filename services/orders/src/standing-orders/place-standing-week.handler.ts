import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { StandingMissReason } from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import { isLineAvailable, type CartLineRow } from '../cart/cart-lines.js';
import { PlaceOrderHandler } from '../orders/place-order.handler.js';
import type { StandingOrderFacts } from './standing-order.model.js';
import { StandingOrderRepository, type UpcomingWeek } from './standing-order.repository.js';
import { standingLeadMs, standingWeekKey } from './standing-order-policy.js';
import { loadStandingLines } from './standing-lines.query.js';
import { RecordStandingWeekHandler } from './record-standing-week.handler.js';

/**
 * Why the week cannot be ordered at all, judged on the same projections as the checkout: a dish
 * or the occurrence no longer available (UNAVAILABLE), or fewer portions left than the standing
 * order asks (NO_STOCK); null when the order can be placed (sessions still judge the stock).
 */
export function weekShortfall(lines: readonly CartLineRow[], now: Date): StandingMissReason | null {
  if (lines.some((l) => !isLineAvailable(l, now))) return 'UNAVAILABLE';
  if (lines.some((l) => (l.remaining ?? 0) < l.quantity)) return 'NO_STOCK';
  return null;
}

/**
 * PlaceStandingWeek (the weekly sweep, issue 28): each ACTIVE standing order whose next week's
 * order cutoff is within `standingLeadMs` gets that week's order placed through the checkout
 * (`PlaceOrderHandler`, its own lines, its saved card, idempotency key `standing-week:<week>`).
 * The week is first recorded PLACING under the unique (standing order, occurrence) key, so two
 * replicas never place it twice. A week with no stock or unavailable dishes is MISSED at once; an
 * order the checkout refuses is MISSED with its reason; the saga's answer (stock, card) settles
 * the rest (`RecordStandingWeekHandler`). Every outcome is told to the guest.
 */
@Injectable()
export class PlaceStandingWeekHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly standingOrders: StandingOrderRepository,
    private readonly placeOrder: PlaceOrderHandler,
    private readonly record: RecordStandingWeekHandler,
  ) {}

  /** Places the weeks due at `now` (at most `limit`); returns how many weeks it decided. */
  async placeDue(now = new Date(), limit = 50): Promise<number> {
    const m = this.dataSource.manager;
    const due = await this.standingOrders.due(m, now, standingLeadMs(), limit);
    let decided = 0;
    for (const week of due) if (await this.placeWeek(week.id, week, now)) decided += 1;
    for (const stuck of await this.standingOrders.unplacedWeeks(m, now, limit))
      if (await this.order(stuck.order, stuck.week, now)) decided += 1;
    return decided;
  }

  /**
   * Places standing order `id`'s `week` at `now`, once; false when it is not ACTIVE any more or
   * the week is already recorded (skipped, or placed by another replica).
   */
  async placeWeek(id: string, week: UpcomingWeek, now: Date): Promise<boolean> {
    const claimed = await this.dataSource.transaction(async (m) => {
      const order = await this.standingOrders.lock(m, id);
      if (!order?.isPlacing) return null;
      const weekId = await this.standingOrders.claimWeek(m, id, week, 'PLACING', now);
      if (!weekId) return null;
      const lines = await loadStandingLines(m, order.state.lines, week.occurrenceId);
      const short = weekShortfall(lines, now);
      if (!short) return { order: order.state, week: { ...week, id: weekId } };
      const missed = { reason: short, detail: null };
      await this.record.missed(m, order.state, { ...week, id: weekId }, missed, null, null, now);
      return 'missed' as const;
    });
    if (claimed === null) return false;
    if (claimed === 'missed') return true;
    return this.order(claimed.order, claimed.week, now);
  }

  /** Places the order of a claimed week (again, after a crash: the key makes it one order). */
  private async order(
    order: StandingOrderFacts,
    week: Pick<UpcomingWeek, 'occurrenceId' | 'startsAt'> & { id: string },
    now: Date,
  ): Promise<boolean> {
    const guest: AuthUser = {
      id: order.guestId,
      email: order.guestEmail,
      role: 'GUEST',
      status: 'ACTIVE',
    };
    const input = {
      occurrenceId: week.occurrenceId,
      fulfilment: order.fulfilment,
      deliveryAddress:
        order.fulfilment === 'DELIVERY'
          ? {
              line1: order.addressLine1,
              line2: order.addressLine2,
              postalCode: order.postalCode,
              latitude: order.latitude,
              longitude: order.longitude,
            }
          : null,
      instructions: order.instructions,
      idempotencyKey: standingWeekKey(week.id),
      paymentMethodId: order.paymentMethodId,
      promotionCode: '',
    };
    const placed = await this.placeOrder.handle(guest, input, null, now, (m) =>
      loadStandingLines(m, order.lines, week.occurrenceId),
    );
    await this.dataSource.transaction(async (m) => {
      const current = await this.standingOrders.lockWeek(m, week.id);
      if (!current || current.outcome !== 'PLACING') return;
      if ('order' in placed) {
        await this.standingOrders.noteWeekOrder(m, week.id, placed.order.id);
        return;
      }
      const detail = placed.errors[0]?.message ?? null;
      await this.record.missed(m, order, week, { reason: 'UNAVAILABLE', detail }, null, null, now);
    });
    return true;
  }
}
