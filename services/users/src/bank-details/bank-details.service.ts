import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { accountNumberLast4, bankDetailsSchema, toFieldErrors } from '@hearth/contracts';
import { Topics } from '@hearth/events';
import { publishEvents, type InvalidInput } from '@hearth/nest-common';
import { bankDetailsAdded } from '../integration-events/published/bank-details-added.event.js';
import { BankDetailsCipher } from './bank-details.cipher.js';
import { BankDetailsEntity } from './bank-details.entity.js';
import { BankDetailsType } from './bank-details.types.js';
import { PayoutRecipientsService } from './payout-recipients.service.js';

/** Outcome of saving bank details. */
export type BankDetailsSaveResult = { kind: 'ok'; details: BankDetailsType } | InvalidInput;

/**
 * A chef's payout account (docs/rules/accounts-and-admin.md#bank-details; form rules:
 * `bankDetailsSchema`). One row per chef; saving again replaces it. The account number is
 * encrypted before it reaches the database and is never returned in full, to anyone.
 */
@Injectable()
export class BankDetailsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cipher: BankDetailsCipher,
    private readonly recipients: PayoutRecipientsService,
  ) {}

  /**
   * Validates (a message per missing field; nothing written on error), encrypts and upserts, and
   * adds `BankDetailsAdded` v1 (`Topics.users`) to the outbox in the same transaction. With Wise
   * configured the same transaction marks the chef's Wise recipient due, and after the commit
   * one attempt starts (`PayoutRecipientsService`), awaited at most 3 s so a quick refusal is in
   * the answer (`payoutRefusal`): Wise being slow, down or refusing never fails the save.
   */
  async save(
    userId: string,
    input: unknown,
    traceparent: string | null = null,
  ): Promise<BankDetailsSaveResult> {
    const raw = { ...(input as Record<string, unknown>) };
    // GraphQL sends null for an omitted enum; the form's default is Checking.
    if (raw.accountType === undefined) delete raw.accountType;
    const parsed = bankDetailsSchema.safeParse(raw);
    if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error) };
    const { accountNumber, ...rest } = parsed.data;
    const row = {
      userId,
      ...rest,
      accountNumberEnc: await this.cipher.encrypt(accountNumber, userId),
      accountNumberLast4: accountNumberLast4(accountNumber),
    };
    const saved = await this.dataSource.transaction(async (manager) => {
      await manager.upsert(BankDetailsEntity, row, ['userId']);
      await publishEvents(
        manager,
        Topics.users,
        bankDetailsAdded(userId, traceparent, row.accountNumberLast4),
      );
      await this.recipients.requestIn(manager, userId);
      return manager.findOneByOrFail(BankDetailsEntity, { userId });
    });
    // Wise's answer is awaited at most 3 s: a quick refusal shows at once, a slow Wise never holds the save.
    await this.recipients.attemptSoon(userId, 3_000);
    return { kind: 'ok', details: toView(saved, await this.recipients.refusalOf(userId)) };
  }

  /**
   * The chef's bank details (last 4 digits only) with Wise's refusal of them if any, or null when
   * none are on file.
   */
  async find(userId: string): Promise<BankDetailsType | null> {
    const row = await this.dataSource.getRepository(BankDetailsEntity).findOneBy({ userId });
    return row ? toView(row, await this.recipients.refusalOf(userId)) : null;
  }

  /** True when the chef has bank details on file (the dashboard banner; restaurant visibility). */
  exists(userId: string): Promise<boolean> {
    return this.dataSource.getRepository(BankDetailsEntity).existsBy({ userId });
  }
}

function toView(row: BankDetailsEntity, payoutRefusal: string | null): BankDetailsType {
  return Object.assign(new BankDetailsType(), {
    payoutRefusal,
    accountName: row.accountName,
    institutionNumber: row.institutionNumber,
    transitNumber: row.transitNumber,
    accountType: row.accountType,
    accountNumberLast4: row.accountNumberLast4,
    updatedAt: row.updatedAt,
  });
}
