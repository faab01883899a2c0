import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { DishAvailableAgainPayload } from '@hearth/events';
import { LOGGER } from '@hearth/nest-common';
import { NotificationsService } from '../inbox/notifications.service.js';
import { webUrlFromEnv } from '../mail/account-emails.js';
import { Mailer } from '../mail/mailer.js';
import { dishAvailableEmail, dishAvailableNotice } from './dish-available-notice.js';

/**
 * Tells the guests a `DishAvailableAgain` names (docs/rules/notify-me.md), inside the caller's
 * inbox transaction, in the event's order (first come, first told): in the app (`DISH_AVAILABLE`,
 * the title linking to the restaurant page) and by e-mail ('Order now'). The e-mail goes whatever
 * the guest's notification preferences: they asked for this one message by pressing Notify me. A
 * guest without a known address (`user_contacts`) gets the in-app notice only.
 */
@Injectable()
export class DishAvailableNotifier {
  private readonly webUrl = webUrlFromEnv();

  constructor(
    private readonly notifications: NotificationsService,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** @throws when an e-mail is refused: the inbox transaction rolls back and the bus retries. */
  async tell(m: EntityManager, p: DishAvailableAgainPayload): Promise<void> {
    const notice = dishAvailableNotice(p);
    const ids = p.guests.map((g) => g.guestId);
    const contacts = new Map(
      (
        (await m.query(
          `SELECT user_id AS "userId", email, first_name AS "firstName"
             FROM user_contacts WHERE user_id = ANY($1::uuid[])`,
          [ids],
        )) as Array<{ userId: string; email: string; firstName: string }>
      ).map((c) => [c.userId, c]),
    );
    for (const guestId of ids) {
      await this.notifications.add(
        m,
        guestId,
        'DISH_AVAILABLE',
        notice.title,
        notice.body,
        null,
        notice.link,
      );
      const contact = contacts.get(guestId);
      if (!contact) {
        this.logger.warn({ userId: guestId }, 'notify-me e-mail skipped: unknown address');
        continue;
      }
      await this.mailer.send({
        to: contact.email,
        userId: guestId,
        ...dishAvailableEmail(contact.firstName, notice, this.webUrl),
      });
    }
  }
}
