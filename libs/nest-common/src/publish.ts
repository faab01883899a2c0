import { ROOT_CONTEXT, context } from '@opentelemetry/api';
import type { DataSource, EntityManager } from 'typeorm';
import { Outbox, type EventEnvelope, type OutboxRelay, type TopicName } from '@hearth/events';

/** `queryRunner.data` key of a transaction whose commit should wake the outbox relay. */
const KICK_RELAY = 'hearthKickRelay';

/** DataSources that already kick their relay (one subscriber each, however many callers). */
const installed = new WeakSet<DataSource>();

/**
 * Wakes `relay` right after every transaction of `dataSource` that {@link publishEvents} wrote
 * events in commits, so events are published at once instead of at the relay's next poll (the
 * outbox row is still what guarantees delivery). `SubgraphCoreModule` installs it with the relay
 * it creates; safe to call more than once per DataSource (the first relay stays).
 */
export function kickRelayAfterCommits(dataSource: DataSource, relay: OutboxRelay): void {
  if (installed.has(dataSource)) return;
  installed.add(dataSource);
  dataSource.subscribers.push({
    afterTransactionCommit: (e) => {
      if (e.queryRunner.data?.[KICK_RELAY]) {
        e.queryRunner.data[KICK_RELAY] = false;
        // Outside the committing request's trace: the relay's timer chain goes on from this kick,
        // and each cycle would otherwise join that request's trace for good (its publish spans
        // take each event's own trace context).
        context.with(ROOT_CONTEXT, () => relay.kick());
      }
    },
  });
}

/**
 * The one way a service publishes integration events: writes `events` (in order) to its outbox
 * on `topic` in `manager`'s transaction, so they are published if and only if that transaction
 * commits, and marks the transaction so that its commit wakes the outbox relay. Nothing is
 * written for an empty list.
 *
 * @param manager the EntityManager of an open transaction (`dataSource.transaction(m => …)`, or
 *   the one an event handler is given)
 * @param topic the producing service's topic (`Topics.<service>`)
 * @param events envelopes built with `integrationEvent`
 * @throws Error when `manager` is not inside a transaction, or the database error
 */
export async function publishEvents(
  manager: EntityManager,
  topic: TopicName,
  events: EventEnvelope | readonly EventEnvelope[],
): Promise<void> {
  const list = Array.isArray(events)
    ? [...(events as readonly EventEnvelope[])]
    : [events as EventEnvelope];
  if (list.length === 0) return;
  await Outbox.add(manager, topic, list);
  if (manager.queryRunner)
    manager.queryRunner.data = { ...manager.queryRunner.data, [KICK_RELAY]: true };
}
