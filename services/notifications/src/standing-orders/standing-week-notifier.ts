import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import {
  StandingOrderNotificationMessages,
  formatStandingWeek,
  type StandingMissReason,
} from '@hearth/contracts';
import type {
  StandingOrderWeekMissedPayload,
  StandingOrderWeekPlacedPayload,
} from '@hearth/events';
import { LOGGER } from '@hearth/nest-common';
import { NotificationsService } from '../inbox/notifications.service.js';
import { chefDecisionEmail } from '../mail/chef-decisions.js';
import { Mailer } from '../mail/mailer.js';
import { PreferencesService } from '../preferences/preferences.service.js';

/** Where the guest manages their standing orders (the notification's link). */
export const WEEKLY_ORDERS_PATH = '/user/weekly-orders';

/**
 * Tells the guest what became of a standing order's week (issue 28), inside the caller's inbox
 * transaction: an in-app notification (`ORDER_WEEKLY_PLACED` / `ORDER_WEEKLY_MISSED`, order
 * updates are always on in the app, linking to the weekly orders page) and an e-mail unless the
 * guest turned order e-mails off (docs/rules/notification-preferences.md). A week is never missed
 * silently. The words are contracts' `StandingOrderNotificationMessages`.
 */
@Injectable()
export class StandingWeekNotifier {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly preferences: PreferencesService,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The week's order is placed (stock reserved, card held). */
  placed(m: EntityManager, p: StandingOrderWeekPlacedPayload): Promise<void> {
    const text = StandingOrderNotificationMessages.placed(p.restaurantName, week(p), p.orderId);
    return this.tell(m, p.guestId, 'ORDER_WEEKLY_PLACED', text, p.orderId);
  }

  /** The week could not be placed (no stock, card declined, refused). */
  missed(m: EntityManager, p: StandingOrderWeekMissedPayload): Promise<void> {
    const reason: StandingMissReason = p.reason;
    const text = StandingOrderNotificationMessages.missed(
      p.restaurantName,
      week(p),
      reason,
      p.detail,
    );
    return this.tell(m, p.guestId, 'ORDER_WEEKLY_MISSED', text, p.orderId);
  }

  private async tell(
    m: EntityManager,
    guestId: string,
    kind: 'ORDER_WEEKLY_PLACED' | 'ORDER_WEEKLY_MISSED',
    text: { title: string; body: string },
    orderId: string | null,
  ): Promise<void> {
    const order = orderId ? { orderId, status: kind } : null;
    await this.notifications.add(
      m,
      guestId,
      kind,
      text.title,
      text.body,
      order,
      WEEKLY_ORDERS_PATH,
    );
    if (!(await this.preferences.allows(m, guestId, 'ORDER_UPDATES', 'EMAIL'))) return;
    const rows = (await m.query(`SELECT email, first_name FROM user_contacts WHERE user_id = $1`, [
      guestId,
    ])) as Array<{ email: string; first_name: string }>;
    const contact = rows[0];
    if (!contact) {
      this.logger.warn({ userId: guestId, kind }, 'weekly order e-mail skipped: unknown address');
      return;
    }
    await this.mailer.send({
      to: contact.email,
      userId: guestId,
      ...chefDecisionEmail(contact.first_name, text),
    });
  }
}

/** The week's day in the restaurant's time zone (`Tue, Dec 8`). */
const week = (p: { startsAt: string; timeZone: string }) =>
  formatStandingWeek(new Date(p.startsAt), p.timeZone);
