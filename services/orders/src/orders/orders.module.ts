import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module.js';
import { PromotionsModule } from '../promotions/promotions.module.js';
import { CheckoutService } from './checkout.service.js';
import { OrderLifecycleService } from './order-lifecycle.service.js';
import { OrderExpiryScheduler } from './order-expiry.scheduler.js';
import { OrderGuestResolver, OrdersResolver } from './orders.resolver.js';

/** Checkout, order lists and the order lifecycle. */
@Module({
  imports: [PaymentsModule, PromotionsModule],
  providers: [
    CheckoutService,
    OrderLifecycleService,
    OrderExpiryScheduler,
    OrdersResolver,
    OrderGuestResolver,
  ],
  exports: [OrderLifecycleService],
})
export class OrdersModule {}
