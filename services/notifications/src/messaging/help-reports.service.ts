import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  MessagingMessages,
  helpReportAnswerSchema,
  helpReportSchema,
  toFieldErrors,
  type FieldError,
} from '@hearth/contracts';
import type { AuthUser, RejectedInput } from '@hearth/nest-common';
import { LiveHub } from '../live/live-hub.js';
import { checkAttachment } from './attachments.js';
import { notFound } from './conversation-views.js';
import { MessagingNotifier } from './messaging-notifier.js';
import type { HelpReportType, ReportableOrderType } from './messaging.types.js';

interface ReportRow {
  id: string;
  order_id: string;
  guest_id: string;
  reason: string;
  description: string;
  photo_url: string | null;
  status: string;
  answer: string | null;
  answered_at: Date | null;
  created_at: Date;
  restaurant_name: string | null;
  guest_name: string | null;
}

/**
 * Selects `ReportRow`s (`h` is the report; append a `WHERE` / `ORDER BY` on `h`). The names are
 * primary-key probes per report returned (null when unknown), so a page of reports never joins
 * whole tables of orders or users however many there are.
 */
const SELECT_REPORT = `SELECT h.*,
    (SELECT r.name FROM messaging_restaurants r WHERE r.restaurant_id = (
       SELECT o.restaurant_id FROM messaging_orders o WHERE o.order_id = h.order_id)) AS restaurant_name,
    (SELECT u.first_name FROM user_contacts u WHERE u.user_id = h.guest_id) AS guest_name
  FROM help_reports h`;

const toView = (h: ReportRow): Omit<HelpReportType, 'conversation'> => ({
  id: h.id,
  orderId: h.order_id,
  restaurantName: h.restaurant_name ?? 'Restaurant',
  reason: h.reason,
  description: h.description,
  photoUrl: h.photo_url,
  status: h.status,
  answer: h.answer,
  answeredAt: h.answered_at,
  createdAt: h.created_at,
  guestName: h.guest_name ?? 'Guest',
});

/**
 * Help reports (docs/rules/messaging.md#help-reports): a guest reports a problem with one of
 * their own orders (a reason and a description); every admin sees it, reads the order's
 * conversation and answers once; the guest then sees ANSWERED with the answer, gets a
 * notification and an e-mail.
 */
