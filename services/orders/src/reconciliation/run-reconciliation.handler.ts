import { Inject, Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import type { FieldError } from '@hearth/contracts';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../payments/payment-processor.js';
import {
  PAYOUT_PROVIDER,
  type PayoutProvider,
  type ProviderTransfer,
} from '../payouts/payout-provider.js';
import { PAYOUT_ZONE } from '../payouts/run-payouts.handler.js';
import { matchPayouts, matchProcessor } from './match.js';
import {
  ReconciliationRepository,
  type ReconciliationRunRow,
  type ReconciliationTrigger,
} from './reconciliation.repository.js';

/** The processor's window is this much wider on each side, so a moment's lag still matches. */
export const MARGIN_MS = 60 * 60_000;
/** Disputes opened this many days before the day are checked too (they close weeks later). */
export const DISPUTE_LOOKBACK_DAYS = 120;
/** The schedule reconciles the days missed in this many days before today (yesterday included). */
export const CATCH_UP_DAYS = 7;
/** Payouts paid this many days before the day are checked too (a bank returns one days later). */
export const PAYOUT_LOOKBACK_DAYS = 30;

/** Admin-facing refusals of `runReconciliation` (docs/rules/payments.md#reconciliation). */
export const ReconciliationMessages = {
  dayInvalid: 'Enter a day as YYYY-MM-DD',
  dayNotOver: 'Only a day that is over can be reconciled',
  running: 'This day is being reconciled right now; try again in a minute',
} as const;

/** The Toronto day `day` (`YYYY-MM-DD`) as the period `[start, end)`, or null when invalid. */
export function dayPeriod(day: string): { from: Date; to: Date } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = DateTime.fromISO(day, { zone: PAYOUT_ZONE });
  if (!start.isValid) return null;
  return { from: start.toJSDate(), to: start.plus({ days: 1 }).toJSDate() };
}

/** The Toronto day before the one `now` is in, `YYYY-MM-DD` (the daily run's day). */
export function yesterdayIn(now: Date): string {
  return DateTime.fromJSDate(now, { zone: PAYOUT_ZONE }).minus({ days: 1 }).toISODate()!;
}

/** What one run did: the run row and how many mismatches it found, of them new. */
export interface ReconciliationOutcome {
  run: ReconciliationRunRow;
  found: number;
  added: number;
}

/**
 * RunReconciliation — the daily check that Hearth's money records agree with the processor's and
 * the payout provider's (docs/rules/payments.md#reconciliation, issue 24 item 8), for one Toronto
 * day `[00:00, 24:00)`:
 * - the processor's captures (with fees), refunds and disputes (`PaymentProcessor.listActivity`)
 *   against the ledger's GROSS, PROCESSOR_FEE and REFUND entries and `payment_disputes`
 *   (`matchProcessor`);
 * - each payout PAID in the day or the 30 days before against the provider's transfer
 *   (`PayoutProvider.readTransfer`, `matchPayouts`).
 * Every mismatch is stored once per (kind, reference) (`ReconciliationRepository.store`); running
 * a day again adds nothing it found before. Several replicas: the run row is claimed atomically,
 * so one replica reconciles a day; a failed run is tried again by the next scheduled tick.
 */
@Injectable()
export class RunReconciliationHandler {
  constructor(
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    @Inject(PAYOUT_PROVIDER) private readonly provider: PayoutProvider,
    private readonly repo: ReconciliationRepository,
  ) {}

