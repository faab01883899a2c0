import { Module } from '@nestjs/common';
import { createAddressLookup } from '@hearth/geo';
import { ExploreResolver } from './explore.resolver.js';
import { EXPLORE_ADDRESS_LOOKUP, ExploreService } from './explore.service.js';
import { ExploreOccurrencesService } from './explore-occurrences.service.js';
import { ExploreReachResolver } from './explore-reach.resolver.js';
import { ExploreChefNamesService } from './explore-chef-names.service.js';

/**
 * Explore (docs/rules/catalogue.md#explore) and its `explore_occurrences` projection. The
 * postal-code lookup is the configured `AddressLookup` (`GEOCODER_URL` → hosted geocoder, else the
 * offline dataset).
 */
@Module({
  providers: [
    {
      provide: EXPLORE_ADDRESS_LOOKUP,
      useFactory: () =>
        createAddressLookup({
          geocoderUrl: process.env.GEOCODER_URL,
          geocoderKey: process.env.GEOCODER_KEY,
          geocoderTimeoutMs: Number(process.env.GEOCODER_TIMEOUT_MS) || undefined,
        }),
    },
    ExploreService,
    ExploreResolver,
    ExploreReachResolver,
    ExploreOccurrencesService,
    ExploreChefNamesService,
  ],
  exports: [ExploreOccurrencesService, ExploreChefNamesService],
})
export class ExploreModule {}
