import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { NotificationKind } from '../inbox/notification.entity.js';
import { NotificationsService } from '../inbox/notifications.service.js';
import { chefDecisionEmail } from './chef-decisions.js';
import { Mailer } from './mailer.js';

/**
 * Tells a chef an admin's decision on their application: stores the in-app notification and
 * e-mails the same news, both inside the caller's inbox transaction; if sending fails the
 * notification rolls back with it and the bus retries (at-least-once; then the dead-letter topic).
 */
@Injectable()
export class ChefDecisionNotifier {
  constructor(
    private readonly notifications: NotificationsService,
    @Inject(Mailer) private readonly mailer: Mailer,
  ) {}

  /**
   * @param chef the chef's user id, e-mail address and first name (from the decision event)
   * @param kind `CHEF_APPROVED_KIND` or `CHEF_REJECTED_KIND`
   * @param notice the in-app title and body, also the e-mail's subject and text
   * @throws when the e-mail is refused (the inbox transaction then rolls back)
   */
  async tell(
    manager: EntityManager,
    chef: { userId: string; email: string; firstName: string },
    kind: NotificationKind,
    notice: { title: string; body: string },
  ): Promise<void> {
    await this.notifications.add(manager, chef.userId, kind, notice.title, notice.body);
    await this.mailer.send({
      to: chef.email,
      userId: chef.userId,
      ...chefDecisionEmail(chef.firstName, notice),
    });
  }
}
