import { Module } from '@nestjs/common';
import { createAddressLookup } from '@hearth/geo';
import { MediaModule } from '../media/media.module.js';
import { RestaurantSetupResolver } from './restaurant-setup.resolver.js';
import { RESTAURANT_ADDRESS_LOOKUP, RestaurantSetupService } from './restaurant-setup.service.js';

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
      provide: RESTAURANT_ADDRESS_LOOKUP,
      useFactory: () =>
        createAddressLookup({
          geocoderUrl: process.env.GEOCODER_URL,
          geocoderKey: process.env.GEOCODER_KEY,
          geocoderTimeoutMs: Number(process.env.GEOCODER_TIMEOUT_MS) || undefined,
        }),
    },
    RestaurantSetupService,
    RestaurantSetupResolver,
  ],
  exports: [RestaurantSetupService],
})
export class RestaurantSetupModule {}
