import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { StandingOrderMessages, isUuid, type FieldError } from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import { StandingOrderRepository } from './standing-order.repository.js';
import { StandingOrderViews, type StandingOrderOutcome } from './standing-order-views.js';

/**
 * SkipStandingWeek (guests): the next week of the guest's standing order is recorded SKIPPED, so
 * it is never placed; the one after becomes next. Until the week's order is placed: once the
 * sweep has recorded it, the unique (standing order, occurrence) key refuses the skip.
 */
@Injectable()
export class SkipStandingWeekHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly standingOrders: StandingOrderRepository,
    private readonly views: StandingOrderViews,
  ) {}

  /**
   * The standing order after the skip at `now`, or an error on `id`: `notFound`, `cancelled`,
   * `nothingToSkip` (no upcoming week known), `weekAlreadyDecided` (placed or skipped meanwhile).
   */
  async execute(user: AuthUser, id: string, now = new Date()): Promise<StandingOrderOutcome> {
    const error = (message: string): { errors: FieldError[] } => ({
      errors: [{ field: 'id', message }],
    });
    if (!isUuid(id)) return error(StandingOrderMessages.notFound);
    return this.dataSource.transaction(async (m) => {
      const order = await this.standingOrders.lock(m, id);
      if (!order || order.state.guestId !== user.id) return error(StandingOrderMessages.notFound);
      const allowed = order.canSkip();
      if (!allowed.ok) return error(allowed.message);
      const week = await this.standingOrders.nextWeek(m, id, now);
      if (!week) return error(StandingOrderMessages.nothingToSkip);
      if (!(await this.standingOrders.claimWeek(m, id, week, 'SKIPPED', now)))
        return error(StandingOrderMessages.weekAlreadyDecided);
      return { standingOrder: await this.views.one(m, order, now) };
    });
  }
}
