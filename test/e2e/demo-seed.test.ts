/**
 * What `npm start` shows on an empty database, in Chromium on the REAL stack with the demo seed:
 * gateway on 24400, built frontends on 24500–24503 (build the shell, guest and chef apps first).
 * One stack and one seed (test/e2e/seeded/demo.ts) serve, in this order:
 * 1. the seed's data through the gateway, and a second run adding nothing (seeded/demo-data.ts);
 * 2. every demo restaurant's page opening on orderable dishes, signed out and signed in
 *    (seeded/demo-restaurants.ts);
 * 3. the guest acceptance journey: a demo guest orders from a demo chef, both told live, and the
 *    review moves the rating (seeded/guest-journey.ts).
 * The later ones change the data (a cart, an order, a review), so they come after the checks of
 * what the seed made.
 */
import { afterAll, beforeAll } from '@jest/globals';
import { describeDemoData } from './seeded/demo-data.js';
import { describeDemoRestaurants } from './seeded/demo-restaurants.js';
import { startSeededDemo, type SeededDemo } from './seeded/demo.js';
import { describeGuestJourney } from './seeded/guest-journey.js';

const BASE = 24_400;

/** Filled in by `beforeAll`; the suites read it in their own hooks and tests. */
const demo = {} as SeededDemo;

beforeAll(async () => {
  Object.assign(demo, await startSeededDemo(BASE));
}, 600_000);

afterAll(async () => {
  await demo.e2e?.stop();
}, 60_000);

describeDemoData(demo);
describeDemoRestaurants(demo);
describeGuestJourney(demo);
