import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module.js';
import { PromotionsModule } from '../promotions/promotions.module.js';
import { AcceptOrderHandler } from './accept-order.handler.js';
import { CancelOrderHandler } from './cancel-order.handler.js';
import { CompleteOrderHandler } from './complete-order.handler.js';
import { DeclineOrderHandler } from './decline-order.handler.js';
import { ExpireOrdersHandler } from './expire-orders.handler.js';
import { OrderAccess } from './order-access.js';
import { OrderExpiryScheduler } from './order-expiry.scheduler.js';
import { OrderMetrics } from './order-metrics.js';
import { OrderSagaService } from './order-saga.service.js';
import { OrderTransitions } from './order-transition.js';
import { OrderRepository } from './order.repository.js';
import { OrderGuestResolver, OrdersResolver } from './orders.resolver.js';
import { PlaceOrderHandler } from './place-order.handler.js';
import { QuoteDeliveryHandler } from './quote-delivery.handler.js';
import { QuoteTaxHandler } from './quote-tax.handler.js';

/**
 * Orders: checkout (place an order, quote a delivery and its sales tax), order lists, the order lifecycle (one
 * handler per user intention: accept, decline, complete, cancel; the platform's expiry sweeps)
 * and the checkout saga's replies. Exports the saga replies (integration-event handlers), the
 * expiry sweeps, the ownership check and the repository.
 */
@Module({
  imports: [PaymentsModule, PromotionsModule],
  providers: [
    OrderRepository,
    OrderAccess,
    OrderTransitions,
    PlaceOrderHandler,
    QuoteDeliveryHandler,
    QuoteTaxHandler,
    AcceptOrderHandler,
    DeclineOrderHandler,
    CompleteOrderHandler,
    CancelOrderHandler,
    ExpireOrdersHandler,
    OrderSagaService,
    OrderExpiryScheduler,
    OrderMetrics,
    OrdersResolver,
    OrderGuestResolver,
  ],
  exports: [OrderSagaService, ExpireOrdersHandler, OrderAccess, OrderRepository, PlaceOrderHandler],
})
export class OrdersModule {}
