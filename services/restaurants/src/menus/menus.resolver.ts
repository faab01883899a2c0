import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  ID,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import type { Logger } from 'pino';
import {
  CurrentUser,
  LOGGER,
  Public,
  Roles,
  mutationResult,
  type AcceptedOutcome,
  type AuthUser,
  type GqlContext,
} from '@hearth/nest-common';
import { CatalogService } from '../public-catalog/catalog.service.js';
import type { RestaurantEntity } from '../public-catalog/restaurant.entity.js';
import { RestaurantType } from '../public-catalog/restaurant.types.js';
import { DishType } from '../dishes/dish.types.js';
import type { MenuEntity } from './menu.entity.js';
import {
  DeletedMenuType,
  DeleteMenuResult,
  MenuInput,
  MenuResult,
  MenuType,
} from './menu.types.js';
import { MenusService } from './menus.service.js';

/**
 * Menus API (list, create/update, delete). Thin: authorise the role, call the service
 * (which checks ownership), map to the union. Visitors get UNAUTHENTICATED on writes, non-chefs
 * and chefs who do not own the restaurant FORBIDDEN.
 */
@Resolver(() => MenuType)
export class MenusResolver {
  constructor(
    private readonly service: MenusService,
    private readonly catalog: CatalogService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** A menu mutation's result: `toPayload` of the outcome, `ValidationError` or `ServerError`. */
  private result<O, P>(command: () => Promise<O>, toPayload: (outcome: AcceptedOutcome<O>) => P) {
    return mutationResult(this.logger, 'saving a menu failed', command, toPayload);
  }

  /**
   * The menus of a restaurant, oldest first: anyone's for a public restaurant; of one that is not
   * public (visibility rule), only for its owner and admins ([] for everyone else).
   */
  @Public()
  @Query(() => [MenuType], {
    description:
      'Menus of a restaurant, oldest first ([] for a restaurant that is not public, except to its owner and admins).',
  })
  async menus(
    @Args('restaurantId', { type: () => ID }) restaurantId: string,
    @CurrentUser() viewer: AuthUser | null,
  ) {
    if (!(await this.catalog.byIdFor(restaurantId, viewer))) return [];
    return this.service.list(restaurantId);
  }

  /**
   * Creates or updates a menu of the caller's restaurant. A missing name or dish selection gives
   * 'menu name is required!' as a `ValidationError` (docs/rules/catalogue.md#menus).
   */
  @Roles('CHEF')
  @Mutation(() => MenuResult, { description: 'Creates (CREATE) or updates (UPDATE) a menu.' })
  saveMenu(@Args('input') input: MenuInput, @CurrentUser() user: AuthUser) {
    return this.result(
      () => this.service.save(user, input),
      (r) => r.menu,
    );
  }

  /** Deletes one of the caller's menus (its dishes stay). */
  @Roles('CHEF')
  @Mutation(() => DeleteMenuResult, { description: "Deletes one of the caller's menus." })
  deleteMenu(@Args('menuId', { type: () => ID }) menuId: string, @CurrentUser() user: AuthUser) {
    return this.result(
      () => this.service.delete(user, menuId),
      (deletedId) => DeletedMenuType.of(deletedId),
    );
  }

  /** The menu's dishes the viewer may see, in the menu's order. */
  @Public()
  @ResolveField(() => [DishType], {
    description: 'The dishes the viewer may see (public: ACTIVE only), in the menu order.',
  })
  dishes(@Parent() menu: MenuEntity, @Context() ctx: GqlContext) {
    return this.service.dishesOf(menu, ctx.req.user);
  }
}

/** `Restaurant.menus`: the restaurant's menus. */
@Resolver(() => RestaurantType)
export class RestaurantMenusResolver {
  constructor(private readonly service: MenusService) {}

  /** The restaurant's menus, oldest first. */
  @Public()
  @ResolveField(() => [MenuType], { description: "The restaurant's menus, oldest first." })
  menus(@Parent() restaurant: RestaurantEntity) {
    return this.service.list(restaurant.id);
  }
}
