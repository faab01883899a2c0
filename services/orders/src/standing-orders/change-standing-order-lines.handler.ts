import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { changeStandingOrderSchema, toFieldErrors } from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import { changeStandingOrder } from './change-standing-order-state.js';
import { StandingOrderRepository } from './standing-order.repository.js';
import { StandingOrderViews, type StandingOrderOutcome } from './standing-order-views.js';

/**
 * ChangeStandingOrder (guests): new quantities of the standing order's own dishes, for every week
 * not placed yet (`changeStandingOrderSchema`: whole numbers 0–50, at least one portion; 0 drops a
 * dish). Refused when cancelled or for a dish that is not its own.
 */
@Injectable()
export class ChangeStandingOrderLinesHandler {
  constructor(
    @InjectDataSource() readonly dataSource: DataSource,
    readonly standingOrders: StandingOrderRepository,
    readonly views: StandingOrderViews,
  ) {}

  /** The standing order `id` after the change at `now`, or the errors (`lines`, or on `id`). */
  execute(
    user: AuthUser,
    id: string,
    input: unknown,
    now = new Date(),
  ): Promise<StandingOrderOutcome> {
    const parsed = changeStandingOrderSchema.safeParse(input);
    if (!parsed.success) return Promise.resolve({ errors: toFieldErrors(parsed.error) });
    return changeStandingOrder(this, user, id, now, (o) => o.changeLines(parsed.data, now));
  }
}
