import type { BankAccountType } from '@hearth/contracts';
import { configuredSecret } from '@hearth/nest-common';

/** Options of `WiseRecipients`. */
export interface WiseRecipientsOptions {
  /** A Wise API token of the business profile that pays the chefs. */
  token: string;
  /** The paying business profile's id (the recipients belong to it). */
  profileId: number;
  /** Default `https://api.wise.com` (`https://api.sandbox.transferwise.tech` for the sandbox). */
  apiBase?: string;
  /** Per-request timeout in milliseconds (default 15 000). */
  timeoutMs?: number;
}

/** A chef's Canadian bank account as Wise needs it (the full account number, in clear). */
export interface RecipientBankAccount {
  accountHolderName: string;
  /** 3 digits. */
  institutionNumber: string;
  /** 5 digits. */
  transitNumber: string;
  /** 7–12 digits. */
  accountNumber: string;
  accountType: BankAccountType;
}

/** Wise's answer: the recipient's id, or Wise's refusal of the details in its own words. */
export type RecipientOutcome =
  { kind: 'created'; recipientId: number } | { kind: 'refused'; reason: string };

/** A failure Wise should get over (network, timeout, 429, 5xx): the creation is tried again later. */
export class RecipientProviderUnavailable extends Error {
  readonly transient = true;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RecipientProviderUnavailable';
  }
}

/**
 * The Wise recipients adapter: creates a chef's recipient account from their bank details with
 * `POST /v1/accounts` — `{ currency: 'CAD', type: 'canadian', profile, accountHolderName,
 * details: { legalType: 'PRIVATE', institutionNumber, transitNumber, accountNumber, accountType } }`
 * — and answers Wise's recipient id.
 *
 * Confirmed in Wise's API reference: the endpoint, `currency`, `type`, `profile`,
 * `accountHolderName`, `details.legalType` (PRIVATE/BUSINESS) and that the v1 account carries
 * `details.institutionNumber`, `details.transitNumber`, `details.accountNumber` and
 * `details.accountType`; that an address is needed only for USD/PHP/THB/TRY targets or USD/AUD
 * sources (so not for CAD → CAD). NOT confirmed (taken from Wise's account-requirements
 * convention, to be checked against `GET /v1/quotes/{id}/account-requirements` in the sandbox):
 * the type name `canadian` and the account type values `checking` / `savings`. Wise's endpoint
 * takes no idempotency key: the caller makes sure one save asks once at a time (a crash between
 * Wise's answer and our record can leave one unused duplicate recipient at Wise, never a wrong
 * payout).
 * @returns `created` with the id; `refused` with Wise's messages on a 4xx other than 429 (e.g. an
 *   invalid account number).
 * @throws RecipientProviderUnavailable (transient) on network errors, timeouts, 429 and 5xx.
 */
export class WiseRecipients {
  readonly name = 'wise' as const;
  private readonly base: string;

  constructor(private readonly options: WiseRecipientsOptions) {
    this.base = (options.apiBase ?? 'https://api.wise.com').replace(/\/$/, '');
  }

  /** Creates the recipient account for `account` (see the class). */
  async create(account: RecipientBankAccount): Promise<RecipientOutcome> {
    const body = {
      currency: 'CAD',
      type: 'canadian',
      profile: this.options.profileId,
      accountHolderName: account.accountHolderName,
      details: {
        legalType: 'PRIVATE',
        institutionNumber: account.institutionNumber,
        transitNumber: account.transitNumber,
        accountNumber: account.accountNumber,
        accountType: account.accountType === 'SAVING' ? 'savings' : 'checking',
      },
    };
    let res: Response;
    try {
      res = await fetch(`${this.base}/v1/accounts`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new RecipientProviderUnavailable(`Wise cannot be reached: ${(err as Error).message}`, {
        cause: err,
      });
    }
    const text = await res.text();
    if (res.status === 429 || res.status >= 500)
      throw new RecipientProviderUnavailable(`Wise answered ${res.status}: ${text.slice(0, 200)}`);
    const parsed = safeJson(text) as {
      id?: unknown;
      errors?: Array<{ message?: string }>;
    } | null;
    if (!res.ok) {
      const messages = (parsed?.errors ?? [])
        .map((e) => e.message?.trim())
        .filter((m): m is string => !!m);
      return {
        kind: 'refused',
        reason: (messages.length ? messages.join('; ') : `Wise answered ${res.status}`).slice(
          0,
          500,
        ),
      };
    }
    if (typeof parsed?.id !== 'number' || !Number.isSafeInteger(parsed.id) || parsed.id <= 0)
      throw new RecipientProviderUnavailable(
        `Wise answered without a recipient id: ${text.slice(0, 200)}`,
      );
    return { kind: 'created', recipientId: parsed.id };
  }
}

/**
 * What keeps the users service from making chefs' Wise recipients with real money at stake, one
 * clause each (empty: nothing). Production (`NODE_ENV=production`, or `HEARTH_PAYMENTS_MODE=live`)
 * pays chefs through Wise, so it needs `WISE_API_TOKEN` and a positive whole `WISE_PROFILE_ID`
 * (each also from `<NAME>_FILE`), as orders does (services/orders/src/payments/payments-mode.ts,
 * docs/rules/payments.md#live-or-test-money); `HEARTH_PAYMENTS_MODE=test` (a staging) needs
 * neither. Without them a chef's bank details would never become a Wise recipient, and every
 * payout would fail when it is sent.
 */
export function payoutRecipientProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const mode = env.HEARTH_PAYMENTS_MODE;
  if (mode === 'test') return [];
  if (mode !== 'live' && env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!configuredSecret('WISE_API_TOKEN', env)) problems.push('WISE_API_TOKEN is not set');
  const profile = configuredSecret('WISE_PROFILE_ID', env)?.value;
  if (!profile) problems.push('WISE_PROFILE_ID is not set');
  else if (!/^[1-9]\d*$/.test(profile))
    problems.push('WISE_PROFILE_ID is not a positive whole number');
  return problems;
}

/**
 * The Wise recipients adapter from the environment — the same variables as orders' payout
 * adapter: `WISE_API_TOKEN` and `WISE_PROFILE_ID` (each also from `<NAME>_FILE`, as mounted in
 * production) and `WISE_API_BASE` — or null when Wise is not configured (the embedded payout
 * stand-in needs no recipient).
 * @throws Error naming what is missing when live payouts need Wise (`payoutRecipientProblems`):
 *   the users service then refuses to start.
 */
export function wiseRecipientsFromEnv(env: NodeJS.ProcessEnv = process.env): WiseRecipients | null {
  const problems = payoutRecipientProblems(env);
  if (problems.length > 0)
    throw new Error(
      `users refuses to start on live money without Wise: ${problems.join('; ')} (or set HEARTH_PAYMENTS_MODE=test for a staging; docs/rules/payments.md#live-or-test-money)`,
    );
  const token = configuredSecret('WISE_API_TOKEN', env)?.value;
  const profileId = configuredSecret('WISE_PROFILE_ID', env)?.value;
  if (!token || !profileId) return null;
  return new WiseRecipients({
    token,
    profileId: Number(profileId),
    ...(env.WISE_API_BASE ? { apiBase: env.WISE_API_BASE } : {}),
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
