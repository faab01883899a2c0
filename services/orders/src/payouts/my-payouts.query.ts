import { Injectable } from '@nestjs/common';
import { forbidden, type AuthUser } from '@hearth/nest-common';
import { PayoutQueries, type PayoutRow } from './payout.queries.js';

/** MyPayouts (chefs): the signed-in chef's own payouts. */
@Injectable()
export class MyPayoutsQuery {
  constructor(private readonly queries: PayoutQueries) {}

  /**
   * The payouts of `user`, a chef, newest period first (amounts in integer cents).
   * @throws FORBIDDEN for any other role
   */
  execute(user: AuthUser): Promise<PayoutRow[]> {
    if (user.role !== 'CHEF') throw forbidden();
    return this.queries.ofChef(user.id);
  }
}
