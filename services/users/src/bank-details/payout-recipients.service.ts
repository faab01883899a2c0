import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import { Topics } from '@hearth/events';
import { LOGGER, publishEvents } from '@hearth/nest-common';
import { payoutRecipientCreated } from '../integration-events/published/payout-recipient-created.event.js';
import { BankDetailsCipher } from './bank-details.cipher.js';
import { BankDetailsEntity } from './bank-details.entity.js';
import { RecipientProviderUnavailable, type WiseRecipients } from './wise-recipients.client.js';

/** Nest token of the Wise recipients adapter, or null when Wise is not configured. */
export const WISE_RECIPIENTS = Symbol('WISE_RECIPIENTS');

/** How long one attempt holds a chef's row before another may try (ms). */
const LEASE_MS = 120_000;
/** Backoff after the n-th failed attempt: 15 s, 30 s, 1 min, … at most 1 hour. */
export function recipientRetryDelayMs(tries: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, tries - 1), 3_600_000);
}

/** What one attempt did. */
export type RecipientAttempt = 'created' | 'refused' | 'retry-later' | 'nothing-due' | 'superseded';

/**
 * A chef's Wise recipient account, made from their saved bank details AFTER the save's
 * transaction (docs/rules/payments.md#payouts): the save only marks the row PENDING with a fresh
 * details version (in its own transaction, so nothing is half-written); then one attempt right
 * away and a sweep (`PAYOUT_RECIPIENT_SWEEP_SECONDS`, default 60; 0 turns it off) for the ones that
 * failed in passing. An attempt leases the row (2 minutes), so one save asks Wise once at a time.
 * On Wise's id: CREATED and `PayoutRecipientCreated` v1 through the outbox in one transaction; on
 * Wise's refusal: REFUSED with Wise's reason (the chef sees it on the bank-details page until they
 * save again); on a passing failure: tried again with backoff (15 s doubling, at most hourly). An
 * answer for details the chef has since replaced changes nothing. Never blocks or fails the save.
 * Without Wise configured nothing is recorded and nothing is sent.
 */
