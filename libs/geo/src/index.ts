/**
 * @hearth/geo — address autocomplete behind the `AddressLookup` port (offline `zipcodes` data or a
 * hosted Nominatim-compatible geocoder) and great-circle distances for delivery radii.
 */
export * from './address.js';
export * from './distance.js';
export * from './hosted-geocoder.js';
export * from './zipcodes-lookup.js';
export * from './create.js';
