/**
 * The demo stack the seeded browser checks share (test/e2e/demo-seed.test.ts): the whole back end
 * and the built frontends on a fresh database with the demo seed in it, as `npm start` makes it
 * (`seedIfEmpty`: 12 Toronto restaurants, their dishes, sessions over the next 14 days, reviews
 * and the demo accounts). One stack and one seed serve the seed's data checks, every demo
 * restaurant's page and the guest journey: each is a file of its own in this folder.
 */
import { seedIfEmpty, type SeedResult } from '../../../scripts/seed/seed.mjs';
import { startBrowserStack, type BrowserStack } from '../support/browser-stack.js';

/** The seeded stack and what the seed printed (its demo accounts, chefs and counts). */
export interface SeededDemo {
  e2e: BrowserStack;
  seeded: SeedResult;
}

/**
 * Starts the browser stack (`startBrowserStack`, gateway on `basePort`, frontends on
 * `basePort + 100 … + 103`) and seeds its empty database through the gateway. Throws when the
 * seed finds the database not empty (the database is made afresh, so that is a fault).
 */
export async function startSeededDemo(basePort: number): Promise<SeededDemo> {
  // The seed signs up and logs in its 16 demo accounts within a minute (twice: the data checks
  // run it again to show it adds nothing).
  const e2e = await startBrowserStack('demo_seed', basePort, {
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
  try {
    const seeded = await seedIfEmpty({
      gatewayUrl: e2e.stack.gatewayUrl,
      databaseUrl: e2e.databaseUrl,
      log: () => {},
    });
    if (!seeded) throw new Error('seedIfEmpty skipped an empty database');
    return { e2e, seeded };
  } catch (err) {
    await e2e.stop();
    throw err;
  }
}
