import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '@hearth/nest-common';
import { DisputeRepository } from './dispute.repository.js';
import { PaymentDisputeType } from './dispute.types.js';

/** Most disputes `paymentDisputes` lists at once (the gateway's cost limit counts list × limit). */
export const DISPUTES_LIMIT_MAX = 100;

/** Card disputes on the graph, for admins (Pending Payments). Thin: authorise, call the query. */
@Resolver(() => PaymentDisputeType)
export class DisputesResolver {
  constructor(private readonly disputes: DisputeRepository) {}

  /** Admins: disputes, open ones first (oldest first), then closed ones (newest first). */
  @Roles('ADMIN')
  @Query(() => [PaymentDisputeType], {
    description:
      "Card disputes (chargebacks) for admins (Pending Payments): open ones first, oldest first, then closed ones, newest first; at most `limit` (1–100). An open dispute's heldCents is kept from the chef's payouts until it closes.",
  })
  paymentDisputes(
    @Args('limit', { type: () => Int, defaultValue: DISPUTES_LIMIT_MAX }) limit: number,
  ) {
    return this.disputes.list(Math.min(Math.max(limit, 1), DISPUTES_LIMIT_MAX));
  }
}
