import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { GraphQLError } from 'graphql';
import {
  RATE_LIMIT_MESSAGE,
  RateLimitGuard,
  RateLimiters,
  type RateLimitRule,
} from '../src/rate-limit.js';

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

describe('RateLimitGuard', () => {
  /** An HTTP request from `address`, signed in as `userId` (or signed out). */
  const contextOf = (address: string, userId?: string) => {
    const req = {
      socket: { remoteAddress: address },
      headers: {},
      user: userId ? { id: userId } : null,
    };
    return {
      getType: () => 'http',
      getHandler: () => undefined,
      getClass: () => undefined,
      switchToHttp: () => ({ getRequest: () => req }),
    } as unknown as ExecutionContext;
  };
  const guardFor = (rule: RateLimitRule) =>
    new RateLimitGuard(
      { getAllAndOverride: () => rule } as unknown as Reflector,
      new RateLimiters(undefined),
    );

  it('counts a per-user rule against each signed-in account, so two chefs on one address each have the whole budget', async () => {
    const guard = guardFor({ name: 'uploads', points: 2, durationSeconds: 60, per: 'user' });
    const [ada, grace] = [randomUUID(), randomUUID()];
    for (let i = 0; i < 2; i++) {
      await expect(guard.canActivate(contextOf('10.0.0.7', ada))).resolves.toBe(true);
      await expect(guard.canActivate(contextOf('10.0.0.7', grace))).resolves.toBe(true);
    }
    await expect(guard.canActivate(contextOf('10.0.0.7', ada))).rejects.toThrow(RATE_LIMIT_MESSAGE);
    // Signed out, the same rule counts against the address.
    await guard.canActivate(contextOf('10.0.0.8'));
    await guard.canActivate(contextOf('10.0.0.8'));
    await expect(guard.canActivate(contextOf('10.0.0.8'))).rejects.toThrow(RATE_LIMIT_MESSAGE);
  });

  it('counts a per-client rule against the address whoever is signed in', async () => {
    const guard = guardFor({ name: 'sign-in', points: 2, durationSeconds: 60 });
    await guard.canActivate(contextOf('10.0.0.9', randomUUID()));
    await guard.canActivate(contextOf('10.0.0.9', randomUUID()));
    await expect(guard.canActivate(contextOf('10.0.0.9', randomUUID()))).rejects.toThrow(
      RATE_LIMIT_MESSAGE,
    );
  });
});
