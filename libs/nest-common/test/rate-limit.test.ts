import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { RATE_LIMIT_MESSAGE, RateLimiters } from '../src/rate-limit.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('RateLimiters', () => {
  const redis = new RateLimiters(REDIS_URL, `hearth:test:${randomUUID()}`);
  const memory = new RateLimiters(undefined);
  afterAll(() => redis.onModuleDestroy());

  for (const [label, limiters] of [
    ['Redis', redis],
    ['memory', memory],
  ] as const) {
    it(`(${label}) allows the limit, then refuses with a clear message and a retry time`, async () => {
      const rule = { name: `r${randomUUID()}`, points: 3, durationSeconds: 60 };
      const key = randomUUID();
      for (let i = 0; i < 3; i++) await limiters.consume(rule, key);
      const refused = await limiters.consume(rule, key).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(GraphQLError);
      expect((refused as GraphQLError).message).toBe(RATE_LIMIT_MESSAGE);
      expect((refused as GraphQLError).extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect((refused as GraphQLError).extensions['retryAfterSeconds']).toBeGreaterThan(55);
      await expect(limiters.consume(rule, randomUUID())).resolves.toBeUndefined();
    });
  }

  it('shares counters between replicas through Redis', async () => {
    const other = new RateLimiters(
      REDIS_URL,
      (redis as unknown as { keyPrefix: string }).keyPrefix,
    );
    const rule = { name: 'shared', points: 2, durationSeconds: 60 };
    const key = randomUUID();
    await redis.consume(rule, key);
    await other.consume(rule, key);
    await expect(redis.consume(rule, key)).rejects.toThrow(RATE_LIMIT_MESSAGE);
    await other.onModuleDestroy();
  });
});
