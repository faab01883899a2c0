/**
 * Live or test money (docs/rules/payments.md#live-or-test-money, issue 24 item 1): production
 * never runs on test money by accident.
 *
 * - With `NODE_ENV=production` (or `HEARTH_PAYMENTS_MODE=live`) orders starts only with live
 *   keys: `STRIPE_SECRET_KEY` (`sk_live_…`), `STRIPE_PUBLISHABLE_KEY` (`pk_live_…`),
 *   `STRIPE_WEBHOOK_SECRET` (`whsec_…`) and the payout provider, `WISE_API_TOKEN` and
 *   `WISE_PROFILE_ID`. Without them the local test processor would "charge" test cards and the
 *   recording payout provider would mark payouts paid: real earnings for fake revenue.
 * - `HEARTH_PAYMENTS_MODE=test` is the operator saying "this is staging": test keys or the local
 *   test processor, no live key (a live key would charge real cards on a site that says Test
 *   mode) and no Wise transfer through the live Wise API.
 * - Otherwise (development, `npm start`, tests) nothing is required.
 *
 * Each variable may come from a mounted file instead (`STRIPE_SECRET_KEY_FILE`,
 * `STRIPE_PUBLISHABLE_KEY_FILE`, `STRIPE_WEBHOOK_SECRET_FILE`, `WISE_API_TOKEN_FILE`,
 * `WISE_PROFILE_ID_FILE`; docs/rules/secrets.md), as in the prod overlay.
 *
 * The mode the platform shows (`paymentsModeOf`) is TEST whenever real money does not move:
 * everywhere but a live Stripe key, so the banner shows in development too.
 */
// Node's own modules only: main.ts runs this check before loading Nest, so a refusal is quick.
import { readFileSync } from 'node:fs';

/** Whether money is real: LIVE charges real cards; TEST moves no real money (the screens say so). */
export enum PaymentsMode {
  LIVE = 'LIVE',
  TEST = 'TEST',
}

/** The payment variables that may also come from a mounted file, `<NAME>_FILE`. */
export const PAYMENT_SECRET_VARIABLES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'WISE_API_TOKEN',
  'WISE_PROFILE_ID',
] as const;

/** The hosts of Wise's live API: a transfer through them moves real money. */
const LIVE_WISE_HOSTS = new Set(['api.wise.com', 'api.transferwise.com']);

/**
 * `env` with each of `PAYMENT_SECRET_VARIABLES` read from its `<NAME>_FILE` when that is set
 * (trimmed; it wins over `<NAME>`, as `configuredSecret` of nest-common does), and the files that
 * could not be read, each as a problem for the refusal line.
 */
export function resolvePaymentSecrets(env: NodeJS.ProcessEnv = process.env): {
  env: NodeJS.ProcessEnv;
  problems: string[];
} {
  const resolved: NodeJS.ProcessEnv = { ...env };
  const problems: string[] = [];
  for (const name of PAYMENT_SECRET_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    try {
      resolved[name] = readFileSync(file, 'utf8').trim();
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      problems.push(`${name}_FILE cannot be read (${file}: ${code})`);
    }
  }
  return { env: resolved, problems };
}

/** The mode the operator requires: `live` in production unless told `test`; none elsewhere. */
function requiredMode(env: NodeJS.ProcessEnv): 'live' | 'test' | undefined {
  const declared = env.HEARTH_PAYMENTS_MODE?.trim().toLowerCase();
  if (declared === 'test') return 'test';
  if (declared === 'live' || env.NODE_ENV === 'production') return 'live';
  return undefined;
}

/** Problems of a key that must start with `live` (e.g. `sk_live_`): unset, a test key, or neither. */
function liveKeyProblem(
  name: string,
  value: string | undefined,
  live: string,
  what: string,
): string | undefined {
  if (!value) return `${name} is not set (${what}, ${live}…)`;
  if (value.startsWith(live)) return undefined;
  const test = live.replace('_live_', '_test_');
  return value.startsWith(test)
    ? `${name} is a test key (${test}…), not a live one (${live}…)`
    : `${name} is not ${what} (${live}…)`;
}

/**
 * Everything wrong with the payments configuration in `env` (already resolved from files, see
 * `resolvePaymentSecrets`), one short clause per problem, in a fixed order; empty when orders may
 * start. Pure: reads only `env`. Rules (docs/rules/payments.md#live-or-test-money):
 * - `HEARTH_PAYMENTS_MODE` is unset, `test` or `live` (case-insensitive);
 * - live required (`NODE_ENV=production` without `HEARTH_PAYMENTS_MODE=test`, or
 *   `HEARTH_PAYMENTS_MODE=live`): `STRIPE_SECRET_KEY` `sk_live_…`, `STRIPE_PUBLISHABLE_KEY`
 *   `pk_live_…`, `STRIPE_WEBHOOK_SECRET` `whsec_…`, `WISE_API_TOKEN`, and `WISE_PROFILE_ID` a
 *   positive whole number;
 * - test declared: no `sk_live_`/`pk_live_` key, and no Wise token and profile aimed at Wise's
 *   live API (`WISE_API_BASE` unset or api.wise.com).
 * Key values are never echoed, only their kind.
 */