@Injectable()
export class PayoutRecipientsService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cipher: BankDetailsCipher,
    @Inject(WISE_RECIPIENTS) private readonly wise: WiseRecipients | null,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** True when Wise is configured (recipients are made). */
  get enabled(): boolean {
    return this.wise !== null;
  }

  /**
   * In the save's transaction: the chef's recipient is (re)due for the details just saved — a new
   * details version, PENDING, no refusal. Does nothing without Wise.
   */
  async requestIn(manager: EntityManager, userId: string): Promise<void> {
    if (!this.wise) return;
    await manager.query(
      `INSERT INTO payout_recipients (user_id, details_version, status, tries, next_attempt_at)
       VALUES ($1, $2, 'PENDING', 0, now())
       ON CONFLICT (user_id) DO UPDATE SET details_version = EXCLUDED.details_version,
         status = 'PENDING', recipient_id = NULL, refusal = NULL, last_error = NULL, tries = 0,
         next_attempt_at = now(), updated_at = now()`,
      [userId, randomUUID()],
    );
  }

  /**
   * After the save committed: one attempt now, in the background (its failures are only logged).
   * Resolves when it is done or after `waitMs` (ms), whichever comes first, so the save can show
   * a quick refusal without ever waiting long for Wise.
   */
  async attemptSoon(userId: string, waitMs = 0): Promise<void> {
    if (!this.wise) return;
    const attempt = this.attempt(userId).catch((err: unknown) =>
      this.logger.warn({ err, userId }, 'payout recipient: attempt failed; the sweep retries'),
    );
    this.track(attempt);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      attempt,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs))),
    ]);
    clearTimeout(timer);
  }

  /** Wise's refusal of the chef's current details (its own words), or null. */
  async refusalOf(userId: string): Promise<string | null> {
    if (!this.wise) return null;
    const [row] = (await this.dataSource.query(
      `SELECT refusal FROM payout_recipients WHERE user_id = $1 AND status = 'REFUSED'`,
      [userId],
    )) as Array<{ refusal: string | null }>;
    return row?.refusal ?? null;
  }

  /**
   * One attempt for the chef, if their row is due: lease it, ask Wise with the decrypted details,
   * record the answer for that details version only (see the class).
   */
  async attempt(userId: string): Promise<RecipientAttempt> {
    const wise = this.wise;
    if (!wise) return 'nothing-due';
    // TypeORM answers an UPDATE … RETURNING as [rows, affected count].
    const [[claim]] = (await this.dataSource.query(
      `UPDATE payout_recipients SET tries = tries + 1,
         next_attempt_at = now() + ($2 || ' milliseconds')::interval, updated_at = now()
       WHERE user_id = $1 AND status = 'PENDING' AND next_attempt_at <= now()
       RETURNING details_version AS "version", tries`,
      [userId, String(LEASE_MS)],
    )) as [Array<{ version: string; tries: number }>, number];
    if (!claim) return 'nothing-due';
    const bank = await this.dataSource.getRepository(BankDetailsEntity).findOneBy({ userId });
    if (!bank) return 'nothing-due';
    let outcome;
    try {
      outcome = await wise.create({
        accountHolderName: bank.accountName,
        institutionNumber: bank.institutionNumber,
        transitNumber: bank.transitNumber,
        accountNumber: await this.cipher.decrypt(bank.accountNumberEnc, userId),
        accountType: bank.accountType,
      });
    } catch (err) {
      const delay = recipientRetryDelayMs(claim.tries);
      await this.dataSource.query(
        `UPDATE payout_recipients SET last_error = $3,
           next_attempt_at = now() + ($4 || ' milliseconds')::interval, updated_at = now()
         WHERE user_id = $1 AND details_version = $2 AND status = 'PENDING'`,
        [userId, claim.version, (err as Error).message.slice(0, 500), String(delay)],
      );
      if (!(err instanceof RecipientProviderUnavailable)) throw err;
      this.logger.warn(
        { userId, tries: claim.tries, retryInMs: delay, err: err.message },
        'payout recipient: Wise unavailable; will retry',
      );
      return 'retry-later';
    }
    return this.dataSource.transaction(async (m) => {
      if (outcome.kind === 'refused') {
        const [, refused] = (await m.query(
          `UPDATE payout_recipients SET status = 'REFUSED', refusal = $3, last_error = NULL,
             updated_at = now()
           WHERE user_id = $1 AND details_version = $2 AND status = 'PENDING'`,
          [userId, claim.version, outcome.reason],
        )) as [unknown[], number];
        return refused ? 'refused' : 'superseded';
      }
      const [, created] = (await m.query(
        `UPDATE payout_recipients SET status = 'CREATED', recipient_id = $3, last_error = NULL,
           updated_at = now()
         WHERE user_id = $1 AND details_version = $2 AND status = 'PENDING'`,
        [userId, claim.version, outcome.recipientId],
      )) as [unknown[], number];
      if (!created) return 'superseded';
      await publishEvents(
        m,
        Topics.users,
        payoutRecipientCreated(userId, outcome.recipientId, bank.accountNumberLast4),
      );
      return 'created';
    });
  }

  /**
   * One sweep: makes chefs whose details were saved before Wise was configured due, then tries
   * every due chef (at most 20, oldest first). Answers how many were attempted.
   */
  async sweep(): Promise<number> {
    if (!this.wise) return 0;
    await this.dataSource.query(
      `INSERT INTO payout_recipients (user_id, details_version, status)
       SELECT b.user_id, gen_random_uuid(), 'PENDING' FROM bank_details b
       WHERE NOT EXISTS (SELECT 1 FROM payout_recipients r WHERE r.user_id = b.user_id)
       ON CONFLICT (user_id) DO NOTHING`,
    );
    const due = (await this.dataSource.query(
      `SELECT user_id AS "userId" FROM payout_recipients
       WHERE status = 'PENDING' AND next_attempt_at <= now() ORDER BY next_attempt_at LIMIT 20`,
    )) as Array<{ userId: string }>;
    for (const { userId } of due) await this.attempt(userId);
    return due.length;
  }

  /** Starts the sweep timer (see the class). */
  onApplicationBootstrap(): void {
    const seconds = Number(process.env.PAYOUT_RECIPIENT_SWEEP_SECONDS ?? 60);
    if (!this.wise || !Number.isFinite(seconds) || seconds <= 0) return;
    let running = false;
    this.timer = setInterval(() => {
      if (running) return;
      running = true;
      this.track(
        this.sweep()
          .catch((err: unknown) => this.logger.warn({ err }, 'payout recipients: sweep failed'))
          .finally(() => (running = false)),
      );
    }, seconds * 1000);
    this.timer.unref();
  }

  /** Stops the timer and waits for attempts in flight. */
  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([...this.inFlight]);
  }

  private track(p: Promise<unknown>): void {
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }
}
