import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  NEWSLETTER_AUDIENCES,
  NewsletterPostMessages,
  newsletterContentSchema,
  newsletterPostSchema,
  isUuid,
  toFieldErrors,
  type FieldError,
  type NewsletterAudience,
} from '@hearth/contracts';
import type { AuthUser, Mailer } from '@hearth/nest-common';
import { audienceSql } from './audience.js';
import {
  messageIdFor,
  newsletterBodyHtml,
  newsletterEmail,
  oneClickUnsubscribeUrl,
  unsubscribePageUrl,
  type NewsletterContent,
} from './newsletter-email.js';
import { NEWSLETTER_CONFIG, NEWSLETTER_MAILER } from './newsletter-mailer.js';
import type { NewsletterPostEntity } from './newsletter-post.entity.js';
import type { NewsletterRecipientStatus } from './newsletter-recipient.entity.js';
import type { NewsletterConfig } from './sender-config.js';
import { UnsubscribeTokens } from './unsubscribe-tokens.js';

/** Input refused: every field's message; nothing was written or sent. */
export type Refused = { errors: FieldError[] };

/** A sent newsletter with its delivery counts. */
export type NewsletterSummary = NewsletterPostEntity & {
  sentCount: number;
  failedCount: number;
  /** PENDING or SENDING. */
  waitingCount: number;
  /** Recipients tried more than once. */
  retriedCount: number;
};

/** One recipient as the admin sees it. */
export interface RecipientRow {
  email: string;
  status: NewsletterRecipientStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
}

/** Largest page of recipients. */
export const RECIPIENTS_PAGE_MAX = 100;
/** Most past newsletters listed. */
export const NEWSLETTERS_LIMIT_MAX = 50;

/** A newsletter with the delivery counts kept on its row once it is SENT (null while SENDING). */
const SUMMARY = `SELECT n.id, n.subject, n.body, n.audience, n.status,
    n.recipient_count AS "recipientCount", n.sent_by AS "sentBy", n.sent_by_email AS "sentByEmail",
    n.created_at AS "createdAt", n.finished_at AS "finishedAt",
    n.sent_count AS "sentCount", n.failed_count AS "failedCount", 0 AS "waitingCount",
    n.retried_count AS "retriedCount"
  FROM newsletters n`;

/** The delivery counts of newsletters still SENDING, from their recipient rows. */
const LIVE_COUNTS = `SELECT r.newsletter_id AS id,
    count(*) FILTER (WHERE r.status = 'SENT')::int AS "sentCount",
    count(*) FILTER (WHERE r.status = 'FAILED')::int AS "failedCount",
    count(*) FILTER (WHERE r.status IN ('PENDING', 'SENDING'))::int AS "waitingCount",
    count(*) FILTER (WHERE r.attempts > 1)::int AS "retriedCount"
  FROM newsletter_recipients r WHERE r.newsletter_id = ANY($1::uuid[]) GROUP BY r.newsletter_id`;

type Counts = Pick<
  NewsletterSummary,
  'sentCount' | 'failedCount' | 'waitingCount' | 'retriedCount'
>;

/**
 * Post Newsletter (docs/rules/accounts-and-admin.md#post-newsletter): the audiences and their
 * sizes, a test e-mail to the admin, sending (fixing the recipients and queueing them for the
 * sender, once per newsletter id), the past newsletters with their counts and recipients, and
 * unsubscribing from a link.
 */