export function paymentsConfigProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const declared = env.HEARTH_PAYMENTS_MODE?.trim().toLowerCase();
  if (declared && declared !== 'test' && declared !== 'live')
    problems.push(`HEARTH_PAYMENTS_MODE is '${env.HEARTH_PAYMENTS_MODE}', not test or live`);
  const required = requiredMode(env);
  if (required === 'live') {
    for (const problem of [
      liveKeyProblem('STRIPE_SECRET_KEY', env.STRIPE_SECRET_KEY, 'sk_live_', 'a live secret key'),
      liveKeyProblem(
        'STRIPE_PUBLISHABLE_KEY',
        env.STRIPE_PUBLISHABLE_KEY,
        'pk_live_',
        'a live publishable key',
      ),
    ])
      if (problem) problems.push(problem);
    if (!env.STRIPE_WEBHOOK_SECRET)
      problems.push('STRIPE_WEBHOOK_SECRET is not set (the webhook signing secret, whsec_…)');
    else if (!env.STRIPE_WEBHOOK_SECRET.startsWith('whsec_'))
      problems.push('STRIPE_WEBHOOK_SECRET is not a webhook signing secret (whsec_…)');
    if (!env.WISE_API_TOKEN)
      problems.push('WISE_API_TOKEN is not set (without Wise, payouts are recorded, never sent)');
    if (!env.WISE_PROFILE_ID)
      problems.push('WISE_PROFILE_ID is not set (the Wise business profile)');
    else if (!/^[1-9]\d*$/.test(env.WISE_PROFILE_ID.trim()))
      problems.push('WISE_PROFILE_ID is not a Wise profile id (a positive whole number)');
  } else if (required === 'test') {
    if (env.STRIPE_SECRET_KEY?.startsWith('sk_live_'))
      problems.push(
        'STRIPE_SECRET_KEY is a live key (sk_live_…) but HEARTH_PAYMENTS_MODE=test: real cards would be charged on a site that says Test mode',
      );
    if (env.STRIPE_PUBLISHABLE_KEY?.startsWith('pk_live_'))
      problems.push(
        'STRIPE_PUBLISHABLE_KEY is a live key (pk_live_…) but HEARTH_PAYMENTS_MODE=test',
      );
    if (env.WISE_API_TOKEN && env.WISE_PROFILE_ID && paysThroughLiveWise(env.WISE_API_BASE))
      problems.push(
        "WISE_API_TOKEN sends payouts through Wise's live API but HEARTH_PAYMENTS_MODE=test: real money would leave for test orders (set WISE_API_BASE to Wise's sandbox, or leave Wise out)",
      );
  }
  return problems;
}

/** Whether `apiBase` (unset: the adapter's default, api.wise.com) is Wise's live API. */
function paysThroughLiveWise(apiBase: string | undefined): boolean {
  if (!apiBase) return true;
  try {
    return LIVE_WISE_HOSTS.has(new URL(apiBase).hostname);
  } catch {
    return false; // not a URL: the adapter's calls fail, no money moves
  }
}

/**
 * The one line orders prints when it refuses to start, naming every problem of `problems` (from
 * `paymentsConfigProblems`) and what to do about it.
 */
export function paymentsRefusal(problems: string[], env: NodeJS.ProcessEnv): string {
  const hint =
    requiredMode(env) === 'test'
      ? 'Staging (HEARTH_PAYMENTS_MODE=test) takes only test keys or the local test processor.'
      : 'Set them (each may be a mounted file, <NAME>_FILE), or HEARTH_PAYMENTS_MODE=test for a staging deployment: no real money moves and every screen says Test mode.';
  const where =
    requiredMode(env) === 'live' && env.NODE_ENV === 'production'
      ? 'payments are not live in production (NODE_ENV=production)'
      : 'the payments configuration is wrong';
  return `Hearth orders refuses to start: ${where}: ${problems.join('; ')}. ${hint} See docs/rules/payments.md#live-or-test-money.`;
}

/** The problems of the process's payments configuration: unreadable files, then the rules. */
export function paymentsStartupProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const resolved = resolvePaymentSecrets(env);
  return [...resolved.problems, ...paymentsConfigProblems(resolved.env)];
}

/** The payments configuration is not allowed to start (see `paymentsConfigProblems`). */
export class PaymentsConfigError extends Error {
  constructor(
    readonly problems: string[],
    env: NodeJS.ProcessEnv = process.env,
  ) {
    super(paymentsRefusal(problems, env));
    this.name = 'PaymentsConfigError';
  }
}

/**
 * Refuses a payments configuration with problems (`PaymentsConfigError`, its message the refusal
 * line); answers whether the operator declared staging (`HEARTH_PAYMENTS_MODE=test`).
 * @throws PaymentsConfigError
 */
export function assertPaymentsConfig(env: NodeJS.ProcessEnv = process.env): {
  declaredTest: boolean;
} {
  const problems = paymentsStartupProblems(env);
  if (problems.length > 0) throw new PaymentsConfigError(problems, env);
  return { declaredTest: requiredMode(env) === 'test' };
}

/** What the platform shows: LIVE only when the processor charges real cards. */
export function paymentsModeOf(processor: { readonly mode: 'test' | 'live' }): PaymentsMode {
  return processor.mode === 'live' ? PaymentsMode.LIVE : PaymentsMode.TEST;
}
