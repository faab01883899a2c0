import {
  Args,
  GraphQLISODateTime,
  ID,
  Int,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { type AuthUser, CurrentUser, Roles, UserReference } from '@hearth/nest-common';
import { KitchenSalesQuery } from './kitchen-sales.query.js';
import { PREP_DAYS_DEFAULT, PrepSheetsQuery } from './prep-sheets.query.js';
import { ShoppingListQuery } from './shopping-list.query.js';
import {
  KitchenSalesType,
  PrepOrderType,
  PrepSheetType,
  ShoppingListType,
} from './kitchen.types.js';

/**
 * The chef's kitchen tools: prep sheets, the shopping list and sales at a glance, for the chef
 * who owns the restaurant only (FORBIDDEN otherwise). Thin: each field calls its query, which checks ownership first (`OrderAccess`).
 */
@Resolver()
export class KitchenReportsResolver {
  constructor(
    private readonly prep: PrepSheetsQuery,
    private readonly shopping: ShoppingListQuery,
    private readonly salesAtAGlance: KitchenSalesQuery,
  ) {}

  /** Prep sheets of the chef's restaurant: `PrepSheetsQuery.prepSheets`. */
  @Roles('CHEF')
  @Query(() => [PrepSheetType], {
    description:
      "Prep sheets of the chef's restaurant's occurrences from 6 hours ago to `days` ahead (1–90), soonest first.",
  })
  prepSheets(
    @CurrentUser() user: AuthUser,
    @Args('restaurantId', { type: () => ID }) restaurantId: string,
    @Args('days', { type: () => Int, defaultValue: PREP_DAYS_DEFAULT }) days: number,
  ) {
    return this.prep.prepSheets(user, restaurantId, days);
  }

  /** One occurrence's prep sheet: `PrepSheetsQuery.prepSheet`. */
  @Roles('CHEF')
  @Query(() => PrepSheetType, {
    description: "The prep sheet of one occurrence of the chef's restaurant.",
  })
  prepSheet(
    @CurrentUser() user: AuthUser,
    @Args('occurrenceId', { type: () => ID }) occurrenceId: string,
  ) {
    return this.prep.prepSheet(user, occurrenceId);
  }

  /** What to buy: `ShoppingListQuery.shoppingList`. */
  @Roles('CHEF')
  @Query(() => ShoppingListType, {
    description:
      'What to buy: ingredients × portions of PENDING and ACCEPTED orders, for one occurrence or the occurrences starting in [from, to) (default the next 7 days, at most 366).',
  })
  shoppingList(
    @CurrentUser() user: AuthUser,
    @Args('restaurantId', { type: () => ID }) restaurantId: string,
    @Args('occurrenceId', { type: () => ID, nullable: true }) occurrenceId: string | null,
    @Args('from', { type: () => GraphQLISODateTime, nullable: true }) from: Date | null,
    @Args('to', { type: () => GraphQLISODateTime, nullable: true }) to: Date | null,
  ) {
    return this.shopping.shoppingList(user, restaurantId, { occurrenceId, from, to });
  }

  /** Sales at a glance: `KitchenSalesQuery.sales`. */
  @Roles('CHEF')
  @Query(() => KitchenSalesType, {
    description:
      'Orders, portions and sales per week, sales per dish and the acceptance rate over [from, to) by the date orders are for (default the last 12 weeks, at most 366 days).',
  })
  kitchenSales(
    @CurrentUser() user: AuthUser,
    @Args('restaurantId', { type: () => ID }) restaurantId: string,
    @Args('from', { type: () => GraphQLISODateTime, nullable: true }) from: Date | null,
    @Args('to', { type: () => GraphQLISODateTime, nullable: true }) to: Date | null,
  ) {
    return this.salesAtAGlance.sales(user, restaurantId, { from, to });
  }
}

/** `PrepOrder.guest`: the guest as a `User`; users shows the chef their name (`contact`). */
@Resolver(() => PrepOrderType)
export class PrepOrderGuestResolver {
  @ResolveField(() => UserReference, {
    nullable: true,
    description: 'The guest; their name and phone (`contact`) come from users.',
  })
  guest(@Parent() order: PrepOrderType): UserReference {
    return UserReference.of(order.guestId);
  }
}
