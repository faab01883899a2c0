import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

/**
 * The payout provider port: what orders needs from a bank-transfer service to send a chef their
 * payout, in integer cents of one currency (CAD). `RecordingPayoutProvider` (the embedded default)
 * records each transfer in the service's own `payout_transfers` table; an adapter of a real
 * provider (a bank's or Wise's transfer API) implements the same call.
 *
 * `transfer` takes an idempotency key derived by the caller from the payout (`payout:<id>:transfer`):
 * a retry after a crash between the call and the commit gets the first call's transfer and never
 * pays twice. A provider that cannot be reached throws; a refusal is thrown as well (the payout
 * stays APPROVED and the admin tries again).
 */
export interface PayoutProvider {
  /** The adapter's name for records and logs: `recording`, `wise`, … */
  readonly name: string;
  transfer(input: PayoutTransferInput, idempotencyKey: string): Promise<{ transferId: string }>;
  /**
   * The provider's own record of the transfer `transferId` (what `transfer` answered), for the
   * daily reconciliation (docs/rules/payments.md#reconciliation); null when it does not know it.
   * @throws when the provider cannot be reached.
   */
  readTransfer(transferId: string): Promise<ProviderTransfer | null>;
}

/**
 * A transfer as the provider records it: `PAID` (the money reached the chef's bank), `PENDING`
 * (still on its way) or `FAILED` (cancelled, bounced or returned: the chef did not get it), the
 * provider's own status word, and the amount sent in integer cents.
 */
export interface ProviderTransfer {
  transferId: string;
  status: 'PAID' | 'PENDING' | 'FAILED';
  providerStatus: string;
  amountCents: number;
}

/** One transfer to a chef's bank account on file. */
export interface PayoutTransferInput {
  payoutId: string;
  chefId: string;
  /** Integer cents (> 0). */
  amountCents: number;
  /** Lower-case ISO currency: `cad`. */
  currency: 'cad';
  /** Shown on the chef's bank statement, e.g. `Hearth payout 1A2B3C4D`. */
  reference: string;
}

/** Nest injection token of the payout provider. */
export const PAYOUT_PROVIDER = Symbol('PAYOUT_PROVIDER');

/**
 * The embedded default: no money moves; each transfer is recorded once per idempotency key in
 * `payout_transfers` (id `tr_<hex>`, status PAID), and a replay of the key answers the first
 * transfer. `readTransfer` answers the recorded row (a row set to FAILED stands for a transfer the
 * bank returned).
 */
export class RecordingPayoutProvider implements PayoutProvider {
  readonly name = 'recording';

  constructor(private readonly dataSource: DataSource) {}

  async transfer(input: PayoutTransferInput, idempotencyKey: string) {
    const id = `tr_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
    await this.dataSource.query(
      `INSERT INTO payout_transfers (id, idempotency_key, payout_id, chef_id, amount_cents,
                                     currency, reference)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        id,
        idempotencyKey,
        input.payoutId,
        input.chefId,
        input.amountCents,
        input.currency,
        input.reference,
      ],
    );
    const [row] = (await this.dataSource.query(
      `SELECT id FROM payout_transfers WHERE idempotency_key = $1`,
      [idempotencyKey],
    )) as Array<{ id: string }>;
    return { transferId: row!.id };
  }

  async readTransfer(transferId: string): Promise<ProviderTransfer | null> {
    const [row] = (await this.dataSource.query(
      `SELECT id, status, amount_cents AS "amountCents" FROM payout_transfers WHERE id = $1`,
      [transferId],
    )) as Array<{ id: string; status: ProviderTransfer['status']; amountCents: number }>;
    if (!row) return null;
    return {
      transferId: row.id,
      status: row.status,
      providerStatus: row.status,
      amountCents: row.amountCents,
    };
  }
}