@Injectable()
export class HelpReportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveHub,
    private readonly notifier: MessagingNotifier,
  ) {}

  /** The guest's orders (newest first, at most 50) they may report. */
  async reportableOrders(user: AuthUser): Promise<ReportableOrderType[]> {
    const rows: Array<{
      order_id: string;
      name: string | null;
      total_cents: number;
      placed_at: Date;
    }> = await this.dataSource.query(
      `SELECT o.order_id, r.name, o.total_cents, o.placed_at FROM messaging_orders o
         LEFT JOIN messaging_restaurants r ON r.restaurant_id = o.restaurant_id
         WHERE o.guest_id = $1 ORDER BY o.placed_at DESC LIMIT 50`,
      [user.id],
    );
    return rows.map((r) => ({
      orderId: r.order_id,
      restaurantName: r.name ?? 'Restaurant',
      totalCents: r.total_cents,
      placedAt: r.placed_at,
    }));
  }

  /**
   * Files a report about one of the caller's orders (status OPEN).
   * Bad input is answered as data, every field at once, and nothing is written: `{ errors }` with
   * field `reason` ('Choose a reason.'), `description` (10–2000 characters after trimming) and
   * `photoUrl` ('Attach an image uploaded here.': only the guest's own upload to our store).
   * @returns the report, or `{ errors }` (a `ValidationError` at the resolver).
   * @throws NOT_FOUND 'This order is not available.' for an order that is not the caller's (or
   *   no order id at all): whether it exists is not said.
   */
  async report(
    user: AuthUser,
    input: { orderId: string; reason: string; description: string; photoUrl?: string | null },
  ): Promise<Omit<HelpReportType, 'conversation'> | RejectedInput> {
    const parsed = helpReportSchema.safeParse(input);
    const errors: FieldError[] = parsed.success ? [] : toFieldErrors(parsed.error);
    // A malformed order id is an order the caller does not have: NOT_FOUND, as for another's.
    if (errors.some((e) => e.field === 'orderId')) throw notFound(MessagingMessages.orderNotFound);
    // An optional photo: the guest's own upload to our store only.
    const photo = checkAttachment(input.photoUrl, user.id, 'photoUrl');
    if (photo !== null && typeof photo !== 'string') errors.push(...photo.errors);
    if (!parsed.success || errors.length > 0) return { errors };
    const owned: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM messaging_orders WHERE order_id = $1 AND guest_id = $2`,
      [parsed.data.orderId, user.id],
    );
    if (owned.length === 0) throw notFound(MessagingMessages.orderNotFound);
    const id = randomUUID();
    await this.dataSource.query(
      `INSERT INTO help_reports (id, order_id, guest_id, reason, description, photo_url)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, parsed.data.orderId, user.id, parsed.data.reason, parsed.data.description, photo],
    );
    return this.get(id);
  }

  /** The caller's own reports, newest first. */
  async mine(user: AuthUser): Promise<Array<Omit<HelpReportType, 'conversation'>>> {
    const rows: ReportRow[] = await this.dataSource.query(
      `${SELECT_REPORT} WHERE h.guest_id = $1 ORDER BY h.created_at DESC LIMIT 100`,
      [user.id],
    );
    return rows.map(toView);
  }

  /**
   * Every report for the admins: open ones first, then newest first (at most 200), the first rows
   * of `help_reports_admin_idx`.
   */
  async all(): Promise<Array<Omit<HelpReportType, 'conversation'>>> {
    const rows: ReportRow[] = await this.dataSource.query(
      `${SELECT_REPORT} ORDER BY (h.status = 'OPEN') DESC, h.created_at DESC LIMIT 200`,
    );
    return rows.map(toView);
  }

  /** One report. @throws NOT_FOUND 'This report is not available.' */
  async get(id: string): Promise<Omit<HelpReportType, 'conversation'>> {
    const rows: ReportRow[] = /^[0-9a-f-]{36}$/i.test(id)
      ? await this.dataSource.query(`${SELECT_REPORT} WHERE h.id = $1`, [id])
      : [];
    if (!rows[0]) throw notFound(MessagingMessages.reportNotFound);
    return toView(rows[0]);
  }

  /**
   * The admin's answer: stores it (a later answer replaces it), marks the report ANSWERED, and
   * tells the guest (notification, live push, e-mail after commit).
   * A bad answer is answered as data before anything is read or written: `{ errors }` with field
   * `answer` — 'Write an answer first.' when blank after trimming, 'An answer can be at most 2000
   * characters.' when longer (`helpReportAnswerSchema`); the report stays as it was and the guest
   * is told nothing.
   * @returns the answered report, or `{ errors }` (a `ValidationError` at the resolver).
   * @throws NOT_FOUND 'This report is not available.' for an unknown (or malformed) report id.
   */
  async answer(
    admin: AuthUser,
    id: string,
    answer: string,
  ): Promise<Omit<HelpReportType, 'conversation'> | RejectedInput> {
    const parsed = helpReportAnswerSchema.safeParse({ answer });
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const report = await this.get(id);
    const guestId: string = await this.dataSource.transaction(async (m) => {
      // An UPDATE … RETURNING answers [rows, affected count] through TypeORM's postgres driver.
      const [rows]: [Array<{ guest_id: string }>, number] = await m.query(
        `UPDATE help_reports SET status = 'ANSWERED', answer = $2, answered_at = clock_timestamp(),
           answered_by = $3 WHERE id = $1 RETURNING guest_id`,
        [id, parsed.data.answer, admin.id],
      );
      const guest = rows[0]!.guest_id;
      // The guest's preferences decide the channels (docs/rules/notification-preferences.md);
      // the status and the answer always show on the help-report screen.
      await this.notifier.notifyInApp(
        m,
        guest,
        'HELP_REPORTS',
        'HELP_REPORT_ANSWERED',
        'Your help report was answered',
        parsed.data.answer.slice(0, 120),
      );
      this.live.publishAfterCommit(m, guest, {
        kind: 'help-report',
        orderId: report.orderId,
        status: 'ANSWERED',
        notificationId: null,
      });
      return guest;
    });
    const contact = await this.notifier.emailContact(
      this.dataSource.manager,
      guestId,
      'HELP_REPORTS',
    );
    if (contact) {
      const notice = {
        title: 'Your help report was answered',
        body: `About your order from ${report.restaurantName}: ${parsed.data.answer}`,
      };
      this.notifier.sendEmail(contact, guestId, notice, 'help report e-mail failed');
    }
    return this.get(id);
  }
}
