import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  ID,
  Mutation,
  Parent,
  ResolveField,
  ResolveReference,
  Resolver,
} from '@nestjs/graphql';
import type { Logger } from 'pino';
import type { DishStatus } from '@hearth/contracts';
import {
  CurrentUser,
  LOGGER,
  Public,
  Roles,
  mutationResult,
  traceparentOf,
  type AcceptedOutcome,
  type AuthUser,
  type GqlContext,
} from '@hearth/nest-common';
import { CatalogService, isOwnerOrAdmin } from '../public-catalog/catalog.service.js';
import type { RestaurantEntity } from '../public-catalog/restaurant.entity.js';
import { RestaurantType } from '../public-catalog/restaurant.types.js';
import { DeletableLoader } from './deletable.loader.js';
import type { DishEntity } from './dish.entity.js';
import {
  DeleteDishResult,
  DeletedDishType,
  DishInput,
  DishResult,
  DishStatusEnum,
  DishType,
} from './dish.types.js';
import { DishesService, type DishSaveResult } from './dishes.service.js';

/**
 * Dishes API: add, update, the dish card's Active / Inactive / Delete, and archive
 * (docs/rules/catalogue.md#dishes).
 * Thin: authorise the role, call the service (which checks ownership), map to the union.
 * Visitors get UNAUTHENTICATED, non-chefs FORBIDDEN, chefs who do not own the dish FORBIDDEN.
 */
@Resolver(() => DishType)
export class DishesResolver {
  /** One `isDeletable` batcher per request (keyed by the request object). */
  private readonly loaders = new WeakMap<object, DeletableLoader>();

  constructor(
    private readonly dishes: DishesService,
    private readonly catalog: CatalogService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** A dish mutation's result: `toPayload` of the outcome, `ValidationError` or `ServerError`. */
  private result<O, P>(command: () => Promise<O>, toPayload: (outcome: AcceptedOutcome<O>) => P) {
    return mutationResult(this.logger, 'saving a dish failed', command, toPayload);
  }

  private saved = (r: AcceptedOutcome<DishSaveResult>) => r.dish;

  /**
   * Adds a dish to the caller's restaurant `restaurantId`, status ACTIVE. `ValidationError`
   * carries the dish-form messages of `dishSchema` (nothing written); the client shows them, else
   * 'Failed to Add Dish'.
   */
  @Roles('CHEF')
  @Mutation(() => DishResult, { description: "Adds a dish to the caller's own restaurant." })
  addDish(
    @Args('restaurantId', { type: () => ID }) restaurantId: string,
    @Args('input') input: DishInput,
    @CurrentUser() user: AuthUser,
    @Context() ctx: GqlContext,
  ) {
    return this.result(
      () => this.dishes.add(user, restaurantId, input, traceparentOf(ctx)),
      this.saved,
    );
  }

  /** Replaces a dish's form fields; owner only; status kept. */
  @Roles('CHEF')
  @Mutation(() => DishResult, { description: 'Updates a dish of the caller’s own restaurant.' })
  updateDish(
    @Args('dishId', { type: () => ID }) dishId: string,
    @Args('input') input: DishInput,
    @CurrentUser() user: AuthUser,
    @Context() ctx: GqlContext,
  ) {
    return this.result(
      () => this.dishes.update(user, dishId, input, traceparentOf(ctx)),
      this.saved,
    );
  }

  /** Makes a dish ACTIVE, INACTIVE or ARCHIVED (dish card menu, archive dialog); owner only. */
  @Roles('CHEF')
  @Mutation(() => DishResult, { description: 'Sets ACTIVE, INACTIVE or ARCHIVED (owner only).' })
  setDishStatus(
    @Args('dishId', { type: () => ID }) dishId: string,
    @Args('status', { type: () => DishStatusEnum }) status: DishStatus,
    @CurrentUser() user: AuthUser,
    @Context() ctx: GqlContext,
  ) {
    return this.result(
      () => this.dishes.setStatus(user, dishId, status, traceparentOf(ctx)),
      this.saved,
    );
  }

  /**
   * Deletes a dish (the dish card's Delete, after confirmation); owner only. A dish in an upcoming
   * cooking session is refused with a `ValidationError` (field `_`) whose message says to archive
   * it (docs/rules/catalogue.md#deleting-a-dish).
   */
  @Roles('CHEF')
  @Mutation(() => DeleteDishResult, {
    description: 'Deletes a dish unless it is in an upcoming cooking session (then archive it).',
  })
  deleteDish(
    @Args('dishId', { type: () => ID }) dishId: string,
    @CurrentUser() user: AuthUser,
    @Context() ctx: GqlContext,
  ) {
    return this.result(
      () => this.dishes.delete(user, dishId, traceparentOf(ctx)),
      (r) => DeletedDishType.of(r.deletedId),
    );
  }

  /** True once the chef declared the dish's allergens ("contains none" included). */
  @Public()
  @ResolveField(() => Boolean, {
    description:
      'True once the chef declared the allergens ("contains none" included); an undeclared dish cannot be published.',
  })
  allergensDeclared(@Parent() dish: DishEntity): boolean {
    return dish.allergensDeclaredAt !== null;
  }

  /** False while the dish is in a cooking session that has not ended (delete refused). */
  @Public()
  @ResolveField(() => Boolean, {
    description: 'False while the dish is in an upcoming cooking session (archive it instead).',
  })
  isDeletable(@Parent() dish: DishEntity, @Context() ctx: GqlContext) {
    let loader = this.loaders.get(ctx.req);
    if (!loader) {
      loader = new DeletableLoader((ids) => this.dishes.inUpcomingSession(ids));
      this.loaders.set(ctx.req, loader);
    }
    return loader.isDeletable(dish.id);
  }

  /**
   * Federation reference: the dish by id under the rule of \`Restaurant.dishes\`: its restaurant's
   * owner and admins see it; anyone else only an ACTIVE dish of a public restaurant; else null.
   */
  @Public()
  @ResolveReference()
  async resolveReference(
    @Parent() ref: { id: string },
    @CurrentUser() viewer: AuthUser | null,
  ): Promise<DishEntity | null> {
    const dish = await this.dishes.byId(ref.id);
    if (!dish) return null;
    const restaurant = await this.catalog.byIdFor(dish.restaurantId, viewer);
    if (!restaurant) return null;
    return isOwnerOrAdmin(restaurant, viewer) || dish.status === 'ACTIVE' ? dish : null;
  }
}

/** `Restaurant.dishes`: what the viewer may see of a restaurant's dishes. */
@Resolver(() => RestaurantType)
export class RestaurantDishesResolver {
  constructor(private readonly service: DishesService) {}

  /**
   * The restaurant's dishes, oldest first (the restaurant page lists them with the restaurant):
   * the public sees ACTIVE dishes; the owner and admins all but ARCHIVED ones, and archived too
   * with `includeArchived` (ignored for everyone else).
   */
  @Public()
  @ResolveField(() => [DishType], {
    description:
      'ACTIVE dishes for the public; owner/admins see all but ARCHIVED (all with includeArchived).',
  })
  dishes(
    @Parent() restaurant: RestaurantEntity,
    @Args('includeArchived', { type: () => Boolean, defaultValue: false })
    includeArchived: boolean,
    @Context() ctx: GqlContext,
  ) {
    return this.service.list(restaurant, ctx.req.user, includeArchived);
  }
}
