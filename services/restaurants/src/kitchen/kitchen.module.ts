import { Module } from '@nestjs/common';
import { KitchenResolver } from './kitchen.resolver.js';
import { KitchenService } from './kitchen.service.js';

/** The chef's own restaurant: establish, update, read (SPEC §7). */
@Module({ providers: [KitchenService, KitchenResolver], exports: [KitchenService] })
export class KitchenModule {}
