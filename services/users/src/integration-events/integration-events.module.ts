import { Module } from '@nestjs/common';
import { ContactModule } from '../contact/contact.module.js';
import { OpenOrdersModule } from '../open-orders/open-orders.module.js';
import { OnOrderEndedHandler } from './handlers/on-order-ended.handler.js';
import { OnOrderPlacedHandler } from './handlers/on-order-placed.handler.js';

/**
 * Every event users consumes: orders' `OrderPlaced` (who ordered from whom; an order in
 * progress) and the events that end an order (it is no longer in progress).
 */
@Module({
  imports: [ContactModule, OpenOrdersModule],
  providers: [OnOrderPlacedHandler, OnOrderEndedHandler],
})
export class IntegrationEventsModule {}
