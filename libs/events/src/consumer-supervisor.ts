import type { Consumer } from 'kafkajs';

/** What the supervisor reads of a kafkajs consumer: its instrumentation events. */
export type SupervisedConsumer = Pick<Consumer, 'on' | 'events'>;

/** Options of `superviseConsumer`. */
export interface ConsumerSupervision {
  /**
   * A consumer that shows no sign of life (a request, fetch, heartbeat, join, rebalance or a
   * crash kafkajs restarts) for this long, in ms, while no message is being handled, is declared
   * stalled.
   */
  stallMs: number;
  /** True while one of the consumer's messages is being handled (a long retry is not a stall). */
  isBusy: () => boolean;
  /** Called once, when the consumer will not consume again by itself. */
  onDead: (reason: Error) => void;
  /** How often the stall is checked, in ms (default: a quarter of `stallMs`, at most 5 s). */
  checkEveryMs?: number;
}

/** Handle of a running supervision. */
export interface SupervisionHandle {
  /** Stops watching (the bus is stopping this consumer on purpose). Idempotent. */
  stop(): void;
}

/**
 * Watches one consumer group's kafkajs consumer and calls `onDead` once when that consumer will
 * not consume again by itself, so the bus can replace it:
 * - a crash kafkajs does not restart (`restart: false` on its `consumer.crash` event). kafkajs
 *   restarts only errors it deems retriable; a single broker that was just restarted can answer
 *   metadata with no partition leader yet, and the fetch manager then fails with
 *   `KafkaJSNoBrokerAvailableError`, which kafkajs gives up on for good;
 * - a stall: no sign of life for `stallMs` while no message is in hand (a consumer whose fetch
 *   loop hung).
 * Signs of life are the consumer's `request`, `fetch_start`, `heartbeat`, `group_join` and
 * `rebalancing` events and crashes kafkajs restarts itself (during a broker outage these come
 * every few seconds).
 */
export function superviseConsumer(
  consumer: SupervisedConsumer,
  options: ConsumerSupervision,
): SupervisionHandle {
  let lastSign = Date.now();
  let done = false;
  const alive = () => {
    lastSign = Date.now();
  };
  const removers: Array<() => void> = [];
  const dead = (reason: Error) => {
    if (done) return;
    handle.stop();
    options.onDead(reason);
  };
  const { events } = consumer;
  for (const event of [
    events.REQUEST,
    events.FETCH_START,
    events.HEARTBEAT,
    events.GROUP_JOIN,
    events.REBALANCING,
  ]) {
    removers.push(consumer.on(event, alive));
  }
  removers.push(
    consumer.on(events.CRASH, (event) => {
      if (event.payload.restart) {
        alive();
        return;
      }
      dead(event.payload.error);
    }),
  );
  const timer = setInterval(
    () => {
      if (options.isBusy()) {
        alive();
        return;
      }
      const quiet = Date.now() - lastSign;
      if (quiet > options.stallMs)
        dead(new Error(`consumer stalled: no sign of life for ${Math.round(quiet / 1000)} s`));
    },
    options.checkEveryMs ?? Math.min(5_000, Math.max(50, Math.floor(options.stallMs / 4))),
  );
  timer.unref();
  const handle: SupervisionHandle = {
    stop() {
      if (done) return;
      done = true;
      clearInterval(timer);
      for (const remove of removers) remove();
    },
  };
  return handle;
}
