import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles, type AuthUser } from '@hearth/nest-common';
import { WaitingService } from './waiting.service.js';
import { DishDemandType, DishWatchType } from './waiting.types.js';

/** "Notify me" API (docs/rules/notify-me.md): guests wait for sold-out dishes, chefs see demand. */
@Resolver()
export class WaitingResolver {
  constructor(private readonly waiting: WaitingService) {}

  /**
   * A guest asks to be told when a sold-out dish of an occurrence has portions again (in the app
   * and by e-mail). Idempotent. Refused with the reason when the dish is not sold out, the date's
   * orders are closed, or the dish is not offered on that date.
   */
  @Roles('GUEST')
  @Mutation(() => DishWatchType, {
    description:
      'Notify me: tell the guest when this sold-out dish of this occurrence has portions again (guests only; idempotent).',
  })
  watchDish(
    @Args('occurrenceId', { type: () => ID }) occurrenceId: string,
    @Args('dishId', { type: () => ID }) dishId: string,
    @CurrentUser() user: AuthUser,
  ) {
    return this.waiting.watch(user, occurrenceId, dishId);
  }

  /** A guest stops waiting; true when they were waiting. */
  @Roles('GUEST')
  @Mutation(() => Boolean, { description: 'Stops a Notify me (guests only).' })
  unwatchDish(
    @Args('occurrenceId', { type: () => ID }) occurrenceId: string,
    @Args('dishId', { type: () => ID }) dishId: string,
    @CurrentUser() user: AuthUser,
  ) {
    return this.waiting.unwatch(user, occurrenceId, dishId);
  }

  /** The signed-in guest's waits at one restaurant (not yet told, upcoming dates). */
  @Roles('GUEST')
  @Query(() => [DishWatchType], {
    description:
      "The guest's Notify me waits at a restaurant that were not told yet (guests only).",
  })
  myDishWatches(
    @Args('restaurantId', { type: () => ID }) restaurantId: string,
    @CurrentUser() user: AuthUser,
  ) {
    return this.waiting.mine(user, restaurantId);
  }

  /** How many guests wait per upcoming occurrence and dish of the chef's own restaurant. */
  @Roles('CHEF')
  @Query(() => [DishDemandType], {
    description:
      "Guests waiting (Notify me) per upcoming occurrence and dish of the chef's own restaurant (chefs only).",
  })
  dishDemand(
    @Args('restaurantId', { type: () => ID }) restaurantId: string,
    @CurrentUser() user: AuthUser,
  ) {
    return this.waiting.demand(user, restaurantId);
  }
}
