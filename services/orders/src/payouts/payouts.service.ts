import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { FieldError } from '@hearth/contracts';
import type {
  BankDetailsAddedPayload,
  EventEnvelope,
  PayoutRecipientCreatedPayload,
} from '@hearth/events';
import type { AuthUser } from '@hearth/nest-common';
import { ApprovePayoutHandler } from './approve-payout.handler.js';
import { ExportPayoutsQuery } from './export-payouts.query.js';
import { HoldPayoutHandler } from './hold-payout.handler.js';
import { MarkPayoutPaidHandler } from './mark-payout-paid.handler.js';
import { MyPayoutsQuery } from './my-payouts.query.js';
import type { PayoutStatus } from './payout.js';
import { PayoutQueries, type PayoutOrderRow, type PayoutRow } from './payout.queries.js';
import type { PayoutDecisionOutcome } from './payout-decision.js';
import { RecordBankDetailsHandler } from './record-bank-details.handler.js';
import { RecordPayoutRecipientHandler } from './record-payout-recipient.handler.js';
import { RunPayoutsHandler, type PayoutRunOutcome } from './run-payouts.handler.js';

// Names other folders and tests import from here; their homes are the files named.
export type { PayoutStatus } from './payout.js';
export type { PayoutOrderRow, PayoutRow } from './payout.queries.js';
export { weeklyPeriodEnd, type PayoutRunOutcome } from './run-payouts.handler.js';

/** Inbox consumer names of the payouts context. */
export const PayoutConsumers = {
  bankDetailsAdded: 'orders.on-bank-details-added',
  payoutRecipientCreated: 'orders.on-payout-recipient-created',
} as const;

/**
 * The payouts context's old single entry point, kept as a thin facade so callers outside
 * `payouts/` (the inbox handlers in `integration-events/`, tests) keep working: each method
 * delegates to the handler of one intention, which holds the rule. New code calls the handlers.
 */
@Injectable()
export class PayoutsService {
  constructor(
    private readonly recordBankDetailsHandler: RecordBankDetailsHandler,
    private readonly recordPayoutRecipientHandler: RecordPayoutRecipientHandler,
    private readonly runPayouts: RunPayoutsHandler,
    private readonly holdPayout: HoldPayoutHandler,
    private readonly approvePayout: ApprovePayoutHandler,
    private readonly markPayoutPaid: MarkPayoutPaidHandler,
    private readonly queries: PayoutQueries,
    private readonly myPayouts: MyPayoutsQuery,
    private readonly exportPayouts: ExportPayoutsQuery,
  ) {}

  /** `BankDetailsAdded` in the inbox transaction: see `RecordBankDetailsHandler`. */
  recordBankDetails(p: BankDetailsAddedPayload, m: EntityManager, e: EventEnvelope) {
    return this.recordBankDetailsHandler.execute(p, m, e);
  }

  /** `PayoutRecipientCreated` in the inbox transaction: see `RecordPayoutRecipientHandler`. */
  recordPayoutRecipient(p: PayoutRecipientCreatedPayload, m: EntityManager, e: EventEnvelope) {
    return this.recordPayoutRecipientHandler.execute(p, m, e);
  }

  /** RunPayouts up to `periodEnd` (null: now): see `RunPayoutsHandler.execute` (errors returned). */
  run(
    periodEnd: Date | null,
    traceparent: string | null,
  ): Promise<PayoutRunOutcome | { errors: FieldError[] }> {
    return this.runPayouts.execute(periodEnd, traceparent);
  }

  /** The weekly run at `now`: see `RunPayoutsHandler.executeWeekly` (null: it had run). */
  runScheduled(now = new Date()): Promise<PayoutRunOutcome | null> {
    return this.runPayouts.executeWeekly(now);
  }

  /** HoldPayout or ApprovePayout: see their handlers (errors returned). */
  decide(id: string, action: 'approve' | 'hold'): Promise<PayoutDecisionOutcome> {
    return action === 'hold' ? this.holdPayout.execute(id) : this.approvePayout.execute(id);
  }

  /** MarkPayoutPaid: see `MarkPayoutPaidHandler` (errors returned; a provider failure throws). */
  markPaid(id: string, traceparent: string | null): Promise<PayoutDecisionOutcome> {
    return this.markPayoutPaid.execute(id, traceparent);
  }

  /** Payouts of `status` (null: all), open ones first, at most `limit`: `PayoutQueries.list`. */
  list(status: PayoutStatus | null, limit: number): Promise<PayoutRow[]> {
    return this.queries.list(status, limit);
  }

  /** The signed-in chef's payouts: see `MyPayoutsQuery` (another role: FORBIDDEN). */
  mine(user: AuthUser): Promise<PayoutRow[]> {
    return this.myPayouts.execute(user);
  }

  /** The orders of each payout, keyed by payout id: `PayoutQueries.ordersOf`. */
  ordersOf(payoutIds: string[]): Promise<Map<string, PayoutOrderRow[]>> {
    return this.queries.ordersOf(payoutIds);
  }

  /** PayoutsCsv: see `ExportPayoutsQuery` (amounts in dollars, from cents). */
  csv(status: PayoutStatus | null): Promise<string> {
    return this.exportPayouts.execute(status);
  }
}
