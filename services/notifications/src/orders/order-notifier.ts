import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { LOGGER } from '@hearth/nest-common';
import { NotificationsService } from '../inbox/notifications.service.js';
import { LiveHub } from '../live/live-hub.js';
import { chefDecisionEmail } from '../mail/chef-decisions.js';
import { Mailer } from '../mail/mailer.js';
import { PreferencesService } from '../preferences/preferences.service.js';
import type { OrderNotice } from './order-notices.js';

/** The two sides of an order (user ids). */
export interface OrderSides {
  orderId: string;
  guestId: string;
  chefId: string;
}

/**
 * Tells one side of an order about a transition, inside the caller's inbox transaction: stores the
 * notification for `recipient`, and after commit pushes `{ kind: 'order', orderId, status }` to
 * both sides' open browsers (so lists and badges refresh) besides the notification push itself.
 * With `email`, also e-mails the recipient (accepted/declined/refunded) unless they turned order
 * e-mails off (docs/rules/notification-preferences.md; order updates in the app are always on).
 */
@Injectable()
export class OrderNotifier {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly live: LiveHub,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly preferences: PreferencesService,
  ) {}

  /**
   * @param recipient `guest` or `chef`: who is told.
   * @throws when the e-mail is refused: the inbox transaction rolls back and the bus retries.
   */
  async tell(
    manager: EntityManager,
    sides: OrderSides,
    recipient: 'guest' | 'chef',
    notice: OrderNotice,
    options: { email?: boolean } = {},
  ): Promise<void> {
    const userId = recipient === 'guest' ? sides.guestId : sides.chefId;
    await this.notifications.add(manager, userId, notice.kind, notice.title, notice.body, {
      orderId: sides.orderId,
      status: notice.status,
    });
    for (const side of new Set([sides.guestId, sides.chefId])) {
      this.live.publishAfterCommit(manager, side, {
        kind: 'order',
        orderId: sides.orderId,
        status: notice.status,
        notificationId: null,
      });
    }
    if (
      options.email &&
      (await this.preferences.allows(manager, userId, 'ORDER_UPDATES', 'EMAIL'))
    ) {
      await this.email(manager, userId, notice);
    }
  }

  /**
   * Keeps the user's e-mail address and first name in `user_contacts` (upsert), so order e-mails
   * can reach a guest whose order events carry only the user id.
   */
  async rememberContact(
    manager: EntityManager,
    userId: string,
    email: string,
    firstName: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO user_contacts (user_id, email, first_name) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, first_name = EXCLUDED.first_name`,
      [userId, email, firstName],
    );
  }

  private async email(manager: EntityManager, userId: string, notice: OrderNotice): Promise<void> {
    const rows: Array<{ email: string; first_name: string }> = await manager.query(
      `SELECT email, first_name FROM user_contacts WHERE user_id = $1`,
      [userId],
    );
    const contact = rows[0];
    if (!contact) {
      // Registered before this projection existed (or by another deployment): no address to use.
      this.logger.warn({ userId, kind: notice.kind }, 'order e-mail skipped: unknown address');
      return;
    }
    await this.mailer.send({
      to: contact.email,
      userId,
      ...chefDecisionEmail(contact.first_name, notice),
    });
  }
}
