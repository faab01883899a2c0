import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventTypes, Topics, createEnvelope } from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { adminSubgraph } from '../src/subgraph.js';
import { eventually, freshDatabase, gql, query } from '../../../test/support/db.js';
import { CountingBus } from '../../../test/support/counting-bus.js';
import { createTestIssuer, type TestIssuer } from '../../../test/support/tokens.js';

const LIST = `{ chefApplications(limit: 50) { items { id status } } }`;

describe('admin chef verification queue follows the chef’s status', () => {
  let db: string;
  let svc: RunningSubgraph;
  let issuer: TestIssuer;
  let adminToken: string;
  const bus = new CountingBus({
    retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
  });
  const event = (type: string, userId: string, payload: object) =>
    createEnvelope({
      type,
      version: 1,
      aggregateId: userId,
      payload: { userId, email: `${userId}@example.com`, firstName: 'Cora', ...payload },
    });
  /** The chef's entries in the admin's chef list (one expected). */
  const entriesOf = async (userId: string) => {
    const res = await gql<{ chefApplications: { items: Array<{ id: string; status: string }> } }>(
      `${svc.url}/graphql`,
      LIST,
      {},
      adminToken,
    );
    return res.data?.chefApplications.items.filter((c) => c.id === userId) ?? [];
  };
  const statusOf = async (userId: string) => (await entriesOf(userId))[0]?.status;
  const inboxRowsOf = async (eventId: string) =>
    (await query(db, `SELECT 1 FROM admin.inbox WHERE "eventId" = $1`, [eventId])).length;

  beforeAll(async () => {
    db = await freshDatabase(`hearth_test_admin_queue_${process.env.JEST_WORKER_ID ?? '1'}`);
    issuer = await createTestIssuer();
    adminToken = (await issuer.token({ role: 'ADMIN' })).token;
    svc = await startSubgraph(
      { ...adminSubgraph(), tokenKeys: issuer.keys },
      { config: { databaseUrl: db, port: 0, logLevel: 'silent' }, bus },
    );
  });
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  it('moves a chef INITIAL → PENDING → ACTIVE, once per event even when delivered twice', async () => {
    const { id } = await issuer.token({ role: 'CHEF', status: 'INITIAL' });
    await bus.publish(Topics.users, [
      event(EventTypes.UserRegistered, id, { lastName: 'Chef', role: 'Chef', status: 'INITIAL' }),
    ]);
    expect(await eventually(() => statusOf(id))).toBe('INITIAL');
    const submitted = event(EventTypes.ChefApplicationSubmitted, id, {
      lastName: 'Chef',
      submittedAt: new Date().toISOString(),
    });
    await bus.publish(Topics.users, [submitted, submitted]);
    await eventually(async () => bus.handled(submitted.id) === 2); // both deliveries handled
    expect(await entriesOf(id)).toEqual([{ id, status: 'PENDING' }]);
    expect(await inboxRowsOf(submitted.id)).toBe(1);
    await bus.publish(Topics.users, [
      event(EventTypes.ChefApproved, id, {
        approvedBy: (await issuer.token({ role: 'ADMIN' })).id,
      }),
    ]);
    await eventually(async () => (await statusOf(id)) === 'ACTIVE');
    // A late third delivery of the submission (a broker replay) must not put the approved chef
    // back in the Unverified Chef queue: handled once per event id, it changes nothing.
    await bus.publish(Topics.users, [submitted]);
    await eventually(async () => bus.handled(submitted.id) === 3);
    expect(await entriesOf(id)).toEqual([{ id, status: 'ACTIVE' }]);
    expect(await inboxRowsOf(submitted.id)).toBe(1);
  });

  it('marks a rejected chef REJECTED', async () => {
    const { id } = await issuer.token({ role: 'CHEF', status: 'INITIAL' });
    await bus.publish(Topics.users, [
      event(EventTypes.UserRegistered, id, { lastName: 'Chef', role: 'Chef', status: 'INITIAL' }),
      event(EventTypes.ChefApplicationSubmitted, id, {
        lastName: 'Chef',
        submittedAt: new Date().toISOString(),
      }),
      event(EventTypes.ChefRejected, id, {
        reason: 'Certificate expired',
        rejectedBy: (await issuer.token({ role: 'ADMIN' })).id,
      }),
    ]);
    await eventually(async () => (await statusOf(id)) === 'REJECTED');
  });
});
