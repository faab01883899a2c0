import { createHash } from 'node:crypto';
import type { PayoutProvider, PayoutTransferInput, ProviderTransfer } from './payout-provider.js';

/** Wise's transfer statuses in which the money did not reach the recipient, and will not. */
const WISE_FAILED = new Set(['cancelled', 'funds_refunded', 'bounced_back', 'charged_back']);

/**
 * A Wise transfer status in the port's terms: `outgoing_payment_sent` is PAID, the cancelled,
 * refunded, bounced-back or charged-back ones FAILED, every other (incoming_payment_waiting,
 * processing, funds_converted, …) PENDING.
 */
export function wiseTransferStatus(status: string): ProviderTransfer['status'] {
  if (status === 'outgoing_payment_sent') return 'PAID';
  return WISE_FAILED.has(status) ? 'FAILED' : 'PENDING';
}

/** Options of `WisePayoutProvider`. */
export interface WisePayoutProviderOptions {
  /** A Wise API token (personal or user token) of the business profile that pays. */
  token: string;
  /** The paying business profile's id. */
  profileId: number;
  /** Default `https://api.wise.com` (`https://api.sandbox.transferwise.tech` for the sandbox). */
  apiBase?: string;
  /**
   * The chef's Wise recipient account id (made from their bank details when they saved them), or
   * null when none exists yet.
   */
  recipientOf: (chefId: string) => Promise<number | null>;
  /** Per-request timeout in milliseconds (default 30 000). */
  timeoutMs?: number;
}

/** A failure Wise should get over (network, 429, 5xx): the admin's retry may succeed. */
export class PayoutProviderUnavailable extends Error {
  readonly transient = true;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PayoutProviderUnavailable';
  }
}

/**
 * The idempotency key as the UUID Wise wants for `customerTransactionId`: the same key always
 * gives the same UUID (SHA-256 based, version and variant bits set), so a retried transfer is
 * recognised by Wise and never sent twice.
 */
export function customerTransactionId(idempotencyKey: string): string {
  const h = createHash('sha256').update(`hearth-payout:${idempotencyKey}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

/**
 * The Wise adapter of the payout provider port (Wise's send-money flow): a quote for the payout
 * (CAD → CAD, the target amount in dollars), a transfer to the chef's recipient account with the
 * payout's reference and a `customerTransactionId` derived from the idempotency key, then funding
 * from the business balance. Returns Wise's transfer id.
 * @throws PayoutProviderUnavailable (transient) on network errors, 429 and 5xx; Error with Wise's
 *   message on any other refusal, or when the chef has no Wise recipient yet.
 */
export class WisePayoutProvider implements PayoutProvider {
  readonly name = 'wise';
  private readonly base: string;

  constructor(private readonly options: WisePayoutProviderOptions) {
    this.base = (options.apiBase ?? 'https://api.wise.com').replace(/\/$/, '');
  }

  async transfer(
    input: PayoutTransferInput,
    idempotencyKey: string,
  ): Promise<{ transferId: string }> {
    const recipient = await this.options.recipientOf(input.chefId);
    if (recipient === null)
      throw new Error('This chef has no Wise recipient account yet: save their bank details again');
    const profile = this.options.profileId;
    const quote = await this.post<{ id: string }>(`/v3/profiles/${profile}/quotes`, {
      sourceCurrency: input.currency.toUpperCase(),
      targetCurrency: input.currency.toUpperCase(),
      sourceAmount: null,
      targetAmount: input.amountCents / 100,
      targetAccount: recipient,
      payOut: 'BANK_TRANSFER',
    });
    const transfer = await this.post<{ id: number }>('/v1/transfers', {
      targetAccount: recipient,
      quoteUuid: quote.id,
      customerTransactionId: customerTransactionId(idempotencyKey),
      details: { reference: input.reference.slice(0, 35) },
    });
    const payment = await this.post<{ status: string; errorCode: string | null }>(
      `/v3/profiles/${profile}/transfers/${transfer.id}/payments`,
      { type: 'BALANCE' },
    );
    if (payment.status !== 'COMPLETED')
      throw new Error(`Wise did not fund the transfer: ${payment.errorCode ?? payment.status}`);
    return { transferId: String(transfer.id) };
  }

  /**
   * Wise's record of a transfer (`GET /v1/transfers/{id}`): its status (`wiseTransferStatus`) and
   * target amount in cents; null when Wise answers 404.
   * @throws PayoutProviderUnavailable (transient) on network errors, 429 and 5xx; Error on any
   *   other refusal.
   */
  async readTransfer(transferId: string): Promise<ProviderTransfer | null> {
    const t = await this.send<{ id: number; status: string; targetValue: number } | null>(
      'GET',
      `/v1/transfers/${encodeURIComponent(transferId)}`,
      undefined,
      true,
    );
    if (!t) return null;
    return {
      transferId: String(t.id),
      status: wiseTransferStatus(t.status),
      providerStatus: t.status,
      amountCents: Math.round(t.targetValue * 100),
    };
  }

  private post<T>(path: string, body: unknown): Promise<T> {
    return this.send<T>('POST', path, body, false);
  }

  private async send<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    nullOn404: boolean,
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.token}`,
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (err) {
      throw new PayoutProviderUnavailable(`Wise cannot be reached: ${(err as Error).message}`, {
        cause: err,
      });
    }
    const text = await res.text();
    if (nullOn404 && res.status === 404) return null as T;
    if (res.status === 429 || res.status >= 500)
      throw new PayoutProviderUnavailable(`Wise answered ${res.status}: ${text.slice(0, 200)}`);
    if (!res.ok) {
      const parsed = safeJson(text) as { errors?: Array<{ message?: string }> } | null;
      throw new Error(
        `Wise refused (${res.status}): ${parsed?.errors?.[0]?.message ?? text.slice(0, 200)}`,
      );
    }
    return JSON.parse(text) as T;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
