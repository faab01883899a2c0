/**
 * Admin chef verification lists against real PostgreSQL (Unverified Chef, All Chefs, Founder
 * Chefs): the projection of the users service's events (in-process bus), the founder flag joined by
 * normalised e-mail, search/sort/paging, and admin-only access.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InProcessEventBus, EventTypes, Topics, createEnvelope } from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { adminSubgraph } from '../src/subgraph.js';
import { eventually, freshDatabase, gql } from '../../../test/support/db.js';
import { createTestIssuer, type TestIssuer } from '../../../test/support/tokens.js';
import { REGISTER_CHEF, visitor } from './support.js';

type Chef = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  status: string;
  submittedAt: string | null;
  rejectionReason: string | null;
  isFounder: boolean;
  user: { id: string };
};
const FIELDS = `id email firstName lastName status submittedAt rejectionReason isFounder user { id }`;
const UNVERIFIED = `{ unverifiedChefs { ${FIELDS} } }`;
const CHEFS = `query($page: Int!, $pageSize: Int!, $sort: WaitlistSort, $search: String, $status: UserStatus) {
  chefs(page: $page, pageSize: $pageSize, sort: $sort, search: $search, status: $status) {
    items { ${FIELDS} } totalCount page pageSize } }`;
const FOUNDERS = `{ chefWaitlist(chefType: FOUNDER, pageSize: 100) { items { email chef { id status } } } }`;

describe('admin: chef verification lists (Unverified Chef, All Chefs, founder flag)', () => {
  let svc: RunningSubgraph;
  let url: string;
  let issuer: TestIssuer;
  let admin: string;
  const bus = new InProcessEventBus({
    retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
  });
  const tag = randomUUID().slice(0, 8);
  const envelope = (type: string, userId: string, payload: object) =>
    createEnvelope({ type, version: 1, aggregateId: userId, payload: { userId, ...payload } });
  const registered = (id: string, firstName: string, email: string, role = 'Chef') =>
    envelope(EventTypes.UserRegistered, id, {
      email,
      firstName,
      lastName: 'Cook',
      role,
      status: role === 'Chef' ? 'INITIAL' : 'ACTIVE',
    });
  const submitted = (id: string, firstName: string, email: string, at: string) =>
    envelope(EventTypes.ChefApplicationSubmitted, id, {
      email,
      firstName,
      lastName: 'Cook',
      submittedAt: at,
    });
  const chefs = async (vars: Record<string, unknown> = {}, token: string = admin) => {
    const res = await gql<{ chefs: { items: Chef[]; totalCount: number } }>(
      url,
      CHEFS,
      { page: 1, pageSize: 100, search: tag, ...vars },
      token,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.chefs;
  };
  const unverified = async () => {
    const res = await gql<{ unverifiedChefs: Chef[] }>(url, UNVERIFIED, {}, admin);
    expect(res.errors).toBeUndefined();
    return res.data!.unverifiedChefs.filter((c) => c.email.includes(tag));
  };

  // Three chefs: Ann (submits first), Bob (submits second, founder), Cy (never submits).
  const ann = { id: randomUUID(), email: `ann-${tag}@example.com` };
  const bob = { id: randomUUID(), email: `bob-${tag}@example.com` };
  const cy = { id: randomUUID(), email: `cy-${tag}@example.com` };

  beforeAll(async () => {
    const db = await freshDatabase(`hearth_test_admin_chefs_${process.env.JEST_WORKER_ID ?? '1'}`);
    issuer = await createTestIssuer();
    admin = (await issuer.token({ role: 'ADMIN' })).token;
    svc = await startSubgraph(
      { ...adminSubgraph(), tokenKeys: issuer.keys },
      { config: { databaseUrl: db, port: 0, logLevel: 'silent' }, bus },
    );
    url = `${svc.url}/graphql`;
    // Bob is on the founder waitlist with a differently written e-mail.
    const founder = await visitor(url, REGISTER_CHEF, {
      email: `  BOB-${tag}@Example.COM `,
      firstName: 'Bob',
      lastName: 'Cook',
      phone: null,
      postalCode: 'M5J 2X6',
      chefType: 'FOUNDER',
    });
    expect(founder.data?.registerChefWaitlist?.__typename).toBe('ChefWaitlistRegistration');
    await bus.publish(Topics.users, [
      registered(ann.id, 'Ann', ann.email),
      registered(bob.id, 'Bob', bob.email),
      registered(cy.id, 'Cy', cy.email),
      registered(randomUUID(), 'Gus', `gus-${tag}@example.com`, 'Guest'),
    ]);
    await eventually(async () => (await chefs()).totalCount === 3);
  });
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  it('All Chefs lists every chef from sign-up on (INITIAL), never guests, founders flagged', async () => {
    const list = await chefs({ sort: { field: 'FIRST_NAME', direction: 'ASC' } });
    expect(list.items.map((c) => [c.firstName, c.status, c.isFounder])).toEqual([
      ['Ann', 'INITIAL', false],
      ['Bob', 'INITIAL', true],
      ['Cy', 'INITIAL', false],
    ]);
    expect(list.items[0]!.user).toEqual({ id: ann.id });
    expect(await unverified()).toEqual([]);
  });

  it('the queue holds submitted applications, oldest first; a decision takes them out', async () => {
    // Bob's application is delivered twice and first; Ann submitted earlier.
    const late = submitted(bob.id, 'Robert', bob.email, '2026-11-20T12:00:00.000Z');
    await bus.publish(Topics.users, [
      late,
      late,
      submitted(ann.id, 'Ann', ann.email, '2026-11-20T09:00:00.000Z'),
    ]);
    const queue = await eventually(async () => {
      const q = await unverified();
      return q.length === 2 ? q : null;
    });
    expect(queue.map((c) => [c.firstName, c.status, c.submittedAt, c.isFounder])).toEqual([
      ['Ann', 'PENDING', '2026-11-20T09:00:00.000Z', false],
      ['Robert', 'PENDING', '2026-11-20T12:00:00.000Z', true],
    ]);

    const by = (await issuer.token({ role: 'ADMIN' })).id;
    await bus.publish(Topics.users, [
      envelope(EventTypes.ChefApproved, ann.id, {
        email: ann.email,
        firstName: 'Ann',
        approvedBy: by,
      }),
      envelope(EventTypes.ChefRejected, bob.id, {
        email: bob.email,
        firstName: 'Robert',
        reason: 'Certificate expired',
        rejectedBy: by,
      }),
    ]);
    await eventually(async () => (await unverified()).length === 0);
    const all = await chefs({ sort: { field: 'EMAIL', direction: 'ASC' } });
    expect(all.items.map((c) => [c.email, c.status, c.rejectionReason])).toEqual([
      [ann.email, 'ACTIVE', null],
      [bob.email, 'REJECTED', 'Certificate expired'],
      [cy.email, 'INITIAL', null],
    ]);
  });

  it('filters by status, searches by name, pages with a stable total', async () => {
    expect((await chefs({ status: 'REJECTED' })).items.map((c) => c.id)).toEqual([bob.id]);
    const byName = await chefs({ search: 'cy cook' });
    expect(byName.items.map((c) => c.id)).toEqual([cy.id]);
    const first = await chefs({ pageSize: 2, sort: { field: 'EMAIL', direction: 'DESC' } });
    const second = await chefs({
      page: 2,
      pageSize: 2,
      sort: { field: 'EMAIL', direction: 'DESC' },
    });
    expect(first.totalCount).toBe(3);
    expect([...first.items, ...second.items].map((c) => c.id)).toEqual([cy.id, bob.id, ann.id]);
    const bad = await gql(
      url,
      CHEFS,
      {
        page: 1,
        pageSize: 10,
        sort: { field: 'POSTAL_CODE', direction: 'ASC' },
      },
      admin,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('Founder Chefs shows whether the waitlisted person became a chef, and their status (list and CSV)', async () => {
    // Dee joins the founder waitlist but never signs up.
    const dee = await visitor(url, REGISTER_CHEF, {
      email: `dee-${tag}@example.com`,
      firstName: 'Dee',
      lastName: 'Baker',
      phone: null,
      postalCode: 'M5J 2X6',
      chefType: 'FOUNDER',
    });
    expect(dee.data?.registerChefWaitlist?.__typename).toBe('ChefWaitlistRegistration');
    const res = await gql<{ chefWaitlist: { items: Array<{ email: string; chef: unknown }> } }>(
      url,
      FOUNDERS,
      {},
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.chefWaitlist.items).toEqual([
      { email: `dee-${tag}@example.com`, chef: null },
      { email: `bob-${tag}@example.com`, chef: { id: bob.id, status: 'REJECTED' } },
    ]);
    // The CSV download has the same column, after Programme.
    const csv = await gql<{ adminListCsv: string }>(
      url,
      `query($s: WaitlistSort) { adminListCsv(list: FOUNDER_CHEFS, sort: $s) }`,
      { s: { field: 'FIRST_NAME', direction: 'ASC' } },
      admin,
    );
    expect(csv.errors).toBeUndefined();
    const rows = csv
      .data!.adminListCsv.trim()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[0]).toEqual([
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Postal code',
      'Programme',
      'Chef account',
      'Signed up',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[5], r[6]])).toEqual([
      ['Bob', 'Founder', 'Rejected'],
      ['Dee', 'Founder', 'Not signed up'],
    ]);
  });

  it('refuses the lists to chefs and guests (FORBIDDEN) and visitors (UNAUTHENTICATED)', async () => {
    const chef = (await issuer.token({ role: 'CHEF', status: 'ACTIVE' })).token;
    const guest = (await issuer.token({ role: 'GUEST' })).token;
    const vars = { page: 1, pageSize: 10 };
    for (const [doc, v] of [
      [UNVERIFIED, {}],
      [CHEFS, vars],
      [FOUNDERS, {}],
      [`{ chefApplications { items { id } } }`, {}],
    ] as const) {
      for (const token of [chef, guest]) {
        const res = await gql(url, doc, v, token);
        expect(res.data ?? null).toBeNull();
        expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      const anonymous = await gql(url, doc, v);
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('a visitor joining the founder waitlist never sees the chef account behind an e-mail', async () => {
    const res = await visitor(
      url,
      `mutation($input: ChefWaitlistInput!) { registerChefWaitlist(input: $input) {
        __typename ... on ChefWaitlistRegistration { chef { id status } } } }`,
      {
        email: ann.email,
        firstName: 'Ann',
        lastName: 'Cook',
        phone: null,
        postalCode: 'M5J 2X6',
        chefType: 'FOUNDER',
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.registerChefWaitlist).toEqual({
      __typename: 'ChefWaitlistRegistration',
      chef: null,
    });
  });
});
