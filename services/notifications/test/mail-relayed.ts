import { eventually, query } from '../../../test/support/db.js';

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
