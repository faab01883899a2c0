import { Module } from '@nestjs/common';
import { createAddressLookup } from '@hearth/geo';
import { ADDRESS_LOOKUP, AddressResolver } from './address.resolver.js';

/**
 * Address autocomplete for the chef onboarding wizard and guest addresses. The `AddressLookup`
 * adapter comes from the environment: `GEOCODER_URL` (+ optional `GEOCODER_KEY`) selects a hosted
 * Nominatim-compatible geocoder; without it the offline `zipcodes` dataset answers.
 */
@Module({
  providers: [
    {
      provide: ADDRESS_LOOKUP,
      useFactory: () =>
        createAddressLookup({
          geocoderUrl: process.env.GEOCODER_URL,
          geocoderKey: process.env.GEOCODER_KEY,
          geocoderTimeoutMs: Number(process.env.GEOCODER_TIMEOUT_MS) || undefined,
        }),
    },
    AddressResolver,
  ],
  exports: [ADDRESS_LOOKUP],
})
export class AddressModule {}
