import {
  Inject,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { BlockList } from 'node:net';
import { GraphQLError } from 'graphql';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { isListedAddress, parseAddressList } from './address-list.js';
import { createRedisClient } from './redis.js';

/** Message shown when a client exceeds a rate limit. */
export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** Header the gateway sets to the browser's address, so limits count per client, not per gateway. */
export const CLIENT_IP_HEADER = 'x-client-ip';

/**
 * A named limit: `points` requests per `durationSeconds`, then blocked for `blockSeconds`.
 * `per`: what a request counts against — `client` (default: the client's address, see
 * `clientKey`) or `user` (the signed-in account, so people behind one address, such as a
 * kitchen's shared connection or the demo seed, each have their own budget; the client's address
 * when signed out).
 */
export interface RateLimitRule {
  name: string;
  points: number;
  durationSeconds: number;
  blockSeconds?: number;
  per?: 'client' | 'user';
}

const RATE_LIMIT_KEY = 'hearth:rate-limit';
/** Limits a resolver or route per client (see `RateLimitGuard`). */
export const RateLimit = (rule: RateLimitRule) => SetMetadata(RATE_LIMIT_KEY, rule);

/**
 * Holds one limiter per rule: Redis-backed when `REDIS_URL` is set (`createRedisClient`: TLS,
 * password and the production refusal; shared by every replica, so a
 * limit holds across them), in memory otherwise (embedded default). A Redis outage falls back to
 * the in-memory limiter of the same rule (rate-limiter-flexible's insurance limiter) instead of
 * failing every request.
 */
@Injectable()
export class RateLimiters implements OnModuleDestroy {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly redis: Redis | null;

  constructor(
    redisUrl: string | undefined,
    private readonly keyPrefix = 'hearth:rl',
  ) {
    this.redis = redisUrl ? createRedisClient(redisUrl, { maxRetriesPerRequest: 1 }) : null;
    this.redis?.on('error', () => {}); // reported by the insurance limiter path; avoid crash logs
  }

  /** The limiter of `rule` (created on first use). */
  get(rule: RateLimitRule): RateLimiterAbstract {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      const options = {
        keyPrefix: `${this.keyPrefix}:${rule.name}`,
        points: rule.points,
        duration: rule.durationSeconds,
        blockDuration: rule.blockSeconds ?? 0,
      };
      const memory = new RateLimiterMemory(options);
      limiter = this.redis
        ? new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: memory })
        : memory;
      this.limiters.set(rule.name, limiter);
    }
    return limiter;
  }

  /**
   * Spends one point of `rule` for `key`. Throws a `TOO_MANY_REQUESTS` GraphQL error with
   * `retryAfterSeconds` when the limit is exhausted.
   */
  async consume(rule: RateLimitRule, key: string): Promise<void> {
    try {
      await this.get(rule).consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        throw new GraphQLError(RATE_LIMIT_MESSAGE, {
          extensions: {
            code: 'TOO_MANY_REQUESTS',
            retryAfterSeconds: Math.ceil(err.msBeforeNext / 1000),
          },
        });
      }
      throw err;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}

let trustedGateways: BlockList | undefined;
/**
 * True when `peer` (a socket address) is one of the gateway's: `TRUSTED_GATEWAYS` (CIDRs,
 * comma-separated, read by `parseAddressList`; default loopback, where `npm start` runs it).
 * Subgraphs believe `x-client-ip` only from these peers, and serve their gateway-only endpoints
 * (e.g. admin's partner-key verification) only to them. Read on first use; an unreadable setting
 * throws.
 */
export function isTrustedGateway(peer: string): boolean {
  trustedGateways ??= parseAddressList(
    process.env['TRUSTED_GATEWAYS'] ?? '127.0.0.0/8,::1/128',
    'TRUSTED_GATEWAYS',
  );
  return isListedAddress(trustedGateways, peer);
}

/**
 * The client a request counts against: the `x-client-ip` the gateway resolved when the request
 * comes from a trusted gateway (`TRUSTED_GATEWAYS`), else the socket address: a header sent by
 * anyone else changes nothing.
 */
export function clientKey(req: {
  headers?: Record<string, string | string[] | undefined>;
  ip?: string;
  socket?: { remoteAddress?: string };
}): string {
  const peer = req.socket?.remoteAddress ?? req.ip;
  const header = req.headers?.[CLIENT_IP_HEADER];
  const claimed = Array.isArray(header) ? header[0] : header;
  if (claimed && peer && isTrustedGateway(peer)) return claimed;
  return peer ?? 'unknown';
}

/** Global guard enforcing `@RateLimit(rule)` where present; a no-op elsewhere. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(RateLimiters) private readonly limiters: RateLimiters,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<RateLimitRule | undefined>(RATE_LIMIT_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) return true;
    type Req = Parameters<typeof clientKey>[0] & { user?: { id: string } | null };
    const req =
      context.getType<string>() === 'graphql'
        ? GqlExecutionContext.create(context).getContext<{ req: Req }>().req
        : context.switchToHttp().getRequest<Req>();
    // The auth guard runs first (registered before this one) and has set `req.user`.
    const userId = rule.per === 'user' ? req.user?.id : undefined;
    await this.limiters.consume(rule, userId ? `user:${userId}` : clientKey(req));
    return true;
  }
}
