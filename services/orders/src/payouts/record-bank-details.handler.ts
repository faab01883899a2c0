import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { BankDetailsAddedPayload, EventEnvelope } from '@hearth/events';
import { PayoutBankAccountRepository } from './payout-bank-account.repository.js';
import { PayoutRepository } from './payout.repository.js';

/**
 * `BankDetailsAdded` (users), run by its inbox handler in the inbox transaction `m`: the chef has
 * bank details on file from the event's time (an older event never replaces a newer one's last 4
 * digits), so the next payout run pays them, and their unpaid payouts show the account they will
 * be sent to. Newer details drop a Wise recipient made before them; one made after is kept.
 */
@Injectable()
export class RecordBankDetailsHandler {
  constructor(
    private readonly accounts: PayoutBankAccountRepository,
    private readonly payouts: PayoutRepository,
  ) {}

  /** Projects the event `e` with payload `p`; nothing to answer (errors throw: the inbox retries). */
  async execute(p: BankDetailsAddedPayload, m: EntityManager, e: EventEnvelope): Promise<void> {
    const kept = await this.accounts.recordDetails(
      m,
      p.userId,
      e.occurredAt,
      p.accountLast4 ?? null,
    );
    if (kept) await this.payouts.showBankDigits(m, p.userId, kept.last4);
  }
}
