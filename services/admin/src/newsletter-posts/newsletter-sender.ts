import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { LOGGER, Mailer } from '@hearth/nest-common';
import type { NewsletterContent } from './newsletter-email.js';
import { NEWSLETTER_CONFIG, NEWSLETTER_MAILER } from './newsletter-mailer.js';
import { NewsletterPostsService } from './newsletter-posts.service.js';
import { NewsletterQueue, type ClaimedRecipient, type Outcome } from './newsletter-queue.js';
import type { NewsletterConfig } from './sender-config.js';

/** An SMTP error as nodemailer reports it. */
interface SmtpError {
  message?: string;
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
}

/** Connection-level error codes nodemailer gives when the message never reached the server. */
const NOT_CONNECTED = new Set(['ECONNECTION', 'EDNS', 'ETLS', 'ESOCKET', 'ETIMEDOUT']);

/**
 * How an SMTP try ended, by what the server said (docs/adr/0012-newsletter-delivery.md):
 * - a 4xx reply: the server refused for now and kept nothing → try again later;
 * - a 5xx reply: refused for good (unknown mailbox, policy) → FAILED with the reply;
 * - no connection (refused, DNS, TLS, timed out while connecting): nothing was sent → try again;
 * - anything else (the connection broke during or after the message): the server may have
 *   accepted it → FAILED as unknown, never sent again (at most once).
 */
export function classifySmtpError(err: unknown): Exclude<Outcome, { kind: 'sent' }> {
  const e = (err ?? {}) as SmtpError;
  const reply = (e.response ?? e.message ?? 'no reply').replace(/\s+/g, ' ').trim().slice(0, 300);
  if (e.responseCode && e.responseCode >= 400 && e.responseCode < 500) {
    return { kind: 'retry', reason: `The mail server said to try later: ${reply}` };
  }
  if (e.responseCode && e.responseCode >= 500) {
    return { kind: 'failed', reason: `The mail server refused it: ${reply}` };
  }
  if (e.code && NOT_CONNECTED.has(e.code) && (e.command === 'CONN' || !e.command)) {
    return { kind: 'retry', reason: `The mail server could not be reached (${e.code}).` };
  }
  return {
    kind: 'failed',
    reason: `The mail server did not confirm it (${e.code ?? 'error'}: ${reply}); not sent again so nobody gets it twice.`,
  };
}

/**
 * The newsletter sender: works through the queue (`NewsletterQueue`) from the application's start
 * to its shutdown, at most `ratePerSecond` e-mails per second over every replica, a few SMTP
 * connections at a time. Each claimed recipient gets its e-mail (with its own unsubscribe link and
 * Message-ID), then its outcome is recorded: SENT after the server accepted it, a passing failure
 * tried again with exponential backoff (`retryBaseMs`, doubling, at most `maxBackoffMs`) up to
 * `maxAttempts` tries, other failures FAILED with the reason. Shutting down stops claiming and
 * waits for the e-mails in flight to be sent and recorded; a restart goes on with the rows still
 * PENDING. Off when `ratePerSecond` is 0 or there is no database (schema extraction).
 */
@Injectable()
export class NewsletterSender implements OnApplicationBootstrap, OnModuleDestroy {
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private removeListener: (() => void) | null = null;
  private readonly contents = new Map<string, NewsletterContent>();

  constructor(
    private readonly queue: NewsletterQueue,
    private readonly posts: NewsletterPostsService,
    @Inject(NEWSLETTER_MAILER) private readonly mailer: Mailer,
    @Inject(NEWSLETTER_CONFIG) private readonly config: NewsletterConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.ratePerSecond <= 0 || !this.dataSource.isInitialized) return;
    this.removeListener = this.posts.onQueued(() => this.wake?.());
    this.loop = this.run();
  }

  /** Stops claiming, waits for the e-mails in flight, then closes the SMTP connections. */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    this.removeListener?.();
    this.wake?.();
    await this.loop;
    const closable = this.mailer as Mailer & { close?: () => void };
    closable.close?.();
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let waitMs: number;
      try {
        const claim = await this.queue.claim(
          this.config.batchSize,
          this.config.ratePerSecond,
          this.config.leaseMs,
        );
        if (claim.rows.length > 0) {
          await Promise.all(claim.rows.map((row) => this.deliver(row)));
          const finished = await this.queue.finishDone();
          if (finished > 0) this.logger.info({ finished }, 'newsletter: sent to every recipient');
          continue;
        }
        waitMs = claim.waitMs ?? this.config.idlePollMs;
        if (claim.waitMs === null) await this.queue.finishDone();
      } catch (err) {
        this.logger.warn({ err }, 'newsletter: the queue could not be read; trying again');
        waitMs = this.config.idlePollMs;
      }
      await this.sleep(waitMs);
    }
  }

  /** Sends one recipient's e-mail and records how it went (never throws). */
  private async deliver(row: ClaimedRecipient): Promise<void> {
    let outcome: Outcome;
    try {
      const content = await this.contentOf(row.newsletterId);
      const message = await this.posts.emailFor(content, row);
      await this.mailer.send(message);
      outcome = { kind: 'sent' };
    } catch (err) {
      outcome = classifySmtpError(err);
      this.logger.warn(
        {
          recipientId: row.id,
          attempt: row.attempt,
          outcome: outcome.kind,
          reason: outcome.reason,
        },
        'newsletter: an e-mail was not sent',
      );
    }
    const backoff = Math.min(
      this.config.retryBaseMs * 2 ** (row.attempt - 1),
      this.config.maxBackoffMs,
    );
    // The outcome must be recorded: a row left SENDING becomes FAILED at its lease's end.
    for (let tries = 1; ; tries++) {
      try {
        await this.queue.settle(row, outcome, this.config.maxAttempts, backoff);
        return;
      } catch (err) {
        if (tries >= 5) {
          this.logger.error({ err, recipientId: row.id }, 'newsletter: outcome not recorded');
          return;
        }
        await new Promise((r) => setTimeout(r, 200 * tries));
      }
    }
  }

  private async contentOf(newsletterId: string): Promise<NewsletterContent> {
    let content = this.contents.get(newsletterId);
    if (!content) {
      const loaded = await this.posts.content(newsletterId);
      if (!loaded) throw new Error(`newsletter ${newsletterId} not found`);
      content = loaded;
      if (this.contents.size > 20) this.contents.clear();
      this.contents.set(newsletterId, content);
    }
    return content;
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }
}
