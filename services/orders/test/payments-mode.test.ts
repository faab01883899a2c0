/**
 * Live or test money (issue 24 item 1, docs/rules/payments.md#live-or-test-money): production
 * refuses to start on test money, naming every missing or mismatched key; a declared staging
 * (`HEARTH_PAYMENTS_MODE=test`) starts and says TEST on the public `paymentsMode`. The rules as a
 * pure function, case by case; then the built service (`services/orders/dist/main.js`) as ops
 * would run it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { freshDatabase } from '../../../test/support/db.js';
import { freePort, sharedKafka } from '../../../test/support/kafka.js';
import { processorFromEnv } from '../src/payments/payments.module.js';
import {
  PaymentsMode,
  paymentsConfigProblems,
  paymentsModeOf,
  paymentsRefusal,
  resolvePaymentSecrets,
} from '../src/payments/payments-mode.js';

/** A complete live configuration (made-up values of the right kinds). */
const LIVE = {
  STRIPE_SECRET_KEY: 'sk_live_51Hearth',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51Hearth',
  STRIPE_WEBHOOK_SECRET: 'whsec_hearth',
  WISE_API_TOKEN: 'wise-token-hearth',
  WISE_PROFILE_ID: '16620000',
};
const PROD = { NODE_ENV: 'production' };
const STAGING = { NODE_ENV: 'production', HEARTH_PAYMENTS_MODE: 'test' };
const WISE_SANDBOX = 'https://api.sandbox.transferwise.tech';

