import type { EntityManager } from 'typeorm';

/**
 * Erases every Notify me wait of `userId` (waiting or told) in the caller's transaction: a deleted
 * account is told nothing more and leaves no trace in sessions (docs/rules/notify-me.md,
 * docs/rules/accounts-and-admin.md#your-data).
 */
export async function forgetGuestWaits(m: EntityManager, userId: string): Promise<void> {
  await m.query(`DELETE FROM stock_watches WHERE guest_id = $1`, [userId]);
}
