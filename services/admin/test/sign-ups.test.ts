import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WaitlistMessages } from '@hearth/contracts';
import { InProcessEventBus, Topics, type EventEnvelope } from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { adminSubgraph } from '../src/subgraph.js';
import { eventually, freshDatabase, query } from '../../../test/support/db.js';
import { JOIN_GUEST, REGISTER_CHEF, SUBSCRIBE, countRows, visitor } from './support.js';

const M = WaitlistMessages;
const long = (n: number) => 'x'.repeat(n);

/** The three public sign-ups, described once so every rule is checked on each. */
const LISTS = [
  {
    name: 'chef waitlist',
    document: REGISTER_CHEF,
    field: 'registerChefWaitlist',
    table: 'chef_waitlist',
    eventType: 'ChefWaitlistJoined',
    duplicate: M.alreadyOnChefWaitlist,
    valid: (email: string) => ({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      phone: '(416) 555-0100',
      postalCode: 'm5v 2t6',
      chefType: 'FOUNDER',
    }),
    payload: (id: string, email: string) => ({
      registrationId: id,
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      chefType: 'FOUNDER',
    }),
  },
  {
    name: 'guest waitlist',
    document: JOIN_GUEST,
    field: 'joinGuestWaitlist',
    table: 'guest_waitlist',
    eventType: 'GuestWaitlistJoined',
    duplicate: M.alreadyOnGuestWaitlist,
    valid: (email: string) => ({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      phone: '(416) 555-0100',
      postalCode: 'm5v 2t6',
    }),
    payload: (id: string, email: string) => ({
      entryId: id,
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
    }),
  },
  {
    name: 'newsletter',
    document: SUBSCRIBE,
    field: 'subscribeNewsletter',
    table: 'newsletter_subscriptions',
    eventType: 'NewsletterSubscribed',
    duplicate: M.alreadySubscribed,
    valid: (email: string) => ({ email }),
    payload: (id: string, email: string) => ({ subscriptionId: id, email, role: 'CHEF' }),
  },
] as const;

/** Field rules shared by both waitlists (the contracts' messages). */
const PERSON_RULES: Array<[string, unknown, string]> = [
  ['firstName', '', M.firstNameRequired],
  ['firstName', '   ', M.firstNameRequired],
  ['firstName', long(101), M.nameTooLong],
  ['lastName', '', M.lastNameRequired],
  ['lastName', long(101), M.nameTooLong],
  ['email', '', M.emailRequired],
  ['email', '  ', M.emailRequired],
  ['email', 'not-an-email', M.emailInvalid],
  ['phone', '1'.repeat(21), M.phoneTooLong],
  ['phone', '+1 416 555 0100', M.phoneInvalid],
  ['postalCode', '', M.postalCodeRequired],
  ['postalCode', long(11), M.postalCodeTooLong],
];
const RULES = {
  'chef waitlist': PERSON_RULES,
  'guest waitlist': PERSON_RULES,
  newsletter: [
    ['email', '', M.emailRequired],
    ['email', 'ada@', M.emailInvalid],
  ] as Array<[string, unknown, string]>,
};

