import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  ID,
  Int,
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
  Roles,
  mutationResult,
  traceparentOf,
  type AuthUser,
  type GqlContext,
} from '@hearth/nest-common';
import {
  ORDER_REFERENCE_MATCHES_MAX,
  OrderReferenceMessages,
  isUuid,
  orderSearchPrefix,
} from '@hearth/contracts';
import { GraphQLError } from 'graphql';
import { forbidden } from '@hearth/nest-common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { loadOrder, ordersWithIdPrefix } from '../orders/order-views.js';
import { OrderResult, OrderType } from '../orders/orders.types.js';
import { RequestLoaders } from '../common/request-loaders.js';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from './payment-processor.js';
import { PaymentRepository, type PaymentView } from './payment.repository.js';
import { ListCardsQuery } from './list-cards.query.js';
import { SaveCardHandler } from './save-card.handler.js';
import { StartCardSetupHandler } from './start-card-setup.handler.js';
import { SaveCardFromSetupHandler } from './save-card-from-setup.handler.js';
import { RemoveCardHandler } from './remove-card.handler.js';
import { RefundOrderHandler } from './refund-order.handler.js';
import { AddTipHandler } from './add-tip.handler.js';
import { ChefEarningsQuery } from './chef-earnings.query.js';
import { ReconcilePaymentsQuery } from './reconcile-payments.query.js';
import {
  CardSetupResult,
  CardSetupType,
  ChefEarningsType,
  PaymentMethodListResult,
  PaymentMethodListType,
  PaymentMethodResult,
  PaymentMethodType,
  PaymentSettingsType,
  PaymentType,
  ReconciliationIssueType,
} from './payments.types.js';

/**
 * Payments on the graph: the guest's saved cards (only their own), each order's payment (seen by
 * whoever may see the order), admin refunds and reconciliation, and a chef's earnings (their own;
 * admins any chef's). Thin: parse, authorise, call one handler or query (one file per intention).
 */
@Resolver(() => OrderType)
export class PaymentsResolver {
  /** One batching loader of payments per GraphQL request. */
  private readonly paymentLoaders = new RequestLoaders<string, PaymentView | null>(null);

