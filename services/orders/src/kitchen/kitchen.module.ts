import { Module } from '@nestjs/common';
import { KitchenResolver, PrepOrderGuestResolver } from './kitchen.resolver.js';
import { KitchenService } from './kitchen.service.js';

/** The chef's kitchen tools: prep sheets, shopping list, sales at a glance. */
@Module({
  providers: [KitchenService, KitchenResolver, PrepOrderGuestResolver],
})
export class KitchenModule {}
