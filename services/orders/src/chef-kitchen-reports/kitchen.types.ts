import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import type { Fulfilment, OrderStatus } from '@hearth/contracts';
import { DeliveryAddressType, FulfilmentEnum, OrderStatusEnum } from '../orders/orders.types.js';

/** One dish of a prep sheet: what to cook for the occurrence. */
@ObjectType('PrepDish')
export class PrepDishType {
  @Field(() => ID) dishId!: string;
  @Field() dishName!: string;
  @Field() portionSize!: string;
  @Field(() => Int, { description: 'Portions of ACCEPTED (and COMPLETED) orders.' })
  acceptedPortions!: number;
  @Field(() => Int, { description: 'Portions of orders still waiting for the chef (PENDING).' })
  pendingPortions!: number;
  @Field(() => Int, {
    nullable: true,
    description: 'Portions guests can still order (null when the occurrence no longer offers it).',
  })
  portionsLeft!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Portions the chef cooks for the occurrence (the most per occurrence).',
  })
  portionsCooked!: number | null;
}

/** A dish and its portions in one order of the line-up. */
@ObjectType('PrepOrderLine')
export class PrepOrderLineType {
  @Field(() => ID) dishId!: string;
  @Field() dishName!: string;
  @Field(() => Int) quantity!: number;
}

/** One order in the occurrence's line-up: who, how, when, and what. */
@ObjectType('PrepOrder')
export class PrepOrderType {
  @Field(() => ID) orderId!: string;
  @Field(() => OrderStatusEnum) status!: OrderStatus;
  @Field(() => ID) guestId!: string;
  @Field(() => FulfilmentEnum) fulfilment!: Fulfilment;
  @Field(() => GraphQLISODateTime, { description: 'When the food is ready (occurrence start).' })
  readyAt!: Date;
  @Field(() => GraphQLISODateTime, { description: 'When the guest placed the order.' })
  placedAt!: Date;
  @Field(() => String, { nullable: true, description: 'Pickup or delivery instructions.' })
  instructions!: string | null;
  @Field(() => DeliveryAddressType, { nullable: true })
  deliveryAddress!: DeliveryAddressType | null;
  @Field(() => Float, { nullable: true, description: 'Delivery distance in km.' })
  distanceKm!: number | null;
  @Field(() => [PrepOrderLineType]) lines!: PrepOrderLineType[];
}

/**
 * The prep sheet of one occurrence: the dishes with portions accepted and pending apart and the
 * portions left, the order cutoff, and the line-up of its orders (PENDING and ACCEPTED, by time
 * placed).
 */
@ObjectType('PrepSheet')
export class PrepSheetType {
  @Field(() => ID) occurrenceId!: string;
  @Field(() => GraphQLISODateTime) startsAt!: Date;
  @Field(() => GraphQLISODateTime, { description: 'Start minus the lead time.' })
  orderCutoffAt!: Date;
  @Field({ description: 'Whether guests can still order (before the cutoff).' })
  isOpen!: boolean;
  @Field({ description: "The restaurant's IANA time zone (dates and times are local to it)." })
  timeZone!: string;
  @Field(() => Int) acceptedPortions!: number;
  @Field(() => Int) pendingPortions!: number;
  @Field(() => [PrepDishType]) dishes!: PrepDishType[];
  @Field(() => [PrepOrderType]) orders!: PrepOrderType[];
}

/** One line of a shopping list: an ingredient summed over the dishes and portions ordered. */
@ObjectType('ShoppingItem')
export class ShoppingItemType {
  @Field() name!: string;
  @Field(() => Float, {
    description: 'Per-portion quantity × portions of PENDING and ACCEPTED orders, summed.',
  })
  quantity!: number;
  @Field(() => Float, { description: 'The same over ACCEPTED orders only.' })
  acceptedQuantity!: number;
  @Field({
    description:
      "g, kg, ml, l or each for `items`; the chef's own unit text for `otherUnits` (not converted).",
  })
  unit!: string;
  @Field(() => [String], { description: 'The dishes that use it.' }) dishNames!: string[];
  @Field(() => [String], { description: "The chef's notes on it, once each." }) notes!: string[];
}

/**
 * What to buy for one occurrence or a date range: each dish's ingredients (per portion) scaled by
 * the portions of PENDING and ACCEPTED orders, summed by ingredient, in g/kg, ml/l or each;
 * ingredients in units that do not convert are listed apart.
 */
@ObjectType('ShoppingList')
export class ShoppingListType {
  @Field(() => GraphQLISODateTime) from!: Date;
  @Field(() => GraphQLISODateTime) to!: Date;
  @Field(() => [ID], { description: 'The occurrences counted.' }) occurrenceIds!: string[];
  @Field(() => Int, { description: 'Portions counted (PENDING and ACCEPTED).' }) portions!: number;
  @Field(() => [ShoppingItemType]) items!: ShoppingItemType[];
  @Field(() => [ShoppingItemType], { description: 'Ingredients in units that do not convert.' })
  otherUnits!: ShoppingItemType[];
  @Field(() => [String], { description: 'Dishes ordered that list no ingredients.' })
  dishesWithoutIngredients!: string[];
}

/** Orders, portions and sales of one week (Monday to Sunday, the restaurant's time zone). */
@ObjectType('SalesWeek')
export class SalesWeekType {
  @Field({ description: 'The Monday, ISO date.' }) weekStart!: string;
  @Field(() => Int) orders!: number;
  @Field(() => Int) portions!: number;
  @Field(() => Int, { description: 'Integer cents (dishes, without delivery fees).' })
  salesCents!: number;
}

/** One dish's sales over the period. */
@ObjectType('DishSales')
export class DishSalesType {
  @Field(() => ID) dishId!: string;
  @Field() dishName!: string;
  @Field(() => Int) portions!: number;
  @Field(() => Int, { description: 'Integer cents.' }) salesCents!: number;
}

/**
 * The restaurant's sales at a glance over [from, to) (orders by the date they are for): ACCEPTED
 * and COMPLETED orders count as sold; the acceptance rate is sold ÷ answered (sold + DECLINED).
 */
@ObjectType('KitchenSales')
export class KitchenSalesType {
  @Field(() => GraphQLISODateTime) from!: Date;
  @Field(() => GraphQLISODateTime) to!: Date;
  @Field() timeZone!: string;
  @Field(() => Int) orders!: number;
  @Field(() => Int) portions!: number;
  @Field(() => Int, { description: 'Integer cents (dishes, without delivery fees).' })
  salesCents!: number;
  @Field(() => Int, { description: 'Orders the chef (or the cutoff) answered.' })
  ordersAnswered!: number;
  @Field(() => Int) ordersDeclined!: number;
  @Field(() => Float, {
    nullable: true,
    description: 'Sold ÷ answered, 0–1; null when no order was answered.',
  })
  acceptanceRate!: number | null;
  @Field(() => [SalesWeekType], { description: 'Every week of the period, empty ones too.' })
  weeks!: SalesWeekType[];
  @Field(() => [DishSalesType], { description: 'Best-selling first.' }) dishes!: DishSalesType[];
}
