import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { ThreadBridgeEventBus } from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { PayoutRecipientsService } from '../src/bank-details/payout-recipients.service.js';
import { usersSubgraph } from '../src/subgraph.js';
import { eventually, freshDatabase, gql, query } from '../../../test/support/db.js';
import { WiseStandIn, wiseRecipientRecording } from '../../../test/support/wise-stand-in.js';

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) {
  __typename ... on AuthSession { accessToken user { id } } } }`;
const ADD_BANK = `mutation($input: BankDetailsInput!) { addBankDetails(input: $input) {
  __typename ... on BankDetails { accountNumberLast4 payoutRefusal }
  ... on ValidationError { errors { field message } } ... on ServerError { message } } }`;
const GET_BANK = `{ bankDetails { accountNumberLast4 payoutRefusal } }`;
const BANK = {
  accountName: 'Ada Lovelace',
  institutionNumber: '004',
  transitNumber: '12345',
  accountType: 'CHECKING',
  accountNumber: '1234567890',
};
const WISE_ENV = ['WISE_API_TOKEN', 'WISE_PROFILE_ID', 'WISE_API_BASE'] as const;

/**
 * Starts the built orders subgraph in a worker thread (two code-first subgraphs cannot share one
 * module graph), on the thread-bridged in-process bus; resolves with a stop function.
 */
async function startOrdersWorker(config: object, env: NodeJS.ProcessEnv) {
  const worker = new Worker(new URL('../../../scripts/lib/service-worker.mjs', import.meta.url), {
    workerData: { service: 'orders', config },
    env,
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (m: { type: string; error?: string }) =>
      m.type === 'ready' ? resolve() : reject(new Error(`orders failed to start:\n${m.error}`)),
    );
  });
  return async () => {
    await new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      worker.on('message', (m: { type?: string }) => {
        if (m?.type === 'stopped') void worker.terminate();
      });
      worker.postMessage({ type: 'stop' });
    });
  };
}

/**
 * A chef's Wise recipient account from their bank details, users (this thread) and orders (a
 * worker thread) on real Postgres with the thread-bridged in-process bus and a Wise stand-in that answers only the recorded requests: the save
 * answers at once, the recipient id reaches orders' payout account; Wise's refusal leaves the
 * details saved and shows the chef why; Wise down for a moment is tried again. The recipient (or
 * the refusal) is in the chef's own data copy, never the full account number.
 */
describe('users → orders: the Wise recipient of a chef’s bank details', () => {
  const wise = new WiseStandIn(30801);
  const bus = new ThreadBridgeEventBus();
  const saved = Object.fromEntries(WISE_ENV.map((k) => [k, process.env[k]]));
  let db: string;
  let users: RunningSubgraph;
  let stopOrders: (() => Promise<void>) | undefined;
  let url: string;

  const signUpChef = async () => {
    const res = await gql<{ signUp: { accessToken: string; user: { id: string } } }>(
      url,
      SIGN_UP,
      {
        input: {
          email: `wise.${randomUUID()}@example.com`,
          password: 'hunter22',
          firstName: 'Ada',
          lastName: 'Lovelace',
          role: 'CHEF',
        },
      },
      undefined,
      { 'x-client-ip': `wise-${randomUUID()}` },
    );
    return { token: res.data!.signUp.accessToken, id: res.data!.signUp.user.id };
  };
  /** The users part of the chef's data copy. */
  const copyOf = async (token: string) =>
    JSON.parse(
      (await gql<{ accountDataExport: string }>(url, '{ accountDataExport }', {}, token)).data!
        .accountDataExport,
    ) as { payoutRecipient: unknown; bankDetails: unknown };
  const payoutAccount = async (chefId: string) =>
    (
      await query<{ recipient: string | null; last4: string | null }>(
        db,
        `SELECT provider_recipient_id AS recipient, account_last4 AS last4
         FROM orders.payout_bank_accounts WHERE chef_id = $1`,
        [chefId],
      )
    )[0];

  beforeAll(async () => {
    await wise.start();
    Object.assign(process.env, {
      WISE_API_TOKEN: 'wise-test-token',
      WISE_PROFILE_ID: String(wiseRecipientRecording.profileId),
      WISE_API_BASE: wise.url,
    });
    db = await freshDatabase(`hearth_test_users_wise_${process.env.JEST_WORKER_ID ?? '1'}`);
    const config = { databaseUrl: db, port: 0, logLevel: 'silent' as const };
    stopOrders = await startOrdersWorker({ ...config, port: 30802 }, { ...process.env });
    users = await startSubgraph(usersSubgraph(), { config, bus });
    url = `${users.url}/graphql`;
  });
  afterAll(async () => {
    await users?.close();
    await stopOrders?.();
    await bus.stop();
    await wise.stop();
    for (const k of WISE_ENV)
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
  });

  it('saving bank details ends with Wise’s recipient id in orders’ payout account', async () => {
    const chef = await signUpChef();
    const res = await gql<{ addBankDetails: { __typename: string; payoutRefusal: null } }>(
      url,
      ADD_BANK,
      { input: BANK },
      chef.token,
    );
    expect(res.data!.addBankDetails).toEqual({
      __typename: 'BankDetails',
      accountNumberLast4: '7890',
      payoutRefusal: null,
    });
    const account = await eventually(async () => {
      const row = await payoutAccount(chef.id);
      return row?.recipient ? row : null;
    });
    expect(account).toEqual({ recipient: '148149706', last4: '7890' });
    expect(wise.unexpected).toEqual([]);
    const [outbox] = await query<{ payload: unknown }>(
      db,
      `SELECT envelope->'payload' AS payload FROM users.outbox
       WHERE "aggregateId" = $1 AND "eventType" = 'PayoutRecipientCreated'`,
      [chef.id],
    );
    expect(outbox!.payload).toEqual({
      userId: chef.id,
      provider: 'wise',
      recipientId: 148149706,
      accountLast4: '7890',
    });
    // The chef's data copy holds the recipient, and the account number only as its last four.
    const copy = await copyOf(chef.token);
    expect(copy.payoutRecipient).toEqual({
      provider: 'wise',
      status: 'CREATED',
      recipientId: '148149706',
      refusal: null,
      tries: 1,
      lastError: null,
      nextAttemptAt: null,
      updatedAt: expect.any(String),
    });
    expect(copy.bankDetails).toMatchObject({ accountNumberLast4: '7890', accountType: 'CHECKING' });
    expect(JSON.stringify(copy)).not.toContain(BANK.accountNumber);
  });

  it('Wise refusing replaced details leaves them saved, shows the refusal, and drops the old recipient; correct details again make one', async () => {
    const chef = await signUpChef();
    await gql(url, ADD_BANK, { input: BANK }, chef.token);
    await eventually(async () => (await payoutAccount(chef.id))?.recipient === '148149706');
    const res = await gql<{ addBankDetails: { __typename: string } }>(
      url,
      ADD_BANK,
      { input: { ...BANK, accountNumber: '0000000' } },
      chef.token,
    );
    // Wise answered quickly: the save's own answer already says why.
    expect(res.data!.addBankDetails).toEqual({
      __typename: 'BankDetails',
      accountNumberLast4: '0000',
      payoutRefusal: 'Please specify a valid account number.',
    });
    const shown = await eventually(async () => {
      const r = await gql<{
        bankDetails: { accountNumberLast4: string; payoutRefusal: string | null };
      }>(url, GET_BANK, {}, chef.token);
      return r.data!.bankDetails.payoutRefusal ? r.data!.bankDetails : null;
    });
    expect(shown).toEqual({
      accountNumberLast4: '0000',
      payoutRefusal: 'Please specify a valid account number.',
    });
    // Wise's refusal is in this chef's copy; a chef without bank details has no recipient.
    expect((await copyOf(chef.token)).payoutRecipient).toMatchObject({
      status: 'REFUSED',
      recipientId: null,
      refusal: 'Please specify a valid account number.',
    });
    expect((await copyOf((await signUpChef()).token)).payoutRecipient).toBeNull();
    expect(wise.unexpected).toEqual([]);
    // orders has the new details and no recipient: the old account's is never paid again.
    await eventually(async () => (await payoutAccount(chef.id))?.last4 === '0000');
    expect(await payoutAccount(chef.id)).toEqual({ recipient: null, last4: '0000' });
    // Saving correct details clears the refusal and makes the recipient.
    await gql(url, ADD_BANK, { input: BANK }, chef.token);
    await eventually(async () => (await payoutAccount(chef.id))?.recipient === '148149706');
    const after = await gql<{ bankDetails: { payoutRefusal: string | null } }>(
      url,
      GET_BANK,
      {},
      chef.token,
    );
    expect(after.data!.bankDetails.payoutRefusal).toBeNull();
  });

  it('Wise down for a moment: the save still answers, and the next attempt makes the recipient', async () => {
    const chef = await signUpChef();
    wise.failNext = 1;
    const res = await gql<{ addBankDetails: { __typename: string } }>(
      url,
      ADD_BANK,
      { input: BANK },
      chef.token,
    );
    expect(res.data!.addBankDetails.__typename).toBe('BankDetails');
    const [row] = await eventually(async () => {
      const rows = await query<{ tries: number; lastError: string | null }>(
        db,
        `SELECT tries, last_error AS "lastError" FROM users.payout_recipients
         WHERE user_id = $1 AND status = 'PENDING' AND last_error IS NOT NULL`,
        [chef.id],
      );
      return rows.length ? rows : null;
    });
    expect(row).toMatchObject({ tries: 1, lastError: expect.stringContaining('503') });
    // Not due yet (backoff): an attempt now changes nothing; once due, it makes the recipient.
    const recipients = users.app.get(PayoutRecipientsService);
    expect(await recipients.attempt(chef.id)).toBe('nothing-due');
    await query(
      db,
      `UPDATE users.payout_recipients SET next_attempt_at = now() WHERE user_id = $1`,
      [chef.id],
    );
    expect(await recipients.attempt(chef.id)).toBe('created');
    expect(await recipients.attempt(chef.id)).toBe('nothing-due');
    await eventually(async () => (await payoutAccount(chef.id))?.recipient === '148149706');
  });
});
