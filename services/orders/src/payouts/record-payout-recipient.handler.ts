import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope, PayoutRecipientCreatedPayload } from '@hearth/events';
import { PayoutBankAccountRepository } from './payout-bank-account.repository.js';

/**
 * `PayoutRecipientCreated` (users), run by its inbox handler in the inbox transaction `m`: Wise
 * payouts to the chef go to this recipient account from the event's time. An older recipient
 * never replaces a newer one; if it comes before its `BankDetailsAdded`, the row is made with the
 * event's last 4 digits and that event then keeps the recipient.
 */
@Injectable()
export class RecordPayoutRecipientHandler {
  constructor(private readonly accounts: PayoutBankAccountRepository) {}

  /** Projects the event `e` with payload `p`; nothing to answer (errors throw: the inbox retries). */
  async execute(
    p: PayoutRecipientCreatedPayload,
    m: EntityManager,
    e: EventEnvelope,
  ): Promise<void> {
    await this.accounts.recordRecipient(m, p.userId, e.occurredAt, p.accountLast4, p.recipientId);
  }
}
