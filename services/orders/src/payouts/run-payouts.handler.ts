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
   * (`payoutPeriodInFuture`).
   */
  async execute(
    periodEnd: Date | null,
    traceparent: string | null,
  ): Promise<PayoutRunOutcome | { errors: FieldError[] }> {
    const end = periodEnd ?? new Date();
    if (end.getTime() > Date.now())
      return { errors: [{ field: 'periodEnd', message: PaymentMessages.payoutPeriodInFuture }] };
    return this.dataSource.transaction((m) => this.runIn(m, end, 'ADMIN', traceparent));
  }

  /**
   * The weekly schedule's run: the newest weekly period at `now` (ending the last Monday 00:00 in
   * Toronto) unless it has run already; null when it had.
   */
  async executeWeekly(now = new Date()): Promise<PayoutRunOutcome | null> {
    const end = weeklyPeriodEnd(now);
    return this.dataSource.transaction(async (m) => {
      await this.runs.lock(m);
      if (await this.runs.hasRun(m, end)) return null;
      return this.runIn(m, end, 'SCHEDULE', null);
    });
  }

  private async runIn(
    m: EntityManager,
    periodEnd: Date,
    trigger: PayoutRunTrigger,
    traceparent: string | null,
  ): Promise<PayoutRunOutcome> {
    await this.runs.lock(m);
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
