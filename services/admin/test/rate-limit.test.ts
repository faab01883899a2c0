import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { InProcessEventBus } from '@hearth/events';
import { RATE_LIMIT_MESSAGE, type RunningSubgraph } from '@hearth/nest-common';
import { freshDatabase, query } from '../../../test/support/db.js';
import { JOIN_GUEST, REGISTER_CHEF, SUBSCRIBE, visitor } from './support.js';

/** The limit under test: the production default (30 sign-ups per client per minute). */
const LIMIT = 30;

describe('admin subgraph: one public sign-up budget per client, in Redis', () => {
  let db: string;
  let svc: RunningSubgraph;
  const bus = new InProcessEventBus();

  beforeAll(async () => {
    // Read when the resolvers' module loads, so set it before importing the subgraph.
    process.env.PUBLIC_SIGNUP_RATE_LIMIT_PER_MINUTE = String(LIMIT);
    const { startSubgraph } = await import('@hearth/nest-common');
    const { adminSubgraph } = await import('../src/subgraph.js');
    db = await freshDatabase(`hearth_test_admin_rl_${process.env.JEST_WORKER_ID ?? '1'}`);
    svc = await startSubgraph(adminSubgraph(), {
      config: {
        databaseUrl: db,
        port: 0,
        logLevel: 'silent',
        redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      },
      bus,
    });
  });
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
    delete process.env.PUBLIC_SIGNUP_RATE_LIMIT_PER_MINUTE;
  });

  it('lets the first 30 of a 200-request burst from one client through (all stored) and refuses the rest clearly', async () => {
    const url = `${svc.url}/graphql`;
    const client = `198.51.100.7-${randomUUID()}`; // fresh key: Redis counters outlive a run
    const kinds = [
      ['registerChefWaitlist', REGISTER_CHEF, 'chef_waitlist'],
      ['joinGuestWaitlist', JOIN_GUEST, 'guest_waitlist'],
      ['subscribeNewsletter', SUBSCRIBE, 'newsletter_subscriptions'],
    ] as const;
    const requests = Array.from({ length: 200 }, (_, i) => {
      const [field, document] = kinds[i % 3]!;
      const email = `burst${i}@example.com`;
      const input =
        field === 'subscribeNewsletter'
          ? { email }
          : {
              firstName: 'Ada',
              lastName: 'Lovelace',
              email,
              postalCode: 'M5V 2T6',
              ...(field === 'registerChefWaitlist' ? { chefType: 'BETA' } : {}),
            };
      return visitor(url, document, input, client).then((res) => ({ field, email, res }));
    });
    const results = await Promise.all(requests);

    const accepted = results.filter((r) => r.res.data?.[r.field]);
    const refused = results.filter((r) => !r.res.data?.[r.field]);
    expect(accepted).toHaveLength(LIMIT);
    expect(refused).toHaveLength(200 - LIMIT);
    for (const r of accepted) expect(r.res.data![r.field]!.__typename).not.toMatch(/Error$/);
    for (const r of refused) {
      expect(r.res.errors).toHaveLength(1);
      expect(r.res.errors![0]).toMatchObject({
        message: RATE_LIMIT_MESSAGE,
        extensions: expect.objectContaining({ code: 'TOO_MANY_REQUESTS' }),
      });
    }

    const stored: string[] = [];
    for (const [, , table] of kinds) {
      const rows = await query<{ email: string }>(db, `SELECT email FROM admin.${table}`);
      stored.push(...rows.map((r) => r.email));
    }
    expect(stored.sort()).toEqual(accepted.map((r) => r.email).sort());
    const outbox = await query<{ n: number }>(db, `SELECT count(*)::int AS n FROM admin.outbox`);
    expect(outbox[0]!.n).toBe(LIMIT);

    const other = await visitor(url, SUBSCRIBE, { email: 'other@example.com' }, randomUUID());
    expect(other.data!['subscribeNewsletter']!.__typename).toBe('NewsletterSubscription');
  });
});
