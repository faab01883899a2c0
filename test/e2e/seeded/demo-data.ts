/**
 * `npm run seed` against a fresh database stack: the Toronto demo data goes in
 * through the gateway, the public catalogue shows at least 12 restaurants with 60 complete dishes,
 * sessions with stock over the next 14 days, reviews of completed orders behind the ratings, the
 * demo accounts log in, explore finds them, and a second run adds nothing.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { seed, seedIfEmpty, type SeedResult } from '../../../scripts/seed/seed.mjs';
import { gql } from '../../support/db.js';
import type { SeededDemo } from './demo.js';

const LIST = `query($cursor: String) { restaurants(limit: 48, cursor: $cursor) {
  items { id slug name cuisines imageUrl rating reviewCount } nextCursor } }`;
const PAGE = `query($slug: String!) { restaurantBySlug(slug: $slug) { id name
  dishes { id name description priceCents allergyWarnings categories spiceLevel portionSize
    shelfLife preparationInstructions handlingInstructions preparationTimeSeconds cuisine
    images { url } ingredients { name quantity unit } }
  menus { name dishIds } } }`;
const SESSIONS = `query($id: ID!) { cookingSessions(restaurantId: $id, days: 15) { id
  occurrences { localDate isOrderable dishes { remaining } } } }`;
const EXPLORE = `query($filter: ExploreFilterInput) { exploreRestaurants(filter: $filter, limit: 48) {
  items { name } } }`;
const LOG_IN = `mutation($input: LogInInput!) { logIn(input: $input) { __typename } }`;

interface Restaurant {
  id: string;
  slug: string;
  name: string;
  cuisines: string[];
  imageUrl: string;
}
interface Dish {
  name: string;
  priceCents: number;
  allergyWarnings: string[];
  ingredients: unknown[];
  images: Array<{ url: string }>;
  [field: string]: unknown;
}

/** The seed's data through the gateway, on the stack `demo` holds once its `beforeAll` ran. */
export function describeDemoData(demo: SeededDemo): void {
  describe('npm run seed: the Toronto demo data through the gateway', () => {
    let stack: { gatewayUrl: string };
    let databaseUrl: string;
    let first: SeedResult;

    const data = async <T>(q: string, vars: Record<string, unknown> = {}, token?: string) => {
      const res = await gql<Record<string, T>>(stack.gatewayUrl, q, vars, token);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      return Object.values(res.data!)[0]!;
    };
    const publicRestaurants = async () => {
      const all: Restaurant[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: Restaurant[]; nextCursor: string | null } = await data(LIST, {
          cursor,
        });
        all.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return all;
    };
    /** What a visitor sees: restaurants, their dishes, menus and upcoming sessions. */
    const catalogue = async () => {
      const restaurants = await publicRestaurants();
      const pages = await Promise.all(
        restaurants.map((r) =>
          data<{ dishes: Dish[]; menus: Array<{ dishIds: string[] }> }>(PAGE, { slug: r.slug }),
        ),
      );
      const sessions = await Promise.all(
        restaurants.map((r) =>
          data<
            Array<{
              occurrences: Array<{ localDate: string; dishes: Array<{ remaining: number }> }>;
            }>
          >(SESSIONS, { id: r.id }),
        ),
      );
      return { restaurants, pages, sessions };
    };

    beforeAll(() => {
      stack = demo.e2e.stack;
      databaseUrl = demo.e2e.databaseUrl;
      first = demo.seeded;
    });

    it('shows at least 12 public restaurants across cuisines, with banners', async () => {
      const restaurants = await publicRestaurants();
      expect(first.publicRestaurants).toBe(restaurants.length);
      expect(restaurants.length).toBeGreaterThanOrEqual(12);
      expect(new Set(restaurants.flatMap((r) => r.cuisines)).size).toBeGreaterThanOrEqual(12);
      const banner = await fetch(restaurants[0]!.imageUrl);
      expect(banner.status).toBe(200);
      expect(banner.headers.get('content-type')).toBe('image/jpeg');
    });

    it('has 60 dishes with every field, an uploaded image and a menu', async () => {
      const { pages } = await catalogue();
      const dishes = pages.flatMap((p) => p.dishes);
      expect(dishes).toHaveLength(60);
      for (const d of dishes) {
        expect(d.priceCents).toBeGreaterThan(0);
        expect(d.allergyWarnings.length).toBeGreaterThan(0);
        expect(d.ingredients.length).toBeGreaterThan(0);
        expect(d.images).toHaveLength(1);
        for (const field of ['description', 'portionSize', 'shelfLife', 'preparationInstructions'])
          expect(String(d[field]).length).toBeGreaterThan(2);
      }
      expect(new Set(dishes.flatMap((d) => d['categories'] as string[])).size).toBe(6);
      const image = await fetch(dishes[0]!.images[0]!.url);
      expect(image.status).toBe(200);
      expect((await image.arrayBuffer()).byteLength).toBeLessThan(60_000);
      for (const p of pages) expect(p.menus[0]?.dishIds).toHaveLength(5);
    });

    it('schedules sessions with stock over the next 14 days for every restaurant', async () => {
      const { sessions } = await catalogue();
      for (const list of sessions) {
        const occurrences = list.flatMap((s) => s.occurrences);
        expect(occurrences.length).toBeGreaterThanOrEqual(2);
        for (const o of occurrences)
          expect(o.dishes.every((d) => d.remaining > 0 && d.remaining <= 12)).toBe(true);
      }
      const dates = sessions.flatMap((l) =>
        l.flatMap((s) => s.occurrences.map((o) => o.localDate)),
      );
      const explored = await data<{ items: Array<{ name: string }> }>(EXPLORE, {
        filter: { date: dates.sort()[0] },
      });
      expect(explored.items.length).toBeGreaterThan(0);
      const italian = await data<{ items: Array<{ name: string }> }>(EXPLORE, {
        filter: { cuisines: ['Italian'] },
      });
      expect(italian.items.map((r) => r.name)).toEqual(['Nonna Rosa’s Kitchen']);
    });

    it('has reviews of completed orders behind the restaurants’ ratings', async () => {
      expect(first.reviewsWritten).toBe(10);
      const restaurants = await data<{
        items: Array<{ rating: number | null; reviewCount: number }>;
      }>(LIST, { cursor: null });
      const rated = restaurants.items.filter((r) => r.reviewCount > 0);
      expect(rated.reduce((n, r) => n + r.reviewCount, 0)).toBe(10);
      for (const r of rated) expect(r.rating).toBeGreaterThanOrEqual(3);
    });

    it('prints demo accounts that log in', async () => {
      const accounts = [first.admin, ...first.chefs, ...first.guests];
      expect(first.chefs).toHaveLength(12);
      expect(first.guests.length).toBeGreaterThanOrEqual(3);
      for (const a of accounts) {
        const r = await data<{ __typename: string }>(LOG_IN, {
          input: { email: a.email, password: first.password },
        });
        expect(r.__typename).toBe('AuthSession');
      }
    });

    it('is idempotent: a second run adds nothing', async () => {
      const before = await catalogue();
      expect(
        await seedIfEmpty({ gatewayUrl: stack.gatewayUrl, databaseUrl, log: () => {} }),
      ).toBeNull();
      const again = await seed({ gatewayUrl: stack.gatewayUrl, databaseUrl, log: () => {} });
      const after = await catalogue();
      expect(again.publicRestaurants).toBe(first.publicRestaurants);
      expect(again.reviewsWritten).toBe(0);
      expect(after.restaurants.map((r) => r.id).sort()).toEqual(
        before.restaurants.map((r) => r.id).sort(),
      );
      expect(after.pages.flatMap((p) => p.dishes)).toHaveLength(60);
      expect(after.pages.map((p) => p.menus.length)).toEqual(
        before.pages.map((p) => p.menus.length),
      );
      expect(after.sessions.map((s) => s.length)).toEqual(before.sessions.map((s) => s.length));
    }, 180_000);
  });
}