  /**
   * The daily schedule's run: reconciles each of the `CATCH_UP_DAYS` Toronto days before the one
   * `now` is in (oldest first) that has not been reconciled (nor is being), so days missed while
   * the service was down are caught up. Returns how many new mismatches it stored.
   * @throws the first failure of the processor or provider, after trying every due day (each
   *   failed day is recorded and tried again at the next tick).
   */
  async runDaily(now = new Date()): Promise<number> {
    let added = 0;
    let failure: unknown = null;
    const today = DateTime.fromJSDate(now, { zone: PAYOUT_ZONE }).startOf('day');
    for (let back = CATCH_UP_DAYS; back >= 1; back -= 1) {
      try {
        const outcome = await this.runDay(
          today.minus({ days: back }).toISODate()!,
          'SCHEDULE',
          false,
        );
        if (typeof outcome === 'object') added += outcome.added;
      } catch (err) {
        failure ??= err;
      }
    }
    if (failure) throw failure;
    return added;
  }

  /**
   * An admin's run of `day` (`YYYY-MM-DD`; null: yesterday in Toronto), again if it ran before.
   * Errors returned on `day`: not a date (`dayInvalid`), not over yet (`dayNotOver`), being run
   * by another replica right now (`running`).
   * @throws what the processor or provider throws.
   */
  async execute(
    day: string | null,
    now = new Date(),
  ): Promise<ReconciliationOutcome | { errors: FieldError[] }> {
    const d = day ?? yesterdayIn(now);
    const period = dayPeriod(d);
    const refuse = (message: string) => ({ errors: [{ field: 'day', message }] });
    if (!period) return refuse(ReconciliationMessages.dayInvalid);
    if (period.to.getTime() > now.getTime()) return refuse(ReconciliationMessages.dayNotOver);
    const outcome = await this.runDay(d, 'ADMIN', true);
    return outcome === 'running' || outcome === 'done'
      ? refuse(ReconciliationMessages.running)
      : outcome;
  }

  private async runDay(
    day: string,
    trigger: ReconciliationTrigger,
    rerun: boolean,
  ): Promise<ReconciliationOutcome | 'running' | 'done'> {
    const period = dayPeriod(day)!;
    const claim = await this.repo.claim(day, period.from, period.to, trigger, rerun);
    if (claim !== 'claimed') return claim;
    try {
      const found = [...(await this.matchProcessor(period)), ...(await this.matchPayouts(period))];
      const added = await this.repo.store(day, found);
      return { run: await this.repo.finish(day, found.length), found: found.length, added };
    } catch (err) {
      await this.repo.fail(day, err instanceof Error ? err.message : String(err));
      throw err;
    }
  }

  private async matchProcessor(p: { from: Date; to: Date }) {
    const activity = await this.processor.listActivity(
      new Date(p.from.getTime() - MARGIN_MS),
      new Date(p.to.getTime() + MARGIN_MS),
      DateTime.fromJSDate(p.from).minus({ days: DISPUTE_LOOKBACK_DAYS }).toJSDate(),
    );
    const name = this.processor.name;
    const paymentIds = [
      ...new Set([
        ...activity.charges.map((c) => c.paymentId),
        ...activity.refunds.map((r) => r.paymentId),
        ...activity.disputes.map((d) => d.paymentId),
      ]),
    ];
    const [payments, refunds, disputes] = await Promise.all([
      this.repo.ledgerPayments(name, paymentIds, p.from, p.to),
      this.repo.ledgerRefunds(
        name,
        activity.refunds.map((r) => r.refundId),
        p.from,
        p.to,
      ),
      this.repo.disputes(
        name,
        activity.disputes.map((d) => d.disputeId),
        p.from,
        p.to,
      ),
    ]);
    return matchProcessor(p, activity, payments, refunds, disputes);
  }

  private async matchPayouts(p: { from: Date; to: Date }) {
    const since = DateTime.fromJSDate(p.from).minus({ days: PAYOUT_LOOKBACK_DAYS }).toJSDate();
    const payouts = await this.repo.paidPayouts(since, p.to);
    const transfers = new Map<string, ProviderTransfer | null>();
    for (const { transferId } of payouts)
      if (transferId && !transfers.has(transferId))
        transfers.set(transferId, await this.provider.readTransfer(transferId));
    return matchPayouts(payouts, transfers);
  }
}
