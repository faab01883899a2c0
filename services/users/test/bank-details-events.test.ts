import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { EventTypes, InProcessEventBus, Topics, type EventEnvelope } from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { usersSubgraph } from '../src/subgraph.js';
import { eventually, freshDatabase, gql, query } from '../../../test/support/db.js';

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) {
  __typename ... on AuthSession { accessToken user { id } } } }`;
const ADD_BANK = `mutation($input: BankDetailsInput!) { addBankDetails(input: $input) {
  __typename ... on BankDetails { accountNumberLast4 }
  ... on ValidationError { errors { field message } } ... on ServerError { message } } }`;
const BANK = {
  accountName: 'Ada Lovelace',
  institutionNumber: '004',
  transitNumber: '12345',
  accountType: 'CHECKING',
  accountNumber: '1234567890',
};

/** Saving bank details publishes `BankDetailsAdded` v1 in the save's transaction. */
describe('users: BankDetailsAdded', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  const bus = new InProcessEventBus();
  const received: EventEnvelope[] = [];

  const signUpChef = async () => {
    const input = {
      email: `bank.${randomUUID()}@example.com`,
      password: 'hunter22',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'CHEF',
    };
    const res = await gql<{ signUp: { accessToken: string; user: { id: string } } }>(
      url,
      SIGN_UP,
      { input },
      undefined,
      { 'x-client-ip': `bank-${randomUUID()}` },
    );
    return { token: res.data!.signUp.accessToken, id: res.data!.signUp.user.id };
  };
  const events = (userId: string) =>
    query<{ type: string; topic: string; payload: unknown }>(
      db,
      `SELECT "eventType" AS type, topic, envelope->'payload' AS payload FROM users.outbox
       WHERE "aggregateId" = $1 AND "eventType" = $2 ORDER BY "createdAt"`,
      [userId, EventTypes.BankDetailsAdded],
    );

  beforeAll(async () => {
    db = await freshDatabase(`hearth_test_users_bank_${process.env.JEST_WORKER_ID ?? '1'}`);
    await bus.subscribe('bank-test', Topics.users, async (e) => {
      received.push(e);
    });
    svc = await startSubgraph(usersSubgraph(), {
      config: { databaseUrl: db, port: 0, logLevel: 'silent' },
      bus,
    });
    url = `${svc.url}/graphql`;
  });
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  it('a save writes BankDetailsAdded v1 {userId, accountLast4} to the outbox and the relay publishes it', async () => {
    const chef = await signUpChef();
    const res = await gql<{ addBankDetails: { __typename: string } }>(
      url,
      ADD_BANK,
      { input: BANK },
      chef.token,
    );
    expect(res.data!.addBankDetails.__typename).toBe('BankDetails');
    expect(await events(chef.id)).toEqual([
      {
        type: 'BankDetailsAdded',
        topic: Topics.users,
        payload: { userId: chef.id, accountLast4: '7890' },
      },
    ]);
    const published = await eventually(async () =>
      received.find((e) => e.type === EventTypes.BankDetailsAdded && e.aggregateId === chef.id),
    );
    expect(published).toMatchObject({
      version: 1,
      payload: { userId: chef.id, accountLast4: '7890' },
    });
    expect(JSON.stringify(published)).not.toContain('1234567890');
  });

  it('every replacement publishes again; an invalid save publishes nothing', async () => {
    const chef = await signUpChef();
    const bad = await gql<{ addBankDetails: { __typename: string } }>(
      url,
      ADD_BANK,
      { input: { ...BANK, transitNumber: '1' } },
      chef.token,
    );
    expect(bad.data!.addBankDetails.__typename).toBe('ValidationError');
    expect(await events(chef.id)).toEqual([]);
    for (const accountNumber of ['1234567', '7654321']) {
      const ok = await gql<{ addBankDetails: { __typename: string } }>(
        url,
        ADD_BANK,
        { input: { ...BANK, accountNumber } },
        chef.token,
      );
      expect(ok.data!.addBankDetails.__typename).toBe('BankDetails');
    }
    expect(await events(chef.id)).toHaveLength(2);
  });
});
