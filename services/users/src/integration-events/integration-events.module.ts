import { Module } from '@nestjs/common';
import { ContactModule } from '../contact/contact.module.js';
import { OnOrderPlacedHandler } from './handlers/on-order-placed.handler.js';

/** Every event users consumes, one handler each: orders' `OrderPlaced` (who ordered from whom). */
@Module({
  imports: [ContactModule],
  providers: [OnOrderPlacedHandler],
})
export class IntegrationEventsModule {}
