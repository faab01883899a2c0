import { Inject } from '@nestjs/common';
import type { Logger } from 'pino';
import { CartMessages } from '@hearth/contracts';
import {
  Args,
  ID,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
  ResolveReference,
} from '@nestjs/graphql';
import {
  type AuthUser,
  CurrentUser,
  forbidden,
  LOGGER,
  mutationResult,
  Roles,
  ServerError,
  UserReference,
  ValidationError,
} from '@hearth/nest-common';
import { CartService, type CartOutcome } from './cart.service.js';
import { AddToCartInput, CartResult, CartType } from './cart.types.js';

/**
 * The cart API (read the cart, add, remove, change a quantity). Thin: parse,
 * authorise, call. Visitors get UNAUTHENTICATED (the browser shows the log-in modal); other
 * roles get 'Log In as a guest to add dish to cart' as a ValidationError from the mutations and
 * FORBIDDEN from `cart` (the cart query runs only for a signed-in guest).
 */
@Resolver()
export class CartResolver {
  constructor(
    private readonly carts: CartService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Runs a cart change; an unexpected failure becomes `ServerError { fallback }`. */
  private result(
    change: () => Promise<CartOutcome>,
    fallback: string,
  ): Promise<CartType | ValidationError | ServerError> {
    return mutationResult(this.logger, 'changing a cart failed', change, (o) => o.cart, fallback);
  }

  /** The signed-in guest's own cart with its warnings (guests only). */
  @Roles('GUEST')
  @Query(() => CartType, { description: "The signed-in guest's cart (guests only)." })
  cart(@CurrentUser() user: AuthUser) {
    return this.carts.cart(user.id);
  }

  /** Adds portions of a dish from one occurrence; on an error nothing is written. */
  @Mutation(() => CartResult, {
    description: 'Adds portions of a dish from an occurrence to the guest’s cart.',
  })
  addToCart(@Args('input') input: AddToCartInput, @CurrentUser() user: AuthUser) {
    return this.result(() => this.carts.add(user, { ...input }), CartMessages.addFailed);
  }

  /** Cart removal (`iid` → cartItemId): 'Failed to remove from cart' when it is not the guest's. */
  @Mutation(() => CartResult, { description: 'Removes a line from the guest’s cart.' })
  removeFromCart(
    @Args('cartItemId', { type: () => ID }) cartItemId: string,
    @CurrentUser() user: AuthUser,
  ) {
    return this.result(() => this.carts.remove(user, cartItemId), CartMessages.removeFailed);
  }

  /** Cart quantity change (`qty` → quantity ≥ 1). */
  @Mutation(() => CartResult, {
    description: 'Sets the quantity (≥ 1) of a line of the guest’s cart.',
  })
  changeCartItemQuantity(
    @Args('cartItemId', { type: () => ID }) cartItemId: string,
    @Args('quantity', { type: () => Int }) quantity: number,
    @CurrentUser() user: AuthUser,
  ) {
    return this.result(
      () => this.carts.changeQuantity(user, cartItemId, quantity),
      CartMessages.quantityChangeFailed,
    );
  }
}

/** `User.cartItemCount`: for the signed-in user themself only (0 for non-guests). */
@Resolver(() => UserReference)
export class UserCartResolver {
  constructor(private readonly cart: CartService) {}

  @ResolveReference()
  resolveReference(ref: { id: string }): UserReference {
    return UserReference.of(ref.id);
  }

  @ResolveField(() => Int, { description: 'Items in the guest’s cart (sum of quantities).' })
  cartItemCount(@Parent() parent: UserReference, @CurrentUser() user: AuthUser) {
    if (parent.id !== user.id) throw forbidden();
    return user.role === 'GUEST' ? this.cart.itemCount(user.id) : 0;
  }
}
