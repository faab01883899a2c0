import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DateTime } from 'luxon';
import type { DataSource, EntityManager } from 'typeorm';
import { CURRENCY, PaymentMessages, type FieldError } from '@hearth/contracts';
import { Topics, type EventEnvelope } from '@hearth/events';
import { publishEvents } from '@hearth/nest-common';
import { payoutCreated } from '../integration-events/published/payout-created.event.js';
import { PayoutRunRepository, type PayoutRunTrigger } from './payout-run.repository.js';
import { PayoutQueries, type PayoutRow } from './payout.queries.js';
import { PayoutRepository } from './payout.repository.js';

/** The time zone of the weekly payout schedule (Monday 00:00 there). */
export const PAYOUT_ZONE = 'America/Toronto';

/**
 * The end of the newest weekly payout period at `now`: the last Monday 00:00 in Toronto at or
 * before `now` (the weekly run pays out everything completed before it).
 */
export function weeklyPeriodEnd(now: Date): Date {
  return DateTime.fromJSDate(now, { zone: PAYOUT_ZONE }).startOf('week').toJSDate();
}

/** What a run wrote: the period's end and the payouts created (none when nothing was due). */
export interface PayoutRunOutcome {
  periodEnd: Date;
  payouts: PayoutRow[];
}

/**
 * RunPayouts — chef payouts from the append-only ledger:
 * - **Who is paid:** only chefs with bank details on file; the others keep accruing and are paid
 *   by the first run after they add them.
 * - **What is paid:** per chef, the ledger balance of their COMPLETED orders (completed by the
 *   period's end) not paid out yet (`PayoutRunRepository.due`; a later refund lowers the next
 *   payout). A chef whose total is not above zero gets nothing this time.
 * - **How:** one PENDING payout per chef and period with, in the same transaction, a PAYOUT ledger
 *   entry per order and `PayoutCreated`. A run is idempotent: a second run of the same period (or
 *   any run once the money is paid out) writes nothing. Runs are serialised by an advisory lock.
 * - **In order:** under that lock, a run whose period end is not after the latest run's is refused
 *   (an admin's) or skipped (the schedule's): the due query counts an earlier period's entries
 *   plus every PAYOUT entry, so such a run would see a later refund's PAYOUT entry without the
 *   refund and pay the refunded money again (issue 24, item 4).
 * - **When:** on demand by an admin (`execute`) and weekly, every Monday 00:00 in Toronto
 *   (`executeWeekly`, catching up a missed week).
 */
@Injectable()
export class RunPayoutsHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly runs: PayoutRunRepository,
    private readonly payouts: PayoutRepository,
    private readonly queries: PayoutQueries,
  ) {}

  /**
   * An admin's run: pays out what is due up to `periodEnd` (null: now) in one transaction and
   * answers the payouts it created. Errors returned: `periodEnd` in the future
   * (`payoutPeriodInFuture`); `periodEnd` not after the latest run's period end
   * (`payoutPeriodNotAfterLatest`, decided under the run lock).
   */
  async execute(
    periodEnd: Date | null,
    traceparent: string | null,
  ): Promise<PayoutRunOutcome | { errors: FieldError[] }> {
    const end = periodEnd ?? new Date();
    if (end.getTime() > Date.now())
      return { errors: [{ field: 'periodEnd', message: PaymentMessages.payoutPeriodInFuture }] };
    const outcome = await this.dataSource.transaction((m) =>
      this.runIn(m, end, 'ADMIN', traceparent),
    );
    return outcome === 'not-after-latest'
      ? { errors: [{ field: 'periodEnd', message: PaymentMessages.payoutPeriodNotAfterLatest }] }
      : outcome;
  }

  /**
   * The weekly schedule's run: the newest weekly period at `now` (ending the last Monday 00:00 in
   * Toronto) unless a run has ended at or after it already (that period ran, or an admin ran up to
   * a later time); null when skipped.
   */
  async executeWeekly(now = new Date()): Promise<PayoutRunOutcome | null> {
    const end = weeklyPeriodEnd(now);
    const outcome = await this.dataSource.transaction((m) => this.runIn(m, end, 'SCHEDULE', null));
    return outcome === 'not-after-latest' ? null : outcome;
  }

  private async runIn(
    m: EntityManager,
    periodEnd: Date,
    trigger: PayoutRunTrigger,
    traceparent: string | null,
  ): Promise<PayoutRunOutcome | 'not-after-latest'> {
    await this.runs.lock(m);
    const latest = await this.runs.latestPeriodEnd(m);
    if (latest !== null && periodEnd.getTime() <= latest.getTime()) return 'not-after-latest';
    const created: string[] = [];
    const events: EventEnvelope[] = [];
    for (const chef of await this.runs.due(m, periodEnd)) {
      const id = randomUUID();
      const written = await this.payouts.create(m, { id, periodEnd, ...chef });
      if (!written) continue; // this chef's payout of this period exists already
      created.push(id);
      events.push(
        payoutCreated(
          {
            payoutId: id,
            chefId: chef.chefId,
            periodStart: written.periodStart.toISOString(),
            periodEnd: periodEnd.toISOString(),
            orderCount: chef.orderIds.length,
            amountCents: chef.amountCents,
            currency: CURRENCY,
          },
          traceparent,
        ),
      );
    }
    await this.runs.record(m, periodEnd, trigger, created.length);
    if (events.length > 0) await publishEvents(m, Topics.orders, events);
    return { periodEnd, payouts: await this.queries.byIds(m, created) };
  }
}
