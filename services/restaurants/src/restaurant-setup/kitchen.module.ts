import { Module } from '@nestjs/common';
import { createAddressLookup } from '@hearth/geo';
import { MediaModule } from '../media/media.module.js';
import { KitchenResolver } from './kitchen.resolver.js';
import { KITCHEN_ADDRESS_LOOKUP, KitchenService } from './kitchen.service.js';

/**
 * The chef's own restaurant: establish, update, read. Restaurants saved without
 * coordinates are located by postal code with the configured `AddressLookup` (`GEOCODER_URL` →
 * hosted geocoder, else the offline dataset). The banner must be an upload of the chef's own to
 * the media store (`ObjectStore`).
 */
@Module({
  imports: [MediaModule],
  providers: [
    {
      provide: KITCHEN_ADDRESS_LOOKUP,
      useFactory: () =>
        createAddressLookup({
          geocoderUrl: process.env.GEOCODER_URL,
          geocoderKey: process.env.GEOCODER_KEY,
          geocoderTimeoutMs: Number(process.env.GEOCODER_TIMEOUT_MS) || undefined,
        }),
    },
    KitchenService,
    KitchenResolver,
  ],
  exports: [KitchenService],
})
export class KitchenModule {}
