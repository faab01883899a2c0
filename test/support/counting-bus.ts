import { InProcessEventBus, type EventEnvelope, type EventHandler } from '@hearth/events';
import { eventually } from './db.js';

/**
 * The in-process bus of the services' tests, counting each event id's finished deliveries, so a
 * test of a redelivery waits for a positive signal — the second delivery was handled — before it
 * asserts that nothing else happened, instead of sleeping and hoping a wrong effect had time to land.
 * Everything a handler writes (rows, queued mail) is committed when its delivery counts.
 */
export class CountingBus extends InProcessEventBus {
  private readonly finished = new Map<string, number>();

  /** Subscribes `handler`, counting each delivery it finishes without throwing. */
  override subscribe(groupId: string, topic: string, handler: EventHandler): Promise<void> {
    return super.subscribe(groupId, topic, async (event) => {
      await handler(event);
      this.finished.set(event.id, (this.finished.get(event.id) ?? 0) + 1);
    });
  }

  /** How many deliveries of event `id` were handled (a retried one counts once, when it succeeds). */
  handled(id: string): number {
    return this.finished.get(id) ?? 0;
  }

  /**
   * Resolves once every event of `events` was handled at least `times` times (2: the event and its
   * redelivery). @throws after `timeoutMs` ms.
   */
  async handledTimes(events: EventEnvelope[], times = 2, timeoutMs = 10_000): Promise<void> {
    await eventually(async () => events.every((e) => this.handled(e.id) >= times), timeoutMs);
  }
}
