import { Module } from '@nestjs/common';
import { ContactModule } from '../contact/contact.module.js';
import { OpenOrdersModule } from '../open-orders/open-orders.module.js';
import { OnOrderRejectedHandler } from './handlers/on-order-rejected.handler.js';
import { OnOrderPaymentFailedHandler } from './handlers/on-order-payment-failed.handler.js';
import { OnOrderTimedOutHandler } from './handlers/on-order-timed-out.handler.js';
import { OnOrderDeclinedHandler } from './handlers/on-order-declined.handler.js';
import { OnOrderCancelledHandler } from './handlers/on-order-cancelled.handler.js';
import { OnOrderCompletedHandler } from './handlers/on-order-completed.handler.js';
import { OnOrderPlacedHandler } from './handlers/on-order-placed.handler.js';

/**
 * Every event users consumes: orders' `OrderPlaced` (who ordered from whom; an order in
 * progress) and the events that end an order (it is no longer in progress).
 */
@Module({
  imports: [ContactModule, OpenOrdersModule],
  providers: [
    OnOrderPlacedHandler,
    OnOrderRejectedHandler,
    OnOrderPaymentFailedHandler,
    OnOrderTimedOutHandler,
    OnOrderDeclinedHandler,
    OnOrderCancelledHandler,
    OnOrderCompletedHandler,
  ],
})
export class IntegrationEventsModule {}
