import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  GraphQLISODateTime,
  ID,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import type { Logger } from 'pino';
import { PaymentMessages } from '@hearth/contracts';
import {
  CurrentUser,
  LOGGER,
  Roles,
  UserReference,
  mutationResult,
  traceparentOf,
  type AuthUser,
  type GqlContext,
} from '@hearth/nest-common';
import { ApprovePayoutHandler } from './approve-payout.handler.js';
import { ExportPayoutsQuery } from './export-payouts.query.js';
import { HoldPayoutHandler } from './hold-payout.handler.js';
import { MarkPayoutPaidHandler } from './mark-payout-paid.handler.js';
import { MyPayoutsQuery } from './my-payouts.query.js';
import type { PayoutStatus } from './payout.js';
import { PayoutQueries } from './payout.queries.js';
import { RunPayoutsHandler } from './run-payouts.handler.js';
import {
  PayoutOrderType,
  PayoutResult,
  PayoutRunResult,
  PayoutStatusEnum,
  PayoutType,
} from './payouts.types.js';

/**
 * Most payouts `pendingPayments` lists at once (the gateway's cost limit counts each field of a
 * list × its `limit`).
 */
export const PAYOUTS_LIMIT_MAX = 100;

/**
 * Payouts on the graph: admins list them (and as CSV), run them and decide on them; a chef sees
 * only their own. Thin: parse, authorise (`@Roles`), call one handler or query.
 */
@Resolver(() => PayoutType)
export class PayoutsResolver {
  constructor(
    private readonly queries: PayoutQueries,
    private readonly exportPayouts: ExportPayoutsQuery,
    private readonly myPayoutsQuery: MyPayoutsQuery,
    private readonly runPayoutsHandler: RunPayoutsHandler,
    private readonly approvePayoutHandler: ApprovePayoutHandler,
    private readonly holdPayoutHandler: HoldPayoutHandler,
    private readonly markPayoutPaidHandler: MarkPayoutPaidHandler,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Admins: payouts by status, open ones first (PENDING, HELD, APPROVED, then PAID). */
  @Roles('ADMIN')
  @Query(() => [PayoutType], {
    description:
      'Chef payouts for admins (Pending Payments): of `status` (omitted: all), pending, held and approved first, then paid; newest period first; at most `limit` (1–100).',
  })
  pendingPayments(
    @Args('status', { type: () => PayoutStatusEnum, nullable: true }) status: PayoutStatus | null,
    @Args('limit', { type: () => Int, defaultValue: PAYOUTS_LIMIT_MAX }) limit: number,
  ) {
    return this.queries.list(status, Math.min(Math.max(limit, 1), PAYOUTS_LIMIT_MAX));
  }

  /** Admins: the payouts of `status` (omitted: all) as CSV text with a header row. */
  @Roles('ADMIN')
  @Query(() => String, {
    description:
      'Payouts of `status` (omitted: all) as CSV text (header row; amounts in dollars; instants ISO-8601 UTC), for admins.',
  })
  payoutsCsv(
    @Args('status', { type: () => PayoutStatusEnum, nullable: true }) status: PayoutStatus | null,
  ) {
    return this.exportPayouts.execute(status);
  }

  /** The signed-in chef's payouts, newest first. */
  @Roles('CHEF')
  @Query(() => [PayoutType], { description: "The signed-in chef's payouts, newest period first." })
  myPayouts(@CurrentUser() user: AuthUser) {
    return this.myPayoutsQuery.execute(user);
  }

  /** RunPayouts (admins): see `RunPayoutsHandler.execute`. */
  @Roles('ADMIN')
  @Mutation(() => PayoutRunResult, {
    description:
      'Runs payouts now (admins): one PENDING payout per chef with bank details for what their completed orders earned and was not paid out, up to `periodEnd` (default now). Running again writes nothing new.',
  })
  runPayouts(
    @Args('periodEnd', { type: () => GraphQLISODateTime, nullable: true }) periodEnd: Date | null,
    @Context() ctx: GqlContext,
  ) {
    return mutationResult(
      this.logger,
      'a payout run failed',
      () => this.runPayoutsHandler.execute(periodEnd, traceparentOf(ctx)),
      (r) => r,
    );
  }

  /** ApprovePayout (admins): PENDING or HELD → APPROVED. */
  @Roles('ADMIN')
  @Mutation(() => PayoutResult, { description: 'Approves a pending or held payout (admins).' })
  approvePayout(@Args('payoutId', { type: () => ID }) payoutId: string) {
    return mutationResult(
      this.logger,
      'approving a payout failed',
      () => this.approvePayoutHandler.execute(payoutId),
      (r) => r.payout,
    );
  }

  /** HoldPayout (admins): PENDING → HELD. */
  @Roles('ADMIN')
  @Mutation(() => PayoutResult, { description: 'Holds a pending payout (admins).' })
  holdPayout(@Args('payoutId', { type: () => ID }) payoutId: string) {
    return mutationResult(
      this.logger,
      'holding a payout failed',
      () => this.holdPayoutHandler.execute(payoutId),
      (r) => r.payout,
    );
  }

  /** MarkPayoutPaid (admins): APPROVED → PAID through the payout provider. */
  @Roles('ADMIN')
  @Mutation(() => PayoutResult, {
    description:
      "Sends an approved payout to the chef's bank account through the payout provider (once per payout) and marks it PAID (admins).",
  })
  markPayoutPaid(
    @Args('payoutId', { type: () => ID }) payoutId: string,
    @Context() ctx: GqlContext,
  ) {
    return mutationResult(
      this.logger,
      'a payout transfer failed',
      () => this.markPayoutPaidHandler.execute(payoutId, traceparentOf(ctx)),
      (r) => r.payout,
      PaymentMessages.payoutTransferFailed,
    );
  }

  /** The orders the payout pays for. */
  @ResolveField(() => [PayoutOrderType], { description: 'The orders this payout pays for.' })
  async orders(@Parent() payout: PayoutType) {
    return (await this.queries.ordersOf([payout.id])).get(payout.id) ?? [];
  }

  /** The chef as a `User` (federation reference): the users subgraph fills the name. */
  @ResolveField(() => UserReference, {
    nullable: true,
    description: 'The chef as a user (first and last name come from the users subgraph).',
  })
  chef(@Parent() payout: PayoutType): UserReference {
    return UserReference.of(payout.chefId);
  }
}
