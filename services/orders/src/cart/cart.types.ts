import {
  Field,
  GraphQLISODateTime,
  ID,
  InputType,
  Int,
  ObjectType,
  createUnionType,
} from '@nestjs/graphql';
import { ServerError, ValidationError } from '@hearth/nest-common';

/**
 * One line of the guest's cart with what the cart screen shows (old field names as in docs/api.md):
 * the dish (`dname` → dishName, `price` → priceCents, `unit` → portionSize), its restaurant
 * (`rname`, slug), its occurrence (`session_tracker_id` → occurrenceId, `cooking_session_expired` →
 * !isAvailable), the dish's min/max per order and the session's order limit, and the cart warnings
 * computed by the server (docs/rules/orders-and-sessions.md#cart-warnings).
 */
@ObjectType('CartItem')
export class CartItemType {
  @Field(() => ID) id!: string;
  @Field(() => ID) dishId!: string;
  @Field() dishName!: string;
  @Field(() => Int, { description: 'Price of one portion in integer cents.' }) priceCents!: number;
  @Field(() => Int) quantity!: number;
  @Field(() => Int, { description: 'priceCents × quantity, integer cents.' })
  lineTotalCents!: number;
  @Field({ description: 'Portion size text, as the chef wrote it.' }) portionSize!: string;
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  @Field(() => ID) restaurantId!: string;
  @Field() restaurantName!: string;
  @Field() restaurantSlug!: string;
  @Field(() => ID) occurrenceId!: string;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the food is ready.' })
  startsAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Last instant to order.' })
  orderCutoffAt!: Date | null;
  @Field(() => Int, { description: 'Least portions of this dish in one order.' })
  minQuantity!: number;
  @Field(() => Int, { description: 'Portions cooked for the occurrence.' }) maxQuantity!: number;
  @Field(() => Int, { description: 'Portions still for sale (as last reported by sessions).' })
  remaining!: number;
  @Field(() => Int, { description: "Least total portions of one order (the session's limit)." })
  orderLimitMin!: number;
  @Field(() => Int, { description: "Most total portions of one order (the session's limit)." })
  orderLimitMax!: number;
  @Field(() => Boolean, { description: 'Whether the occurrence offers delivery.' })
  offersDelivery!: boolean;
  @Field(() => Boolean, { description: 'Whether the occurrence offers pickup.' })
  offersPickup!: boolean;
  @Field({ description: 'False once the order cutoff has passed or the dish was withdrawn.' })
  isAvailable!: boolean;
  @Field(() => [String], {
    description: 'Cart warnings of this line; checkout is disabled while any holds.',
  })
  warnings!: string[];
}

/** The signed-in guest's cart. */
@ObjectType('Cart')
export class CartType {
  @Field(() => [CartItemType]) items!: CartItemType[];
  @Field(() => Int, { description: 'Σ quantity (the header badge).' }) itemCount!: number;
  @Field(() => Int, { description: 'Σ price × quantity, integer cents.' }) subtotalCents!: number;
  @Field({ description: 'True when the cart has lines and none has a warning.' })
  canCheckout!: boolean;
}

/** AddToCart input (old names: did → dishId, session_tracker_id → occurrenceId, qty). */
@InputType('AddToCartInput')
export class AddToCartInput {
  @Field(() => ID) dishId!: string;
  @Field(() => ID) occurrenceId!: string;
  @Field(() => Int, { description: 'Portions to add, ≥ 1; added to an existing line.' })
  quantity!: number;
}

/** Result of the cart mutations: the whole cart (warnings depend on every line), or an error. */
export const CartResult = createUnionType({
  name: 'CartResult',
  types: () => [CartType, ValidationError, ServerError] as const,
  resolveType: (value: object) =>
    value instanceof ValidationError
      ? ValidationError
      : value instanceof ServerError
        ? ServerError
        : CartType,
});
