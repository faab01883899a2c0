import { InProcessEventBus, type EventEnvelope, type EventHandler } from '@hearth/events';
import { eventually, query } from '../../../test/support/db.js';

/**
 * The in-process bus of notifications' tests, counting each event id's finished deliveries, so a
 * test of a redelivery waits for a positive signal — the second delivery was handled — before it
 * asserts that nothing else happened, instead of sleeping and hoping a wrong effect had time to land.
 * Everything a handler writes (notifications, queued mail) is committed when its delivery counts.
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

/**
 * Resolves once notifications' mail outbox holds no unsent message to `address` (to anyone when
 * omitted): every e-mail a handled event queued for it has reached the SMTP server (the relay
 * deletes a row once the server accepted it). Call it after `CountingBus.handledTimes`, before
 * counting the e-mails received. @throws after `timeoutMs` ms.
 */
export async function mailRelayed(db: string, address = '', timeoutMs = 10_000): Promise<void> {
  await eventually(
    async () =>
      (
        await query(
          db,
          `SELECT 1 FROM notifications.mail_outbox
            WHERE failed_at IS NULL AND position($1 in message::text) > 0`,
          [address],
        )
      ).length === 0,
    timeoutMs,
  );
}
