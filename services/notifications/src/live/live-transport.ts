import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import { createRedisClient } from '@hearth/nest-common';

/**
 * One live update for one user's open browser. `kind` says what changed: `notification` (a new
 * notification; `notificationId` set) or `order` (an order's status changed). `orderId` and
 * `status` (an `OrderStatus`, e.g. PENDING) are set for everything about an order. `message`: a
 * conversation changed (a new message, or the user read it; `conversationId` set); `help-report`:
 * a help report of the user changed (answered).
 */
export interface LiveMessage {
  kind: 'notification' | 'order' | 'message' | 'help-report';
  orderId: string | null;
  status: string | null;
  notificationId: string | null;
  conversationId?: string | null;
}

/** Redis pub/sub channel every replica of `notifications` publishes and listens on. */
export const LIVE_CHANNEL = 'hearth:live';

/** Receives every live message of every user (the hub fans it out to that user's streams). */
export type LiveDelivery = (userId: string, message: LiveMessage) => void;

/**
 * Carries live messages between replicas: Redis pub/sub when a URL is given (every replica gets
 * every message, so a browser connected to any replica is told), an in-process emitter otherwise
 * (embedded mode: one process). `publish` resolves once Redis accepted the message.
 */
export interface LiveTransport {
  publish(userId: string, message: LiveMessage): Promise<void>;
  /** Calls `delivery` for every message published by any replica; returns the unsubscribe. */
  onMessage(delivery: LiveDelivery): () => void;
  /** Resolves once this replica receives messages (the Redis subscription is active). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** In-process transport: `publish` calls the local listeners (embedded mode, tests). */
export function inProcessLiveTransport(): LiveTransport {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(userId, message) {
      emitter.emit('message', userId, message);
    },
    onMessage(delivery) {
      emitter.on('message', delivery);
      return () => emitter.off('message', delivery);
    },
    async ready() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Redis transport (nest-common's `createRedisClient`: TLS, password, the production refusal):
 * one publishing and one subscribed connection per replica, channel
 * `channel` (default `LIVE_CHANNEL`). Malformed messages are logged and dropped.
 */
export function redisLiveTransport(
  redisUrl: string,
  logger?: Logger,
  channel: string = LIVE_CHANNEL,
): LiveTransport {
  const pub = createRedisClient(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = createRedisClient(redisUrl, { lazyConnect: false });
  const deliveries = new Set<LiveDelivery>();
  // ioredis re-subscribes by itself after a reconnect; a failed first subscribe is only logged.
  const ready = sub.subscribe(channel).then(
    () => undefined,
    (err: unknown) => logger?.warn({ err }, 'live: redis subscribe failed'),
  );
  sub.on('message', (ch: string, raw: string) => {
    if (ch !== channel) return;
    try {
      const { userId, message } = JSON.parse(raw) as { userId: string; message: LiveMessage };
      for (const d of deliveries) d(userId, message);
    } catch (err) {
      logger?.warn({ err }, 'live: dropped a malformed message');
    }
  });
  for (const c of [pub, sub]) c.on('error', (err) => logger?.warn({ err }, 'live: redis error'));
  return {
    async publish(userId, message) {
      await pub.publish(channel, JSON.stringify({ userId, message }));
    },
    onMessage(delivery) {
      deliveries.add(delivery);
      return () => deliveries.delete(delivery);
    },
    async ready() {
      await ready;
    },
    async close() {
      deliveries.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
