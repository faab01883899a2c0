import type { DataSource, EntityManager } from 'typeorm';
import { Outbox, type EventEnvelope, type OutboxRelay, type TopicName } from '@hearth/events';

/** `queryRunner.data` key of a transaction whose commit should wake the outbox relay. */
const KICK_RELAY = 'hearthKickRelay';

/** DataSources that already kick their relay (one subscriber each, however many callers). */
const installed = new WeakSet<DataSource>();

/**
 * Wakes `relay` right after every transaction of `dataSource` that {@link addToOutboxAndKick}
 * wrote events in commits — so a saga step written inside an inbox handler's transaction is
 * published at once instead of at the relay's next poll (ARCHITECTURE §3; the outbox row is
 * still what guarantees delivery). Safe to call more than once per DataSource.
 */
export function kickRelayAfterCommits(dataSource: DataSource, relay: OutboxRelay): void {
  if (installed.has(dataSource)) return;
  installed.add(dataSource);
  dataSource.subscribers.push({
    afterTransactionCommit: (e) => {
      if (e.queryRunner.data?.[KICK_RELAY]) {
        e.queryRunner.data[KICK_RELAY] = false;
        relay.kick();
      }
    },
  });
}

/**
 * Adds `events` to the outbox in `manager`'s transaction (nothing for an empty list) and marks
 * that transaction so its commit wakes the relay (see {@link kickRelayAfterCommits}).
 */
export async function addToOutboxAndKick(
  manager: EntityManager,
  topic: TopicName,
  events: EventEnvelope | EventEnvelope[],
): Promise<void> {
  const list = Array.isArray(events) ? events : [events];
  if (list.length === 0) return;
  await Outbox.add(manager, topic, list);
  if (manager.queryRunner)
    manager.queryRunner.data = { ...manager.queryRunner.data, [KICK_RELAY]: true };
}
