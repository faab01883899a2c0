import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  Float,
  ID,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import type { Logger } from 'pino';
import { ORDERS_PAGE_SIZE, type Fulfilment, type OrderStatus, isUuid } from '@hearth/contracts';
import {
  type GqlContext,
  traceparentOf,
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
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AcceptOrderHandler } from './accept-order.handler.js';
import { CancelOrderHandler } from './cancel-order.handler.js';
import { CompleteOrderHandler } from './complete-order.handler.js';
import { DeclineOrderHandler } from './decline-order.handler.js';
import { OrderAccess } from './order-access.js';
import { OrderRepository } from './order.repository.js';
import { loadOrder, pageOrders } from './order-views.js';
import {
  DeliveryQuoteType,
  FulfilmentEnum,
  OrderPageType,
  OrderResult,
  OrderStatusEnum,
  OrderType,
  PlaceOrderInput,
} from './orders.types.js';
import { PlaceOrderHandler } from './place-order.handler.js';
import { QuoteDeliveryHandler } from './quote-delivery.handler.js';
import { QuoteTaxHandler } from './quote-tax.handler.js';
import { CheckoutTaxType } from './tax.types.js';

/**
 * Checkout (with its delivery quote), order lists and the order lifecycle. Thin: parse,
 * authorise (`OrderAccess`, before anything else), call one handler. A guest sees and cancels only
 * their own orders; a chef sees and changes only their restaurant's (FORBIDDEN otherwise, whatever
 * state the order is in).
 */