describe('paymentsConfigProblems: what stops orders from starting', () => {
  it('outside production nothing is required (npm start, tests: the local test processor)', () => {
    expect(paymentsConfigProblems({})).toEqual([]);
    expect(paymentsConfigProblems({ NODE_ENV: 'development' })).toEqual([]);
    expect(paymentsConfigProblems({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_x' })).toEqual(
      [],
    );
  });

  it('production with no payment keys names all five, in order', () => {
    expect(paymentsConfigProblems(PROD)).toEqual([
      'STRIPE_SECRET_KEY is not set (a live secret key, sk_live_…)',
      'STRIPE_PUBLISHABLE_KEY is not set (a live publishable key, pk_live_…)',
      'STRIPE_WEBHOOK_SECRET is not set (the webhook signing secret, whsec_…)',
      'WISE_API_TOKEN is not set (without Wise, payouts are recorded, never sent)',
      'WISE_PROFILE_ID is not set (the Wise business profile)',
    ]);
  });

  it('production with live keys, a webhook secret and Wise starts', () => {
    expect(paymentsConfigProblems({ ...PROD, ...LIVE })).toEqual([]);
    expect(paymentsConfigProblems({ ...PROD, ...LIVE, HEARTH_PAYMENTS_MODE: 'live' })).toEqual([]);
  });

  it('production with Stripe test keys is refused, naming each test key without echoing it', () => {
    const problems = paymentsConfigProblems({
      ...PROD,
      ...LIVE,
      STRIPE_SECRET_KEY: 'sk_test_verysecretvalue',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_publicvalue',
    });
    expect(problems).toEqual([
      'STRIPE_SECRET_KEY is a test key (sk_test_…), not a live one (sk_live_…)',
      'STRIPE_PUBLISHABLE_KEY is a test key (pk_test_…), not a live one (pk_live_…)',
    ]);
    expect(problems.join(' ')).not.toMatch(/verysecretvalue|publicvalue/);
  });

  it('production refuses keys of the wrong kind, a webhook secret that is not one, a bad profile id', () => {
    expect(
      paymentsConfigProblems({
        ...PROD,
        ...LIVE,
        STRIPE_SECRET_KEY: 'pk_live_swapped',
        STRIPE_PUBLISHABLE_KEY: 'sk_live_swapped',
        STRIPE_WEBHOOK_SECRET: 'sk_live_swapped',
        WISE_PROFILE_ID: 'business',
      }),
    ).toEqual([
      'STRIPE_SECRET_KEY is not a live secret key (sk_live_…)',
      'STRIPE_PUBLISHABLE_KEY is not a live publishable key (pk_live_…)',
      'STRIPE_WEBHOOK_SECRET is not a webhook signing secret (whsec_…)',
      'WISE_PROFILE_ID is not a Wise profile id (a positive whole number)',
    ]);
  });

  it('production with live Stripe but no payout provider is refused: payouts would be marked paid, never sent', () => {
    const { WISE_API_TOKEN: _token, WISE_PROFILE_ID: _profile, ...stripeOnly } = LIVE;
    expect(paymentsConfigProblems({ ...PROD, ...stripeOnly })).toEqual([
      'WISE_API_TOKEN is not set (without Wise, payouts are recorded, never sent)',
      'WISE_PROFILE_ID is not set (the Wise business profile)',
    ]);
  });

  it('HEARTH_PAYMENTS_MODE=test (staging): no key needed; test keys, a Wise sandbox are fine', () => {
    expect(paymentsConfigProblems(STAGING)).toEqual([]);
    expect(paymentsConfigProblems({ ...STAGING, HEARTH_PAYMENTS_MODE: ' TEST ' })).toEqual([]);
    expect(
      paymentsConfigProblems({
        ...STAGING,
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        WISE_API_TOKEN: 'sandbox-token',
        WISE_PROFILE_ID: '1',
        WISE_API_BASE: WISE_SANDBOX,
      }),
    ).toEqual([]);
  });

  it('HEARTH_PAYMENTS_MODE=test refuses live keys and Wise through its live API: real money on a site that says Test mode', () => {
    expect(paymentsConfigProblems({ ...STAGING, ...LIVE })).toEqual([
      'STRIPE_SECRET_KEY is a live key (sk_live_…) but HEARTH_PAYMENTS_MODE=test: real cards would be charged on a site that says Test mode',
      'STRIPE_PUBLISHABLE_KEY is a live key (pk_live_…) but HEARTH_PAYMENTS_MODE=test',
      "WISE_API_TOKEN sends payouts through Wise's live API but HEARTH_PAYMENTS_MODE=test: real money would leave for test orders (set WISE_API_BASE to Wise's sandbox, or leave Wise out)",
    ]);
    const wiseLive = { ...STAGING, WISE_API_TOKEN: 't', WISE_PROFILE_ID: '1' };
    expect(
      paymentsConfigProblems({ ...wiseLive, WISE_API_BASE: 'https://api.wise.com/' }),
    ).toHaveLength(1);
    expect(paymentsConfigProblems({ ...wiseLive, WISE_API_BASE: 'http://127.0.0.1:9' })).toEqual(
      [],
    );
    // Outside production the same declaration holds (the banner would say Test mode).
    expect(paymentsConfigProblems({ HEARTH_PAYMENTS_MODE: 'test', ...LIVE })).toHaveLength(3);
  });

  it('HEARTH_PAYMENTS_MODE other than test or live is refused; live requires live keys anywhere', () => {
    expect(paymentsConfigProblems({ HEARTH_PAYMENTS_MODE: 'staging' })).toEqual([
      "HEARTH_PAYMENTS_MODE is 'staging', not test or live",
    ]);
    // In production a misspelt `test` does not make it staging: the live rules apply too.
    expect(paymentsConfigProblems({ ...PROD, HEARTH_PAYMENTS_MODE: 'tset' })).toHaveLength(6);
    expect(paymentsConfigProblems({ HEARTH_PAYMENTS_MODE: 'live' })).toHaveLength(5);
  });
});

describe('the refusal line and the mode the screens show', () => {
  it('is one line naming every problem and the way out', () => {
    const line = paymentsRefusal(paymentsConfigProblems(PROD), PROD);
    expect(line).not.toContain('\n');
    expect(line).toMatch(
      /^Hearth orders refuses to start: payments are not live in production \(NODE_ENV=production\): STRIPE_SECRET_KEY .*; STRIPE_PUBLISHABLE_KEY .*; STRIPE_WEBHOOK_SECRET .*; WISE_API_TOKEN .*; WISE_PROFILE_ID .*HEARTH_PAYMENTS_MODE=test for a staging deployment/,
    );
    expect(paymentsRefusal(['x'], { ...STAGING })).toContain(
      'Staging (HEARTH_PAYMENTS_MODE=test) takes only test keys or the local test processor.',
    );
  });

  it('TEST unless the processor charges real cards: the local test processor, a Stripe test key; LIVE with a live key', () => {
    const db = {} as DataSource; // the processors only keep it for later calls
    expect(paymentsModeOf(processorFromEnv(db, {}))).toBe(PaymentsMode.TEST);
    expect(
      paymentsModeOf(
        processorFromEnv(db, {
          STRIPE_SECRET_KEY: 'sk_test_x',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        }),
      ),
    ).toBe(PaymentsMode.TEST);
    expect(paymentsModeOf(processorFromEnv(db, LIVE))).toBe(PaymentsMode.LIVE);
  });

  it('keys may be mounted files (<NAME>_FILE wins, trimmed); an unreadable one is a problem', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-payments-'));
    try {
      writeFileSync(join(dir, 'stripe-secret-key'), 'sk_live_fromfile\n');
      const { env, problems } = resolvePaymentSecrets({
        STRIPE_SECRET_KEY: 'sk_test_fromenv',
        STRIPE_SECRET_KEY_FILE: join(dir, 'stripe-secret-key'),
        WISE_API_TOKEN_FILE: join(dir, 'missing'),
      });
      expect(env.STRIPE_SECRET_KEY).toBe('sk_live_fromfile');
      expect(problems).toEqual([
        `WISE_API_TOKEN_FILE cannot be read (${join(dir, 'missing')}: ENOENT)`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Runs the built orders service with `env` (and PATH); resolves with its exit code and output. */
function runBuilt(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['services/orders/dist/main.js'], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => out };
}

describe('the built orders service', () => {
  const started: Array<ReturnType<typeof runBuilt>> = [];
  afterAll(async () => {
    for (const run of started) {
      if (run.child.exitCode === null) {
        run.child.kill('SIGTERM');
        await run.exited;
      }
    }
  });

  it('NODE_ENV=production without payment keys exits non-zero at once, naming every missing key', async () => {
    const run = runBuilt({ NODE_ENV: 'production' });
    started.push(run);
    const code = await run.exited;
    expect(code).not.toBe(0);
    const lines = run.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Hearth orders refuses to start: payments are not live in production/,
    );
    for (const name of [
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'WISE_API_TOKEN',
      'WISE_PROFILE_ID',
    ])
      expect(lines[0]).toContain(`${name} is not set`);
  }, 20_000);

  it('with HEARTH_PAYMENTS_MODE=test it starts (ready), warns once, and answers paymentsMode TEST', async () => {
    const [{ brokers }, db, port] = await Promise.all([
      sharedKafka(),
      freshDatabase(`hearth_test_orders_payments_mode_${process.env.JEST_WORKER_ID ?? '1'}`),
      freePort(),
    ]);
    const run = runBuilt({
      NODE_ENV: 'production',
      HEARTH_PAYMENTS_MODE: 'test',
      DATABASE_URL: db,
      KAFKA_BROKERS: brokers.join(','),
      // the test broker listens on loopback only, in the clear
      KAFKA_ALLOW_PLAINTEXT: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    });
    started.push(run);
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 40_000;
    let ready = false;
    while (!ready && run.child.exitCode === null && Date.now() < deadline) {
      ready = await fetch(`${base}/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 100)); // poll interval, not a wait for an outcome
    }
    expect([ready, run.child.exitCode, ready ? '' : run.output()]).toEqual([true, null, '']);
    const answer = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ paymentsMode }' }),
    }).then((r) => r.json());
    expect(answer).toEqual({ data: { paymentsMode: 'TEST' } });
    expect(run.output()).toContain('payments in TEST mode (HEARTH_PAYMENTS_MODE=test)');
    run.child.kill('SIGTERM');
    await run.exited;
  }, 60_000);
});
