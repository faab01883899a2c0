import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { UserDeletedPayload } from '@hearth/events';
import { MediaErasures } from '../media/media-erasures.js';
import { announceRestaurantsOf } from '../standing/chef-standing.service.js';

/**
 * The user's privacy rights in restaurants (docs/rules/accounts-and-admin.md#your-data): a copy of
 * what restaurants holds about them (the guest's reviews and favourites), and erasing it when the account is deleted.
 */
@Injectable()
export class PrivacyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MediaErasures) private readonly mediaErasures: MediaErasures,
  ) {}

  /**
   * What restaurants holds about the user `userId` (signed in with `email`), as plain JSON: one key
   * per kind of record, an empty list or null when there is none. Money in cents, times ISO 8601.
   */
  async exportData(userId: string, email: string): Promise<Record<string, unknown>> {
    const one = async (sql: string): Promise<unknown> => {
      const rows = (await this.dataSource.query(sql, [userId])) as Array<{ v: unknown }>;
      return rows[0]?.v ?? null;
    };
    void email; // the rows here are keyed by user id
    return {
      reviews: await one(
        `SELECT coalesce(jsonb_agg(to_jsonb(r) - 'guest_user_id' ORDER BY r.created_at), '[]') AS v
         FROM reviews r WHERE r.guest_user_id = $1`,
      ),
      favourites: await one(
        `SELECT coalesce(jsonb_agg(to_jsonb(f) - 'guest_user_id'), '[]') AS v
         FROM favourites f WHERE f.guest_user_id = $1`,
      ),
    };
  }

  /**
   * On `UserDeleted`: erases, in the handler's transaction (`manager`), the guest's favourites; for
   * a chef, hides their restaurant for good and removes its street address (see below). Reviews stay (stars and words help other guests) and show 'Former guest' as their author, since the name comes from the anonymised account.
   * The user's own stored files (chef image, certificates, message and help-report images,
   * unchecked uploads; not the banner and dish images of the restaurant that stays) are queued for
   * removal here and removed from the store once this transaction commits (`MediaErasures`).
   * Idempotent: running it twice changes nothing more.
   */
  async erase(manager: EntityManager, p: UserDeletedPayload): Promise<void> {
    await manager.query(`DELETE FROM favourites WHERE guest_user_id = $1`, [p.userId]);
    // A deleted chef: their restaurant is hidden from guests for good (hidden, and its chef no
    // longer Active with bank details) and loses the kitchen's street address and exact place;
    // its name, dishes and past orders stay (orders and payouts point at them). Sessions, orders
    // and notifications learn the new facts from the restaurant announced again.
    await manager.query(
      `UPDATE restaurants SET is_hidden = true, address_line1 = NULL, address_line2 = NULL,
         postal_code = NULL, latitude = NULL, longitude = NULL, instructions = '{}'
       WHERE owner_user_id = $1`,
      [p.userId],
    );
    await manager.query(
      `UPDATE chef_standing SET is_active = false, has_bank_details = false, updated_at = now()
       WHERE user_id = $1`,
      [p.userId],
    );
    await announceRestaurantsOf(manager, p.userId);
    await this.mediaErasures.queue(manager, p.userId);
  }
}