  constructor(
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    private readonly payments: PaymentRepository,
    private readonly listCards: ListCardsQuery,
    private readonly saveCard: SaveCardHandler,
    private readonly startSetup: StartCardSetupHandler,
    private readonly saveCardFromSetup: SaveCardFromSetupHandler,
    private readonly removeCard: RemoveCardHandler,
    private readonly refund: RefundOrderHandler,
    private readonly addTipHandler: AddTipHandler,
    private readonly earnings: ChefEarningsQuery,
    private readonly reconcile: ReconcilePaymentsQuery,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Whether payments run in test mode (no real card is charged) — the card forms say so. */
  @Query(() => PaymentSettingsType, { description: 'Test or live payments.' })
  paymentSettings(): PaymentSettingsType {
    return { mode: this.processor.mode };
  }

  /** The signed-in guest's saved cards, newest first. */
  @Roles('GUEST')
  @Query(() => [PaymentMethodType], { description: "The signed-in guest's saved cards." })
  paymentMethods(@CurrentUser() user: AuthUser) {
    return this.listCards.handle(user);
  }

  /** Saves a card (a processor token) for the signed-in guest. */
  @Roles('GUEST')
  @Mutation(() => PaymentMethodResult, {
    description:
      'Saves a card for the signed-in guest from a processor token (pm_…; in test mode the test card form makes it). idempotencyKey: made by the client once per form, so a resubmit saves one card.',
  })
  addPaymentMethod(
    @Args('paymentMethodToken', { type: () => String }) paymentMethodToken: string,
    @Args('idempotencyKey', { type: () => String }) idempotencyKey: string,
    @CurrentUser() user: AuthUser,
  ) {
    return mutationResult(
      this.logger,
      'saving a card failed',
      () => this.saveCard.handle(user, { paymentMethodToken }, idempotencyKey),
      (r) => Object.assign(new PaymentMethodType(), r.card),
    );
  }

  /**
   * Live mode: starts saving a card with the processor's own card form (see
   * `StartCardSetupHandler`); answers the setup id, client secret and publishable key.
   */
  @Roles('GUEST')
  @Mutation(() => CardSetupResult, {
    description:
      "Starts saving a card with the processor's own card form (Stripe Elements; a SetupIntent for later charges): answers what the form needs. idempotencyKey: made by the client once per form, so a resubmit gets the same setup.",
  })
  startCardSetup(
    @Args('idempotencyKey', { type: () => String }) idempotencyKey: string,
    @CurrentUser() user: AuthUser,
  ) {
    return mutationResult(
      this.logger,
      'starting a card setup failed',
      () => this.startSetup.handle(user, idempotencyKey),
      (r) => Object.assign(new CardSetupType(), r.setup),
    );
  }

  /**
   * Live mode: saves the card of a card setup the browser confirmed, after reading it back from
   * the processor (see `SaveCardFromSetupHandler`; the idempotency key is accepted and
   * unused: that step is idempotent by itself).
   */
  @Roles('GUEST')
  @Mutation(() => PaymentMethodResult, {
    description:
      "Saves the card of a card setup the guest's browser confirmed (seti_…), read back from the processor: only the guest's own setup, once it succeeded. Sending it again answers the same card.",
  })
  addPaymentMethodFromSetup(
    @Args('setupIntentId', { type: () => String }) setupIntentId: string,
    // Part of the schema like addPaymentMethod's key; unused: this step is idempotent by itself.
    @Args('idempotencyKey', { type: () => String }) _idempotencyKey: string,
    @CurrentUser() user: AuthUser,
  ) {
    return mutationResult(
      this.logger,
      'saving a card failed',
      () => this.saveCardFromSetup.handle(user, { setupIntentId }),
      (r) => Object.assign(new PaymentMethodType(), r.card),
    );
  }

  /** Removes one of the signed-in guest's saved cards; answers the cards left. */
  @Roles('GUEST')
  @Mutation(() => PaymentMethodListResult, {
    description: "Removes one of the signed-in guest's saved cards; answers the cards left.",
  })
  removePaymentMethod(
    @Args('paymentMethodId', { type: () => ID }) paymentMethodId: string,
    @CurrentUser() user: AuthUser,
  ) {
    return mutationResult(
      this.logger,
      'removing a card failed',
      () => this.removeCard.handle(user, paymentMethodId),
      (r) => Object.assign(new PaymentMethodListType(), r),
    );
  }

  /** The order's payment: what was held, charged, released or refunded (null: none). */
  @ResolveField(() => PaymentType, {
    nullable: true,
    description: 'What was held, charged, released or refunded for this order (null: no payment).',
  })
  payment(@Parent() order: OrderType, @Context() ctx: object) {
    // One batch per request: a list of orders costs two queries, not two per order.
    return this.paymentLoaders.load(ctx, order.id, (ids) => this.payments.paymentsOf(ids));
  }

  /** RefundOrder (admins): see `RefundOrderHandler`; answers the order with its payment. */
  @Roles('ADMIN')
  @Mutation(() => OrderResult, {
    description:
      'Refunds part or all of a charged order (amountCents, integer cents; reason shown to the guest). idempotencyKey: made by the client once per refund form, so a resubmit refunds once.',
  })
  refundOrder(
    @Args('orderId', { type: () => ID }) orderId: string,
    @Args('amountCents', { type: () => Int }) amountCents: number,
    @Args('reason', { type: () => String, nullable: true }) reason: string | null,
    @Args('idempotencyKey', { type: () => String }) idempotencyKey: string,
    @CurrentUser() user: AuthUser,
    @Context() ctx: GqlContext,
  ) {
    return mutationResult(
      this.logger,
      'a refund failed',
      async () => {
        const outcome = await this.refund.handle(
          user,
          { orderId, amountCents, reason, idempotencyKey },
          traceparentOf(ctx),
        );
        if ('errors' in outcome) return outcome;
        return { order: (await loadOrder(this.dataSource.manager, outcome.orderId))! };
      },
      (r) => r.order,
    );
  }

  /** An order for an admin (any order), e.g. to refund it. */
  @Roles('ADMIN')
  @Query(() => OrderType, { nullable: true, description: 'Any order, for admins.' })
  adminOrder(@Args('id', { type: () => ID }) id: string) {
    if (!isUuid(id)) throw forbidden();
    return loadOrder(this.dataSource.manager, id);
  }

  /**
   * Admins' order search: the orders an order reference (`#D6E593A0`, `d6e593a0`: any case, with
   * or without `#`) or a full order id stands for, newest first, at most
   * ORDER_REFERENCE_MATCHES_MAX (10); [] when none. Matches by prefix on the id's text.
   * @throws BAD_USER_INPUT (OrderReferenceMessages.invalid) for anything else.
   */
  @Roles('ADMIN')
  @Query(() => [OrderType], {
    description:
      "Admins: the orders a typed order reference ('#D6E593A0', any case, '#' optional) or full order id stands for, newest first, at most 10.",
  })
  orderByReference(@Args('reference') reference: string) {
    const prefix = orderSearchPrefix(reference);
    if (!prefix) {
      throw new GraphQLError(OrderReferenceMessages.invalid, {
        extensions: { code: 'BAD_USER_INPUT', field: 'reference' },
      });
    }
    return ordersWithIdPrefix(this.dataSource.manager, prefix, ORDER_REFERENCE_MATCHES_MAX);
  }

  /** AddTip (guests): a tip on a completed order, charged on its own — see `AddTipHandler`. */
  @Roles('GUEST')
  @Mutation(() => OrderResult, {
    description:
      "Tips the chef of the guest's COMPLETED order (tipCents, integer cents, $0.50–$200.00; all of it to the chef, no commission, no sales tax), charged on its own to paymentMethodId (a saved card or a test token) or, when omitted, the saved card the order was paid with. One tip per order. idempotencyKey: made by the client once per form, so a resubmit charges once.",
  })
  addTip(
    @Args('orderId', { type: () => ID }) orderId: string,
    @Args('tipCents', { type: () => Int }) tipCents: number,
    @Args('paymentMethodId', { type: () => String, nullable: true }) paymentMethodId: string | null,
    @Args('idempotencyKey', { type: () => String }) idempotencyKey: string,
    @CurrentUser() user: AuthUser,
    @Context() ctx: GqlContext,
  ) {
    return mutationResult(
      this.logger,
      'a tip failed',
      () =>
        this.addTipHandler.handle(
          user,
          { orderId, tipCents, paymentMethodId, idempotencyKey },
          traceparentOf(ctx),
        ),
      (r) => r.order,
    );
  }

  /** A chef's earnings from the ledger: the signed-in chef's own, or any chef's for admins. */
  @Roles('CHEF', 'ADMIN')
  @Query(() => ChefEarningsType, {
    description:
      "A chef's money from the ledger (integer cents): the signed-in chef's own (chefId omitted or theirs); admins any chef's.",
  })
  chefEarnings(
    @CurrentUser() user: AuthUser,
    @Args('chefId', { type: () => ID, nullable: true }) chefId: string | null,
  ) {
    const id = chefId ?? user.id;
    if (!isUuid(id)) throw forbidden();
    return this.earnings.handle(user, id);
  }

  /** Admins: every difference between Hearth's payment records and the processor's. */
  @Roles('ADMIN')
  @Query(() => [ReconciliationIssueType], {
    description: "Differences between Hearth's payments and ledger and the processor's records.",
  })
  paymentReconciliation() {
    return this.reconcile.handle();
  }
}
