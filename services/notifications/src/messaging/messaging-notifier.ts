import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { NotificationPreferenceKind } from '@hearth/contracts';
import { LOGGER } from '@hearth/nest-common';
import { NotificationsService } from '../inbox/notifications.service.js';
import type { NotificationKind } from '../inbox/notification.entity.js';
import { chefDecisionEmail } from '../mail/chef-decisions.js';
import { Mailer } from '../mail/mailer.js';
import { PreferencesService } from '../preferences/preferences.service.js';

/** Where an e-mail to a user goes: their address and first name (from `user_contacts`). */
export interface MailContact {
  email: string;
  firstName: string;
}

/**
 * Tells one user about a message or a help report on the channels their notification preferences
 * allow (docs/rules/notification-preferences.md): an in-app notification inside the caller's
 * transaction, and an e-mail sent after commit whose refusal is only logged (the notification is
 * stored either way). Shared by SendMessage and the help-report answer.
 */
@Injectable()
export class MessagingNotifier {
  constructor(
    private readonly notifications: NotificationsService,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly preferences: PreferencesService,
  ) {}

  /**
   * Stores notification `kind` (`title`, `body`) for `userId` in transaction `m`, when their
   * preferences allow `topic` in the app; otherwise nothing.
   */
  async notifyInApp(
    m: EntityManager,
    userId: string,
    topic: NotificationPreferenceKind,
    kind: NotificationKind,
    title: string,
    body: string,
  ): Promise<void> {
    if (await this.preferences.allows(m, userId, topic, 'IN_APP')) {
      await this.notifications.add(m, userId, kind, title, body);
    }
  }

  /**
   * Where to e-mail `userId` about `topic`: null when their preferences turn those e-mails off or
   * their address is unknown (read through `m`).
   */
  async emailContact(
    m: EntityManager,
    userId: string,
    topic: NotificationPreferenceKind,
  ): Promise<MailContact | null> {
    if (!(await this.preferences.allows(m, userId, topic, 'EMAIL'))) return null;
    const rows: Array<{ email: string; first_name: string }> = await m.query(
      `SELECT email, first_name FROM user_contacts WHERE user_id = $1`,
      [userId],
    );
    return rows[0] ? { email: rows[0].email, firstName: rows[0].first_name } : null;
  }

  /**
   * Sends `notice` (`title`, `body`) to `contact` of user `userId` without waiting; call it after
   * commit. A refused e-mail is logged as a warning with `failure` (e.g. 'message e-mail failed').
   */
  sendEmail(
    contact: MailContact,
    userId: string,
    notice: { title: string; body: string },
    failure: string,
  ): void {
    this.mailer
      .send({ to: contact.email, userId, ...chefDecisionEmail(contact.firstName, notice) })
      .catch((err: unknown) => this.logger.warn({ err }, failure));
  }
}
