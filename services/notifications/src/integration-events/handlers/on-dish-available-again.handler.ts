import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { EventTypes, Topics, type DishAvailableAgainPayload } from '@hearth/events';
import { EventSubscriber, LOGGER } from '@hearth/nest-common';
import { NotificationsService } from '../../inbox/notifications.service.js';
import { webUrlFromEnv } from '../../mail/account-emails.js';
import { Mailer } from '../../mail/mailer.js';
import { dishAvailableEmail, dishAvailableNotice } from '../../notify-me/dish-available-notice.js';

/** Inbox consumer name of this handler. */
export const DISH_AVAILABLE_AGAIN_CONSUMER = 'notifications.on-dish-available-again';

/**
 * On `DishAvailableAgain` (sessions: portions of a dish a guest waited for came back, or a new
 * date offers it): tells each named guest, in the event's order (first come, first told), in the
 * app (`DISH_AVAILABLE`, linking to the restaurant page) and by e-mail — once per event (inbox),
 * so an event delivered twice tells nobody twice. The e-mail goes whatever the guest's
 * notification preferences: they asked for this one message by pressing Notify me
 * (docs/rules/notify-me.md). A guest without a known address gets the in-app notice only.
 */
@Injectable()
export class OnDishAvailableAgainHandler implements OnModuleInit {
  private readonly webUrl = webUrlFromEnv();

  constructor(
    private readonly events: EventSubscriber,
    private readonly notifications: NotificationsService,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.on<DishAvailableAgainPayload>(
      Topics.sessions,
      EventTypes.DishAvailableAgain,
      DISH_AVAILABLE_AGAIN_CONSUMER,
      async (p, m) => {
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
      },
    );
  }
}
