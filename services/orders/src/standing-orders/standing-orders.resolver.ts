import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { CurrentUser, LOGGER, Roles, mutationResult, type AuthUser } from '@hearth/nest-common';
import { CancelStandingOrderHandler } from './cancel-standing-order.handler.js';
import { ChangeStandingOrderLinesHandler } from './change-standing-order-lines.handler.js';
import { CreateStandingOrderHandler } from './create-standing-order.handler.js';
import { PauseStandingOrderHandler } from './pause-standing-order.handler.js';
import { ResumeStandingOrderHandler } from './resume-standing-order.handler.js';
import { SkipStandingWeekHandler } from './skip-standing-week.handler.js';
import { StandingOrderRepository } from './standing-order.repository.js';
import { StandingOrderViews, type StandingOrderOutcome } from './standing-order-views.js';
import {
  StandingOrderLineInput,
  StandingOrderResult,
  StandingOrderType,
} from './standing-orders.types.js';

/**
 * Standing weekly orders on the graph (guests only; issue 28): the guest's list, and one mutation
 * per intention — make an order weekly, skip the next week, change quantities, pause, resume,
 * cancel. Thin: authorise (`@Roles('GUEST')`), call one handler.
 */
@Resolver(() => StandingOrderType)
export class StandingOrdersResolver {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly standingOrders: StandingOrderRepository,
    private readonly views: StandingOrderViews,
    private readonly createHandler: CreateStandingOrderHandler,
    private readonly skipHandler: SkipStandingWeekHandler,
    private readonly changeHandler: ChangeStandingOrderLinesHandler,
    private readonly pauseHandler: PauseStandingOrderHandler,
    private readonly resumeHandler: ResumeStandingOrderHandler,
    private readonly cancelHandler: CancelStandingOrderHandler,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The guest's standing orders, newest first, with their next week and last weeks. */
  @Roles('GUEST')
  @Query(() => [StandingOrderType], {
    description:
      "The guest's standing weekly orders, newest first (cancelled ones too), each with the week placed next and the last weeks' outcomes.",
  })
  async myStandingOrders(@CurrentUser() user: AuthUser): Promise<StandingOrderType[]> {
    const m = this.dataSource.manager;
    const now = new Date();
    return this.views.many(m, await this.standingOrders.ofGuest(m, user.id), now);
  }

  private act(what: string, command: () => Promise<StandingOrderOutcome>) {
    return mutationResult(
      this.logger,
      `${what} of a standing order failed`,
      command,
      (r) => r.standingOrder,
    );
  }

  /** CreateStandingOrder: see `CreateStandingOrderHandler`. */
  @Roles('GUEST')
  @Mutation(() => StandingOrderResult, {
    description:
      "Makes one of the guest's accepted or completed orders weekly with its chef: same dishes, quantities, fulfilment and card, placed by itself before each week's order cutoff.",
  })
  createStandingOrder(
    @Args('orderId', { type: () => ID }) orderId: string,
    @CurrentUser() user: AuthUser,
  ) {
    return this.act('creation', () => this.createHandler.execute(user, orderId));
  }

  /** SkipStandingWeek: see `SkipStandingWeekHandler`. */
  @Roles('GUEST')
  @Mutation(() => StandingOrderResult, {
    description: "Skips the standing order's next week (until its order is placed).",
  })
  skipStandingOrderWeek(@Args('id', { type: () => ID }) id: string, @CurrentUser() user: AuthUser) {
    return this.act('skip', () => this.skipHandler.execute(user, id));
  }

  /** ChangeStandingOrder: see `ChangeStandingOrderLinesHandler`. */
  @Roles('GUEST')
  @Mutation(() => StandingOrderResult, {
    description:
      "New quantities of the standing order's own dishes (0 drops one; at least one portion), for the weeks not placed yet.",
  })
  changeStandingOrder(
    @Args('id', { type: () => ID }) id: string,
    @Args('lines', { type: () => [StandingOrderLineInput] }) lines: StandingOrderLineInput[],
    @CurrentUser() user: AuthUser,
  ) {
    return this.act('change', () => this.changeHandler.execute(user, id, { lines }));
  }

  /** PauseStandingOrder: see `PauseStandingOrderHandler`. */
  @Roles('GUEST')
  @Mutation(() => StandingOrderResult, {
    description: 'Pauses an active standing order: no week is placed until it is resumed.',
  })
  pauseStandingOrder(@Args('id', { type: () => ID }) id: string, @CurrentUser() user: AuthUser) {
    return this.act('pause', () => this.pauseHandler.execute(user, id));
  }

  /** ResumeStandingOrder: see `ResumeStandingOrderHandler`. */
  @Roles('GUEST')
  @Mutation(() => StandingOrderResult, {
    description: 'Resumes a paused standing order: its next week is placed again.',
  })
  resumeStandingOrder(@Args('id', { type: () => ID }) id: string, @CurrentUser() user: AuthUser) {
    return this.act('resume', () => this.resumeHandler.execute(user, id));
  }

  /** CancelStandingOrder: see `CancelStandingOrderHandler`. */
  @Roles('GUEST')
  @Mutation(() => StandingOrderResult, {
    description: 'Cancels a standing order for good; orders already placed stay as they are.',
  })
  cancelStandingOrder(@Args('id', { type: () => ID }) id: string, @CurrentUser() user: AuthUser) {
    return this.act('cancel', () => this.cancelHandler.execute(user, id));
  }
}
