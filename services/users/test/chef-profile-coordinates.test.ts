import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ChefProfileMessages as M, todayIsoLocalDate } from '@hearth/contracts';
import { InProcessEventBus } from '@hearth/events';
import type { Address, AddressLookup } from '@hearth/geo';
import { LOGGER, mediaBases, startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { ChefProfileService } from '../src/chef-profile/chef-profile.service.js';
import { usersSubgraph } from '../src/subgraph.js';
import { freshDatabase, gql, query } from '../../../test/support/db.js';

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) {
  __typename ... on AuthSession { accessToken user { id } } } }`;
const UPDATE = `mutation($input: ChefProfileInput!) { updateChefProfile(input: $input) {
  __typename
  ... on User { id chefProfile { addressLine1 city postalCode } }
  ... on ValidationError { errors { field message } }
  ... on ServerError { message } } }`;

type Row = {
  address_line1: string | null;
  city: string | null;
  postal_code: string | null;
  latitude: number | null;
  longitude: number | null;
  experience_years: number | null;
};
type Result = { __typename: string; errors?: Array<{ field: string; message: string }> };

/** An ISO local date `years` years before today. */
function yearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  return todayIsoLocalDate(d);
}

const GENERAL = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '290 Bremner Blvd',
  addressLine2: null,
  city: 'Toronto',
  province: 'ON',
  postalCode: 'm5v 3l9',
  country: 'Canada',
  dateOfBirth: yearsAgo(30),
  description: 'Home-style Italian cooking for everyone.',
};
/** `GENERAL` with `chef`'s own chef image: an address of our store in `profiles/<chefId>/`. */
const general = (chef: { id: string }) => ({
  ...GENERAL,
  imageUrl: `${mediaBases()[0]}profiles/${chef.id}/${randomUUID()}.png`,
});
const MONTREAL = {
  addressLine1: '1 Rue Sainte-Catherine E',
  city: 'Montreal',
  province: 'QC',
  postalCode: 'H2X 1Y4',
};
const CREDENTIALS = { experienceYears: 7, phone: '416 555 0100' };

/** An `AddressLookup` whose geocoder is down. */
const downLookup: AddressLookup = {
  lookupPostalCode: (): Promise<Address | null> => Promise.reject(new Error('geocoder down')),
  suggest: (): Promise<Address[]> => Promise.reject(new Error('geocoder down')),
};

describe('users subgraph: the chef profile address gets coordinates (AddressLookup)', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  const bus = new InProcessEventBus();

  const signUpChef = async (): Promise<{ token: string; id: string }> => {
    const input = {
      email: `coords.${randomUUID()}@example.com`,
      password: 'hunter22',
      firstName: 'New',
      lastName: 'Person',
      role: 'CHEF',
    };
    const res = await gql<{ signUp: { accessToken: string; user: { id: string } } }>(
      url,
      SIGN_UP,
      { input },
      undefined,
      { 'x-client-ip': `chef-profile-coordinates-${randomUUID()}` },
    );
    return { token: res.data!.signUp.accessToken, id: res.data!.signUp.user.id };
  };
  const save = async (token: string, input: Record<string, unknown>): Promise<Result> => {
    const res = await gql<{ updateChefProfile: Result }>(url, UPDATE, { input }, token);
    expect(res.errors).toBeUndefined();
    return res.data!.updateChefProfile;
  };
  const row = async (userId: string): Promise<Row | undefined> =>
    (
      await query<Row>(
        db,
        `SELECT address_line1, city, postal_code, latitude, longitude, experience_years
         FROM users.chef_profiles WHERE user_id = $1`,
        [userId],
      )
    )[0];
  /** The service as wired in the app, but with a geocoder that is down. */
  const serviceWithGeocoderDown = () =>
    new ChefProfileService(svc.app.get(DataSource), downLookup, svc.app.get<Logger>(LOGGER));

  beforeAll(async () => {
    delete process.env.GEOCODER_URL; // the offline zipcodes adapter
    db = await freshDatabase(`hearth_test_users_chef_coords_${process.env.JEST_WORKER_ID ?? '1'}`);
    svc = await startSubgraph(usersSubgraph(), {
      config: { databaseUrl: db, port: 0, logLevel: 'silent' },
      bus,
    });
    url = `${svc.url}/graphql`;
  });
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  it('migration: nullable latitude/longitude in range, both or neither', async () => {
    const columns = await query<{ column_name: string; data_type: string; is_nullable: string }>(
      db,
      `SELECT column_name, data_type, is_nullable FROM information_schema.columns
       WHERE table_schema = 'users' AND table_name = 'chef_profiles'
         AND column_name IN ('latitude', 'longitude') ORDER BY column_name`,
    );
    expect(columns).toEqual([
      { column_name: 'latitude', data_type: 'double precision', is_nullable: 'YES' },
      { column_name: 'longitude', data_type: 'double precision', is_nullable: 'YES' },
    ]);
    const chef = await signUpChef();
    await save(chef.token, { credentials: CREDENTIALS });
    const set = (lat: number | null, lng: number | null) =>
      query(db, `UPDATE users.chef_profiles SET latitude = $2, longitude = $3 WHERE user_id = $1`, [
        chef.id,
        lat,
        lng,
      ]);
    await expect(set(91, 0)).rejects.toThrow(/check constraint/);
    await expect(set(0, -181)).rejects.toThrow(/check constraint/);
    await expect(set(43.6, null)).rejects.toThrow(/chef_profiles_coordinates_pair/);
    await set(null, null);
  });

  it('saving an address in Toronto stores its coordinates (degrees)', async () => {
    const chef = await signUpChef();
    const r = await save(chef.token, { general: general(chef) });
    expect(r.__typename).toBe('User');
    const saved = (await row(chef.id))!;
    expect(saved).toMatchObject({ address_line1: '290 Bremner Blvd', postal_code: 'M5V 3L9' });
    expect(saved.latitude).toBeCloseTo(43.6, 0);
    expect(saved.longitude).toBeCloseTo(-79.4, 0);
    expect(Math.abs(saved.latitude! - 43.65)).toBeLessThan(0.1);
    expect(Math.abs(saved.longitude! + 79.38)).toBeLessThan(0.1);
  });

  it('moving re-locates the address; a Credentials-only save leaves the coordinates alone', async () => {
    const chef = await signUpChef();
    await save(chef.token, { general: general(chef) });
    await save(chef.token, { general: { ...general(chef), ...MONTREAL } });
    const moved = (await row(chef.id))!;
    expect(moved.city).toBe('Montreal');
    expect(Math.abs(moved.latitude! - 45.51)).toBeLessThan(0.1);
    expect(Math.abs(moved.longitude! + 73.57)).toBeLessThan(0.1);
    await save(chef.token, { credentials: CREDENTIALS });
    expect(await row(chef.id)).toEqual({ ...moved, experience_years: 7 });
  });

  it('a bad save changes nothing: neither the address nor its coordinates', async () => {
    const chef = await signUpChef();
    await save(chef.token, { general: general(chef), credentials: CREDENTIALS });
    const before = await row(chef.id);
    const r = await save(chef.token, {
      general: { ...general(chef), ...MONTREAL, description: 'too short' },
    });
    expect(r).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'general.description', message: M.descriptionTooShort }],
    });
    expect(await row(chef.id)).toEqual(before);
    // …and a bad first save writes no profile at all.
    const newcomer = await signUpChef();
    await save(newcomer.token, { general: { ...general(newcomer), city: null } });
    expect(await row(newcomer.id)).toBeUndefined();
  });

  it.each([
    ['unknown', 'M0M 0M0'],
    ['malformed', 'not a code'],
  ])(
    'an address whose postal code cannot be located (%s) still saves, without coordinates',
    async (_kind, postalCode) => {
      const chef = await signUpChef();
      await save(chef.token, { general: general(chef) });
      const r = await save(chef.token, { general: { ...general(chef), postalCode } });
      expect(r.__typename).toBe('User');
      // Never the previous address's point.
      expect(await row(chef.id)).toMatchObject({
        postal_code: postalCode.toUpperCase(),
        latitude: null,
        longitude: null,
      });
    },
  );

  it('a geocoder outage saves the address: same postal code keeps its point, a new one gets none', async () => {
    const chef = await signUpChef();
    await save(chef.token, { general: general(chef) });
    const located = (await row(chef.id))!;
    const down = serviceWithGeocoderDown();

    // Same postal code, spelled differently: the stored point still holds.
    const same = await down.update(chef.id, {
      general: { ...general(chef), addressLine1: '301 Front St W', postalCode: 'M5V3L9' },
    });
    expect(same.kind).toBe('ok');
    expect(await row(chef.id)).toEqual({
      ...located,
      address_line1: '301 Front St W',
      postal_code: 'M5V3L9',
    });

    // A new postal code: saved, but the old point would be wrong.
    expect((await down.update(chef.id, { general: { ...general(chef), ...MONTREAL } })).kind).toBe(
      'ok',
    );
    expect(await row(chef.id)).toMatchObject({
      city: 'Montreal',
      postal_code: 'H2X 1Y4',
      latitude: null,
      longitude: null,
    });

    // A first save during an outage: saved without coordinates.
    const newcomer = await signUpChef();
    expect((await down.update(newcomer.id, { general: general(newcomer) })).kind).toBe('ok');
    expect(await row(newcomer.id)).toMatchObject({ latitude: null, longitude: null });
  });
});