@Resolver()
export class OrdersResolver {
  constructor(
    private readonly placeOrderHandler: PlaceOrderHandler,
    private readonly quoteDelivery: QuoteDeliveryHandler,
    private readonly quoteTax: QuoteTaxHandler,
    private readonly acceptOrderHandler: AcceptOrderHandler,
    private readonly declineOrderHandler: DeclineOrderHandler,
    private readonly completeOrderHandler: CompleteOrderHandler,
    private readonly cancelOrderHandler: CancelOrderHandler,
    private readonly access: OrderAccess,
    private readonly orders: OrderRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private result(
    run: () => Promise<
      { order: OrderType } | { errors: Array<{ field: string; message: string }> }
    >,
  ): Promise<OrderType | ValidationError | ServerError> {
    return mutationResult(this.logger, 'an order operation failed', run, (r) => r.order);
  }

  /** PlaceOrder (guests): see `PlaceOrderHandler.handle`. The order comes back PLACED. */
  @Roles('GUEST')
  @Mutation(() => OrderResult, {
    description:
      "Checks out the guest's cart lines of one occurrence: a PLACED order that becomes PENDING or REJECTED once stock is reserved.",
  })
  placeOrder(
    @Args('input') input: PlaceOrderInput,
    @CurrentUser() user: AuthUser,
    @Context() ctx: GqlContext,
  ) {
    return this.result(() => this.placeOrderHandler.handle(user, input, traceparentOf(ctx)));
  }

  /** DeliveryQuote (guests): see `QuoteDeliveryHandler.handle`. Null for an unknown occurrence. */
  @Roles('GUEST')
  @Query(() => DeliveryQuoteType, {
    nullable: true,
    description:
      "Distance, delivery fee, subtotal and total (cents) of delivering the guest's cart lines of one occurrence to a location — the numbers placeOrder would use.",
  })
  deliveryQuote(
    @Args('occurrenceId', { type: () => ID }) occurrenceId: string,
    @Args('latitude', { type: () => Float }) latitude: number,
    @Args('longitude', { type: () => Float }) longitude: number,
    @CurrentUser() user: AuthUser,
  ) {
    return this.quoteDelivery.handle(user, { occurrenceId, latitude, longitude });
  }

  /** CheckoutTax (guests): see `QuoteTaxHandler.handle`. Null for an unknown occurrence. */
  @Roles('GUEST')
  @Query(() => CheckoutTaxType, {
    nullable: true,
    description:
      "The sales tax lines and total (cents) a checkout of one occurrence would pay on taxableCents (food − discount + delivery fee): the place of supply is postalCode (the guest's delivery address) for DELIVERY, the restaurant's address for PICKUP — the rule placeOrder applies (docs/rules/tax.md).",
  })
  checkoutTax(
    @Args('occurrenceId', { type: () => ID }) occurrenceId: string,
    @Args('fulfilment', { type: () => FulfilmentEnum }) fulfilment: Fulfilment,
    @Args('taxableCents', { type: () => Int }) taxableCents: number,
    @Args('postalCode', { type: () => String, nullable: true }) postalCode: string | null,
  ) {
    return this.quoteTax.handle(occurrenceId, fulfilment, postalCode ?? null, taxableCents);
  }

  /** The owning chef accepts a PENDING order. */
  @Roles('CHEF')
  @Mutation(() => OrderResult, { description: "Accepts a PENDING order of the chef's restaurant." })
  acceptOrder(
    @Args('orderId', { type: () => ID }) orderId: string,
    @CurrentUser() user: AuthUser,
    @Context() ctx: GqlContext,
  ) {
    return this.result(() => this.acceptOrderHandler.handle(user, orderId, traceparentOf(ctx)));
  }

  /** The owning chef declines a PENDING order with a reason; its stock is released. */
  @Roles('CHEF')
  @Mutation(() => OrderResult, {
    description:
      "Declines a PENDING order of the chef's restaurant with a reason shown to the guest.",
  })
  declineOrder(
    @Args('orderId', { type: () => ID }) orderId: string,
    @Args('reason', { type: () => String, nullable: true }) reason: string | null,
    @CurrentUser() user: AuthUser,
    @Context() ctx: GqlContext,
  ) {
    return this.result(() =>
      this.declineOrderHandler.handle(user, orderId, reason ?? null, traceparentOf(ctx)),
    );
  }

  /** The owning chef marks an ACCEPTED order completed. */
  @Roles('CHEF')
  @Mutation(() => OrderResult, { description: 'Marks an ACCEPTED order completed.' })
  completeOrder(
    @Args('orderId', { type: () => ID }) orderId: string,
    @CurrentUser() user: AuthUser,
    @Context() ctx: GqlContext,
  ) {
    return this.result(() => this.completeOrderHandler.handle(user, orderId, traceparentOf(ctx)));
  }

  /** The guest cancels their own PENDING order ('Do you want to cancel the order?'); stock is released. */
  @Roles('GUEST')
  @Mutation(() => OrderResult, { description: "Cancels the guest's own PENDING order." })
  cancelOrder(
    @Args('orderId', { type: () => ID }) orderId: string,
    @CurrentUser() user: AuthUser,
    @Context() ctx: GqlContext,
  ) {
    return this.result(() => this.cancelOrderHandler.handle(user, orderId, traceparentOf(ctx)));
  }

  /** GetOrders for a guest: their own orders, newest first, optionally by status. */
  @Roles('GUEST')
  @Query(() => OrderPageType, { description: "The signed-in guest's orders, newest first." })
  myOrders(
    @CurrentUser() user: AuthUser,
    @Args('status', { type: () => [OrderStatusEnum], nullable: true }) status: OrderStatus[] | null,
    @Args('limit', { type: () => Int, defaultValue: ORDERS_PAGE_SIZE }) limit: number,
    @Args('cursor', { type: () => String, nullable: true }) cursor: string | null,
  ) {
    return pageOrders(this.dataSource.manager, { guestId: user.id }, status, limit, cursor);
  }

  /** A chef's orders (by status, paged with a cursor): their restaurant's orders only. */
  @Roles('CHEF')
  @Query(() => OrderPageType, {
    description:
      "Orders of the chef's own restaurant, newest first (status PENDING drives the red dot).",
  })
  async restaurantOrders(
    @CurrentUser() user: AuthUser,
    @Args('restaurantId', { type: () => ID }) restaurantId: string,
    @Args('status', { type: () => [OrderStatusEnum], nullable: true }) status: OrderStatus[] | null,
    @Args('limit', { type: () => Int, defaultValue: ORDERS_PAGE_SIZE }) limit: number,
    @Args('cursor', { type: () => String, nullable: true }) cursor: string | null,
  ) {
    await this.access.ownedRestaurant(this.dataSource.manager, user, restaurantId);
    return pageOrders(this.dataSource.manager, { restaurantId }, status, limit, cursor);
  }

  /** One order: for the guest who placed it or the restaurant's chef (FORBIDDEN otherwise). */
  @Roles('GUEST', 'CHEF')
  @Query(() => OrderType, { description: 'One order, for its guest or its restaurant’s chef.' })
  async order(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string) {
    if (!isUuid(id)) throw forbidden();
    const m = this.dataSource.manager;
    // Ownership first: the order's content is read only once it is theirs.
    await this.access.assertViewer(m, user, await this.orders.find(m, id));
    return (await loadOrder(m, id))!;
  }
}

/**
 * `Order.guest`: the guest who placed the order, as a `User` the users subgraph fills. Whoever
 * reads an order here already passed its check (the guest or the restaurant's chef); users
 * decides which of the guest's fields each of them sees (the chef: name and phone, through
 * `contact`; docs/adr/0010-guest-contact-by-federation.md).
 */
@Resolver(() => OrderType)
export class OrderGuestResolver {
  @ResolveField(() => UserReference, {
    nullable: true,
    description:
      "The guest who placed the order; their name and phone (`contact`) are shown to the restaurant's chef.",
  })
  guest(@Parent() order: OrderType): UserReference {
    return UserReference.of(order.guestId);
  }
}
