import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InProcessEventBus } from '@hearth/events';
import { createAddressLookup } from '@hearth/geo';
import type { RunningSubgraph } from '@hearth/nest-common';
import { gql, query } from '../../../test/support/db.js';
import type { TestIssuer } from '../../../test/support/tokens.js';
import { startRestaurants, withOwnBanner } from './support/subgraph.js';

const RESULT = `__typename ... on Restaurant { id address { postalCode latitude longitude } }
  ... on ValidationError { errors { field message } }`;
const ESTABLISH = `mutation($input: RestaurantInput!) { establishRestaurant(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation($id: ID!, $input: RestaurantInput!) {
  updateRestaurant(restaurantId: $id, input: $input) { ${RESULT} } }`;

interface Saved {
  __typename: string;
  id: string;
  address: { postalCode: string; latitude: number | null; longitude: number | null } | null;
}

/** The wizard's form without coordinates (a chef who typed the address instead of choosing one). */
const form = (over: Record<string, unknown> = {}) => ({
  name: 'Casa Lima',
  description: 'Ceviche and lomo saltado from a Toronto kitchen',
  addressLine1: '500 College St',
  addressLine2: null,
  province: 'ON',
  city: 'Toronto',
  country: 'Canada',
  postalCode: 'M6G 1A4',
  offersDelivery: true,
  offersPickup: true,
  deliveryRadiusKm: 10,
  baseDeliveryFeeCents: 300,
  feePerKmCents: 100,
  cuisines: ['Peruvian'],
  instructions: ['Side door pickup'],
  timeZone: 'America/Toronto',
  ...over,
});

describe('restaurants: a restaurant saved without coordinates is located by postal code', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  let issuer: TestIssuer;
  const bus = new InProcessEventBus({
    retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
  });
  const lookup = createAddressLookup();
  const payloadOf = async (id: string) =>
    (
      await query<{ envelope: { payload: Record<string, unknown> } }>(
        db,
        `SELECT envelope FROM restaurants.outbox WHERE "aggregateId" = $1 ORDER BY position`,
        [id],
      )
    ).map((r) => r.envelope.payload);

  beforeAll(async () => {
    ({ db, svc, url, issuer } = await startRestaurants('hearth_test_restaurants_coords', bus));
  }, 60_000);
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  it('establish fills latitude/longitude from the postal code and RestaurantEstablished carries them', async () => {
    const chef = await issuer.token({ role: 'CHEF' });
    const expected = await lookup.lookupPostalCode('M6G 1A4');
    expect(expected).not.toBeNull();
    const res = await gql<{ establishRestaurant: Saved }>(
      url,
      ESTABLISH,
      { input: withOwnBanner(url, chef.token, form()) },
      chef.token,
    );
    expect(res.errors).toBeUndefined();
    const r = res.data?.establishRestaurant;
    expect(r?.__typename).toBe('Restaurant');
    expect(r?.address).toMatchObject({
      postalCode: 'M6G 1A4',
      latitude: expected!.latitude,
      longitude: expected!.longitude,
    });
    const [payload] = await payloadOf(r!.id);
    expect(payload).toMatchObject({ latitude: expected!.latitude, longitude: expected!.longitude });

    // Moving to another postal code without coordinates locates the new one.
    const moved = await lookup.lookupPostalCode('M4C 1B5');
    expect(moved).not.toBeNull();
    expect(moved!.latitude).not.toBe(expected!.latitude);
    const up = await gql<{ updateRestaurant: Saved }>(
      url,
      UPDATE,
      {
        id: r!.id,
        input: withOwnBanner(
          url,
          chef.token,
          form({ postalCode: 'M4C 1B5', latitude: null, longitude: null }),
        ),
      },
      chef.token,
    );
    expect(up.data?.updateRestaurant.address).toMatchObject({
      latitude: moved!.latitude,
      longitude: moved!.longitude,
    });
    const payloads = await payloadOf(r!.id);
    expect(payloads).toHaveLength(2);
    expect(payloads[1]).toMatchObject({ latitude: moved!.latitude, longitude: moved!.longitude });
  });

  it('coordinates the chef chose are kept; an unknown postal code still saves, without coordinates', async () => {
    const chosen = await issuer.token({ role: 'CHEF' });
    const kept = await gql<{ establishRestaurant: Saved }>(
      url,
      ESTABLISH,
      {
        input: withOwnBanner(
          url,
          chosen.token,
          form({ name: 'Chosen Spot', latitude: 43.7, longitude: -79.4 }),
        ),
      },
      chosen.token,
    );
    expect(kept.data?.establishRestaurant.address).toMatchObject({
      latitude: 43.7,
      longitude: -79.4,
    });

    const unknown = await issuer.token({ role: 'CHEF' });
    expect(await lookup.lookupPostalCode('ZZZ ZZZ')).toBeNull();
    const saved = await gql<{ establishRestaurant: Saved }>(
      url,
      ESTABLISH,
      {
        input: withOwnBanner(
          url,
          unknown.token,
          form({ name: 'Nowhere Kitchen', postalCode: 'ZZZ ZZZ' }),
        ),
      },
      unknown.token,
    );
    expect(saved.data?.establishRestaurant).toMatchObject({
      __typename: 'Restaurant',
      address: { postalCode: 'ZZZ ZZZ', latitude: null, longitude: null },
    });
  });
});
