import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * The user's copy of what sessions holds about them (docs/rules/accounts-and-admin.md#your-data):
 * a guest's Notify me waits (`stock_watches`, docs/rules/notify-me.md). Everything else sessions
 * holds is a restaurant's (cooking sessions, stock), not a person's. Erasing the waits on
 * `UserDeleted` is `forgetGuestWaits`.
 */
@Injectable()
export class PrivacyService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * What sessions holds about user `userId`, as plain JSON: `notifyMe`, the guest's waits oldest
   * first, each `{ occurrenceId, dishId, dishName, startsAt, waitingSince, toldAt }` (times ISO
   * 8601; `toldAt` null while still waiting), [] when none.
   */
  async exportData(userId: string): Promise<Record<string, unknown>> {
    const notifyMe = (await this.dataSource.query(
      `SELECT w.occurrence_id AS "occurrenceId", w.dish_id AS "dishId", d.name AS "dishName",
              o.starts_at AS "startsAt", w.created_at AS "waitingSince", w.told_at AS "toldAt"
         FROM stock_watches w
         JOIN session_occurrences o ON o.id = w.occurrence_id
         LEFT JOIN restaurant_dishes d ON d.dish_id = w.dish_id
        WHERE w.guest_id = $1
        ORDER BY w.created_at, w.seq`,
      [userId],
    )) as unknown[];
    return { notifyMe };
  }
}