@Injectable()
export class NewsletterPostsService {
  private readonly sendListeners = new Set<() => void>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(NEWSLETTER_MAILER) private readonly mailer: Mailer,
    @Inject(NEWSLETTER_CONFIG) private readonly config: NewsletterConfig,
    private readonly tokens: UnsubscribeTokens,
  ) {}

  /** Calls `listener` after each newsletter is queued (the sender wakes up); returns the remover. */
  onQueued(listener: () => void): () => void {
    this.sendListeners.add(listener);
    return () => void this.sendListeners.delete(listener);
  }

  /** Each audience and how many addresses a newsletter to it would reach today. */
  async audiences(): Promise<Array<{ audience: NewsletterAudience; recipientCount: number }>> {
    const counts = NEWSLETTER_AUDIENCES.map(
      (a) =>
        `SELECT '${a}' AS audience, (SELECT count(*)::int FROM (${audienceSql(a)}) x) AS "recipientCount"`,
    ).join(' UNION ALL ');
    return this.dataSource.query(counts);
  }

  /**
   * Sends the newsletter `input` ({ subject, body }) once to the signed-in admin, subject prefixed
   * '[Test] ', with a working unsubscribe link for the admin's address. Refused: the content rules
   * (`newsletterContentSchema`). Rejects when the SMTP server refuses (the resolver says
   * `testFailed`).
   */
  async sendTest(input: unknown, admin: AuthUser): Promise<{ to: string } | Refused> {
    const parsed = newsletterContentSchema.safeParse(input);
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const to = admin.email.trim().toLowerCase();
    const id = randomUUID();
    const content = { ...parsed.data, html: newsletterBodyHtml(parsed.data.body) };
    await this.mailer.send(await this.emailFor(content, { id, newsletterId: id, email: to }, true));
    return { to };
  }

  /**
   * Sends a newsletter: writes it (status SENDING) and one PENDING recipient per distinct address
   * of its audience — unsubscribed addresses left out — in one transaction, then wakes the sender.
   * `input`: { id (a UUID the browser chose for this newsletter), subject, body, audience }.
   * Sending the same id again changes nothing and answers the newsletter as it is: a double click
   * or a retried request never sends twice. Refused: the content rules, a missing audience, an
   * audience nobody can get (`audienceEmpty`), an id that is not a UUID.
   */
  async send(input: unknown, admin: AuthUser): Promise<NewsletterSummary | Refused> {
    const id = (input as { id?: unknown } | null)?.id;
    if (typeof id !== 'string' || !isUuid(id)) {
      return { errors: [{ field: 'id', message: 'The newsletter id must be a UUID.' }] };
    }
    const parsed = newsletterPostSchema.safeParse(input);
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const existing = await this.get(id);
    if (existing) return existing;
    const { subject, body, audience } = parsed.data;
    try {
      await this.dataSource.transaction(async (m) => {
        await m.query(
          `INSERT INTO newsletters
             (id, subject, body, audience, status, recipient_count, sent_by, sent_by_email)
           VALUES ($1, $2, $3, $4, 'SENDING', 0, $5, $6)`,
          [id, subject, body, audience, admin.id, admin.email],
        );
        const [rows] = (await m.query(
          `WITH added AS (
             INSERT INTO newsletter_recipients (id, newsletter_id, email)
             SELECT gen_random_uuid(), $1, email FROM (${audienceSql(audience)}) a
             ON CONFLICT ON CONSTRAINT newsletter_recipients_once DO NOTHING
             RETURNING 1)
           UPDATE newsletters SET recipient_count = (SELECT count(*) FROM added) WHERE id = $1
           RETURNING recipient_count AS n`,
          [id],
        )) as [Array<{ n: number }>, number];
        // Nobody to send to: roll the newsletter back too.
        if (!rows[0]?.n) throw new EmptyAudience();
      });
    } catch (err) {
      if (err instanceof EmptyAudience) {
        return { errors: [{ field: 'audience', message: NewsletterPostMessages.audienceEmpty }] };
      }
      // The same id sent twice at once: the other request wrote it.
      if ((err as { code?: string }).code === '23505') {
        const other = await this.get(id);
        if (other) return other;
      }
      throw err;
    }
    for (const listener of this.sendListeners) listener();
    return (await this.get(id))!;
  }

  /** One newsletter with its counts, or null. */
  async get(id: string): Promise<NewsletterSummary | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.withCounts(
      await this.dataSource.query(`${SUMMARY} WHERE n.id = $1`, [id]),
    );
    return row ?? null;
  }

  /** The newest `limit` (1–50) newsletters, newest first, with their counts. */
  async list(limit: number): Promise<NewsletterSummary[]> {
    const n = Math.min(Math.max(1, Math.floor(limit)), NEWSLETTERS_LIMIT_MAX);
    return this.withCounts(
      await this.dataSource.query(`${SUMMARY} ORDER BY n.created_at DESC, n.id DESC LIMIT $1`, [n]),
    );
  }

  /**
   * `rows` with their delivery counts: a finished newsletter's are on its row (final); those still
   * SENDING (no counts kept yet) are counted from their recipients, in one query.
   */
  private async withCounts(
    rows: Array<Omit<NewsletterSummary, keyof Counts> & { [K in keyof Counts]: number | null }>,
  ): Promise<NewsletterSummary[]> {
    const sending = rows.filter((r) => r.sentCount === null).map((r) => r.id);
    const live = new Map<string, Counts>();
    if (sending.length > 0)
      for (const c of (await this.dataSource.query(LIVE_COUNTS, [sending])) as Array<
        Counts & { id: string }
      >)
        live.set(c.id, c);
    const none: Counts = { sentCount: 0, failedCount: 0, waitingCount: 0, retriedCount: 0 };
    return rows.map((r) =>
      r.sentCount === null ? { ...r, ...(live.get(r.id) ?? none) } : (r as NewsletterSummary),
    );
  }

  /**
   * One page (from 1; 1–100 rows) of a newsletter's recipients, by e-mail, optionally only those
   * in `status`, with the total.
   */
  async recipients(
    newsletterId: string,
    status: NewsletterRecipientStatus | null,
    page: number,
    pageSize: number,
  ): Promise<{ items: RecipientRow[]; totalCount: number; page: number; pageSize: number }> {
    const size = Math.min(Math.max(1, Math.floor(pageSize)), RECIPIENTS_PAGE_MAX);
    const p = Math.max(1, Math.floor(page));
    if (!isUuid(newsletterId)) return { items: [], totalCount: 0, page: p, pageSize: size };
    const where = `newsletter_id = $1 AND ($2::text IS NULL OR status = $2)`;
    const [{ n }] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM newsletter_recipients WHERE ${where}`,
      [newsletterId, status],
    )) as [{ n: number }];
    const items = (await this.dataSource.query(
      `SELECT email, status, attempts, last_error AS "lastError", sent_at AS "sentAt"
         FROM newsletter_recipients WHERE ${where}
        ORDER BY email LIMIT $3 OFFSET $4`,
      [newsletterId, status, size, (p - 1) * size],
    )) as RecipientRow[];
    return { items, totalCount: n, page: p, pageSize: size };
  }

  /**
   * Unsubscribes the address of an unsubscribe link (`token`), in one transaction: the address is
   * kept out of every audience from now on, its newsletter subscription (if any) is removed, and
   * its e-mails still waiting in a newsletter being sent are dropped (FAILED, 'Unsubscribed before
   * it was sent'). Using a link again changes nothing. Refused: a token that is not valid
   * (`unsubscribeLinkInvalid`).
   */
  async unsubscribe(token: string): Promise<{ email: string } | Refused> {
    const claim = await this.tokens.verify(token);
    if (!claim) {
      return {
        errors: [{ field: 'token', message: NewsletterPostMessages.unsubscribeLinkInvalid }],
      };
    }
    const email = claim.email.trim().toLowerCase();
    await this.dataSource.transaction(async (m) => {
      await m.query(
        `INSERT INTO newsletter_unsubscribes (email, newsletter_id) VALUES ($1, $2)
         ON CONFLICT (email) DO NOTHING`,
        [email, claim.newsletterId],
      );
      await m.query(`DELETE FROM newsletter_subscriptions WHERE email = $1`, [email]);
      await m.query(
        `UPDATE newsletter_recipients SET status = 'FAILED', last_error = 'Unsubscribed before it was sent'
          WHERE email = $1 AND status = 'PENDING'`,
        [email],
      );
    });
    return { email };
  }

  /** The newsletter's words with the rendered HTML (once per newsletter), or null if it is gone. */
  async content(newsletterId: string): Promise<NewsletterContent | null> {
    const [row] = (await this.dataSource.query(
      `SELECT subject, body FROM newsletters WHERE id = $1`,
      [newsletterId],
    )) as Array<{ subject: string; body: string }>;
    return row ? { ...row, html: newsletterBodyHtml(row.body) } : null;
  }

  /** The e-mail of one recipient (`id`: the recipient row, also its Message-ID). */
  async emailFor(
    content: NewsletterContent,
    recipient: { id: string; newsletterId: string; email: string },
    isTest = false,
  ) {
    const token = await this.tokens.sign({
      email: recipient.email,
      newsletterId: recipient.newsletterId,
    });
    return newsletterEmail(content, {
      to: recipient.email,
      unsubscribePageUrl: unsubscribePageUrl(this.config.webUrl, token),
      oneClickUrl: oneClickUnsubscribeUrl(this.config.webUrl, token),
      messageId: messageIdFor(recipient.id, this.config.mail.from),
      isTest,
    });
  }
}

/** Thrown inside `send`'s transaction to roll it back when nobody is in the audience. */
class EmptyAudience extends Error {}
