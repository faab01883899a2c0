import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '@hearth/nest-common';
import { changeStandingOrder } from './change-standing-order-state.js';
import { StandingOrderRepository } from './standing-order.repository.js';
import { StandingOrderViews, type StandingOrderOutcome } from './standing-order-views.js';

/** CancelStandingOrder (guests): ACTIVE or PAUSED → CANCELLED, for good; orders already placed stay as they are. */
@Injectable()
export class CancelStandingOrderHandler {
  constructor(
    @InjectDataSource() readonly dataSource: DataSource,
    readonly standingOrders: StandingOrderRepository,
    readonly views: StandingOrderViews,
  ) {}

  /** The guest's standing order `id` after the change at `now`, or the errors on `id`. */
  execute(user: AuthUser, id: string, now = new Date()): Promise<StandingOrderOutcome> {
    return changeStandingOrder(this, user, id, now, (o) => o.cancel(now));
  }
}