describe('admin subgraph: public sign-ups (waitlists, newsletter)', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  const bus = new InProcessEventBus();
  const published: EventEnvelope[] = [];
  let n = 0;
  const email = () => `person${++n}.${Date.now()}@example.com`;
  const outboxFor = (aggregateId: string) =>
    query<{ topic: string; eventType: string; envelope: EventEnvelope }>(
      db,
      `SELECT topic, "eventType", envelope FROM admin.outbox WHERE "aggregateId" = $1`,
      [aggregateId],
    );

  beforeAll(async () => {
    db = await freshDatabase(`hearth_test_admin_signups_${process.env.JEST_WORKER_ID ?? '1'}`);
    await bus.subscribe('test-observer', Topics.admin, async (e) => {
      published.push(e);
    });
    svc = await startSubgraph(adminSubgraph(), {
      config: { databaseUrl: db, port: 0, logLevel: 'silent' },
      bus,
    });
    url = `${svc.url}/graphql`;
  });
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  describe.each(LISTS)('$name', (list) => {
    const send = async (input: Record<string, unknown>) =>
      (await visitor(url, list.document, input)).data![list.field]!;

    it('stores a valid sign-up with a normalised e-mail and writes exactly one event through the outbox', async () => {
      const raw = `  New.${list.field}${Date.now()}@Example.COM `;
      const normalised = raw.trim().toLowerCase();
      const result = await send(list.valid(raw));
      expect(result.__typename).not.toMatch(/Error$/);
      expect(result.email).toBe(normalised);
      expect(new Date(result['createdAt'] as string).toISOString()).toBe(result['createdAt']);
      if (list.field !== 'subscribeNewsletter') {
        expect(result).toMatchObject({ postalCode: 'M5V 2T6', phone: '(416) 555-0100' });
      } else {
        expect(result['role']).toBe('CHEF');
      }
      const outbox = await outboxFor(result.id!);
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({
        topic: Topics.admin,
        eventType: list.eventType,
        envelope: {
          version: 1,
          aggregateId: result.id,
          payload: list.payload(result.id!, normalised),
        },
      });
      const event = await eventually(async () =>
        published.find((e) => e.aggregateId === result.id),
      );
      expect(event!.payload).toEqual(list.payload(result.id!, normalised));
    });

    it.each(RULES[list.name])(
      'refuses %s = %j with the contract message and writes nothing',
      async (field, value, message) => {
        const [rows, events] = [await countRows(db, list.table), await countRows(db, 'outbox')];
        const result = await send({ ...list.valid(email()), [field]: value });
        expect(result).toEqual({ __typename: 'ValidationError', errors: [{ field, message }] });
        expect(await countRows(db, list.table)).toBe(rows);
        expect(await countRows(db, 'outbox')).toBe(events);
      },
    );

    it('refuses the same e-mail again (other case, spaces) with the friendly message; one row', async () => {
      const address = email();
      expect((await send(list.valid(address))).__typename).not.toMatch(/Error$/);
      const events = await countRows(db, 'outbox');
      const again = await send(list.valid(`  ${address.toUpperCase()}  `));
      expect(again).toEqual({
        __typename: 'ValidationError',
        errors: [{ field: 'email', message: list.duplicate }],
      });
      expect(await countRows(db, list.table, 'email = $1', [address])).toBe(1);
      expect(await countRows(db, 'outbox')).toBe(events);
    });

    it('stores exactly one row and one event for 10 concurrent identical sign-ups', async () => {
      const address = email();
      const results = await Promise.all(
        Array.from({ length: 10 }, () => visitor(url, list.document, list.valid(address))),
      );
      const bodies = results.map((r) => r.data![list.field]!);
      const created = bodies.filter((b) => !b.__typename.endsWith('Error'));
      expect(created).toHaveLength(1);
      expect(bodies.filter((b) => b.__typename === 'ValidationError')).toHaveLength(9);
      for (const b of bodies.filter((x) => x.__typename === 'ValidationError'))
        expect(b.errors).toEqual([{ field: 'email', message: list.duplicate }]);
      expect(await countRows(db, list.table, 'email = $1', [address])).toBe(1);
      expect(await outboxFor(created[0]!.id!)).toHaveLength(1);
    });
  });

  it('keeps Beta and Founder apart: one e-mail may join each chef programme once', async () => {
    const address = email();
    const chef = LISTS[0];
    const beta = await visitor(url, REGISTER_CHEF, { ...chef.valid(address), chefType: 'BETA' });
    const founder = await visitor(url, REGISTER_CHEF, chef.valid(address));
    expect(beta.data!['registerChefWaitlist']!.chefType).toBe('BETA');
    expect(founder.data!['registerChefWaitlist']!.chefType).toBe('FOUNDER');
    expect(await countRows(db, 'chef_waitlist', 'email = $1', [address])).toBe(2);
  });

  it('stores an empty phone as null and the guest type as BETA; subscribes GUEST when asked', async () => {
    const guest = await visitor(url, JOIN_GUEST, { ...LISTS[1].valid(email()), phone: '' });
    expect(guest.data!['joinGuestWaitlist']).toMatchObject({ phone: null, guestType: 'BETA' });
    const sub = await visitor(url, SUBSCRIBE, { email: email(), role: 'GUEST' });
    expect(sub.data!['subscribeNewsletter']).toMatchObject({ role: 'GUEST' });
  });

  it('refuses a missing or unknown chef programme at the schema (GraphQL validation) and writes nothing', async () => {
    const rows = await countRows(db, 'chef_waitlist');
    const { chefType: _omit, ...noType } = LISTS[0].valid(email());
    for (const input of [noType, { ...noType, chefType: 'GOLD' }]) {
      const res = await visitor(url, REGISTER_CHEF, input);
      expect(res.data).toBeUndefined();
      expect(res.errors?.[0]?.message).toMatch(/chefType/);
    }
    const badRole = await visitor(url, SUBSCRIBE, { email: email(), role: 'ADMIN' });
    expect(badRole.errors?.[0]?.message).toMatch(/role/);
    expect(await countRows(db, 'chef_waitlist')).toBe(rows);
  });
});
