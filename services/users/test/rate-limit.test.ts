import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { InProcessEventBus } from '@hearth/events';
import { RATE_LIMIT_MESSAGE, type RunningSubgraph } from '@hearth/nest-common';
import { freshDatabase, gql } from '../../../test/support/db.js';

const LOG_IN = `mutation LogIn($input: LogInInput!) { logIn(input: $input) { __typename } }`;

describe('users subgraph: log-in rate limit in Redis', () => {
  let svc: RunningSubgraph;
  const bus = new InProcessEventBus();

  beforeAll(async () => {
    process.env.AUTH_RATE_LIMIT_PER_MINUTE = '3';
    const { startSubgraph } = await import('@hearth/nest-common');
    const { usersSubgraph } = await import('../src/subgraph.js');
    const db = await freshDatabase(`hearth_test_users_rl_${process.env.JEST_WORKER_ID ?? '1'}`);
    svc = await startSubgraph(usersSubgraph(), {
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
    delete process.env.AUTH_RATE_LIMIT_PER_MINUTE;
  });

  it('refuses the 4th attempt in a minute from one client with a clear message, other clients unaffected', async () => {
    const client = {
      'x-client-ip': `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID()}`,
    };
    const attempt = (headers: Record<string, string>) =>
      gql<{ logIn: { __typename: string } }>(
        `${svc.url}/graphql`,
        LOG_IN,
        { input: { email: 'x@example.com', password: 'wrongpass1' } },
        undefined,
        headers,
      );
    for (let i = 0; i < 3; i++)
      expect((await attempt(client)).data?.logIn.__typename).toBe('ValidationError');
    const refused = await attempt(client);
    expect(refused.errors?.[0]).toMatchObject({
      message: RATE_LIMIT_MESSAGE,
      extensions: expect.objectContaining({ code: 'TOO_MANY_REQUESTS' }),
    });
    const other = await attempt({ 'x-client-ip': randomUUID() });
    expect(other.data?.logIn.__typename).toBe('ValidationError');
  });
});
