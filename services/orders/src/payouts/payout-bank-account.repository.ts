import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * The SQL of `payout_bank_accounts`, orders' projection of users' bank details: which chefs
 * can be paid, the last 4 digits payouts show, and the Wise recipient account a transfer goes to.
 */
@Injectable()
export class PayoutBankAccountRepository {
  /**
   * Records that `chefId` has bank details on file from `filledAt` (an older record never
   * replaces a newer one's digits). Newer details drop a Wise recipient made before them (it is
   * the old account's); one made after is kept. Answers the digits now on file, or null when
   * this record was older than the one kept (nothing changed).
   */
  async recordDetails(
    m: EntityManager,
    chefId: string,
    filledAt: string,
    last4: string | null,
  ): Promise<{ last4: string | null } | null> {
    const [row] = (await m.query(
      `INSERT INTO payout_bank_accounts (chef_id, filled_at, account_last4) VALUES ($1, $2, $3)
       ON CONFLICT (chef_id) DO UPDATE
         SET filled_at = EXCLUDED.filled_at, account_last4 = EXCLUDED.account_last4,
           provider_recipient_id = CASE
             WHEN payout_bank_accounts.provider_recipient_at >= EXCLUDED.filled_at
             THEN payout_bank_accounts.provider_recipient_id END,
           provider_recipient_at = CASE
             WHEN payout_bank_accounts.provider_recipient_at >= EXCLUDED.filled_at
             THEN payout_bank_accounts.provider_recipient_at END
       WHERE payout_bank_accounts.filled_at <= EXCLUDED.filled_at
       RETURNING account_last4 AS "last4"`,
      [chefId, filledAt, last4],
    )) as Array<{ last4: string | null }>;
    return row ?? null;
  }

  /**
   * Records the Wise recipient `recipientId` of `chefId` from `createdAt`: an older recipient
   * never replaces a newer one; before any bank details the row is made with `last4`.
   */
  async recordRecipient(
    m: EntityManager,
    chefId: string,
    createdAt: string,
    last4: string,
    recipientId: number,
  ): Promise<void> {
    await m.query(
      `INSERT INTO payout_bank_accounts
         (chef_id, filled_at, account_last4, provider_recipient_id, provider_recipient_at)
       VALUES ($1, $2, $3, $4, $2)
       ON CONFLICT (chef_id) DO UPDATE
         SET provider_recipient_id = EXCLUDED.provider_recipient_id,
           provider_recipient_at = EXCLUDED.provider_recipient_at
       WHERE payout_bank_accounts.provider_recipient_at IS NULL
          OR payout_bank_accounts.provider_recipient_at <= EXCLUDED.provider_recipient_at`,
      [chefId, createdAt, last4, recipientId],
    );
  }

  /** The Wise recipient account id of `chefId`, or null when none is on file. */
  static async recipientOf(dataSource: DataSource, chefId: string): Promise<number | null> {
    const [row] = (await dataSource.query(
      `SELECT provider_recipient_id AS id FROM payout_bank_accounts WHERE chef_id = $1`,
      [chefId],
    )) as Array<{ id: string | null }>;
    return row?.id ? Number(row.id) : null;
  }
}
