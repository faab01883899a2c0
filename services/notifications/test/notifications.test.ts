import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventTypes, Topics, createEnvelope, type UserRegisteredPayload } from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { notificationsSubgraph } from '../src/subgraph.js';
import { eventually, freshDatabase, gql, query } from '../../../test/support/db.js';
import { createTestIssuer, type TestIssuer } from '../../../test/support/tokens.js';
import { CountingBus } from '../../../test/support/counting-bus.js';

const PAGE = `query GetNotifications($limit: Int!, $cursor: String) {
  notifications(limit: $limit, cursor: $cursor) { items { id title body isSeen createdAt } nextCursor } }`;
const UNSEEN = `query { unseenNotificationCount }`;

function registered(userId: string, role: UserRegisteredPayload['role'] = 'Guest') {
  return createEnvelope<UserRegisteredPayload>({
    type: EventTypes.UserRegistered,
    version: 1,
    aggregateId: userId,
    payload: {
      userId,
      email: `${userId}@example.com`,
      firstName: 'Grace',
      lastName: 'Hopper',
      role,
      status: 'ACTIVE',
    },
  });
}

describe('notifications subgraph', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  let issuer: TestIssuer;
  const bus = new CountingBus({
    retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
  });
  const countFor = async (userId: string) =>
    Number(
      (
        await query<{ c: string }>(
          db,
          `SELECT count(*) c FROM notifications.notifications WHERE user_id = $1`,
          [userId],
        )
      )[0]!.c,
    );

  beforeAll(async () => {
    db = await freshDatabase(`hearth_test_notifications_${process.env.JEST_WORKER_ID ?? '1'}`);
    issuer = await createTestIssuer();
    svc = await startSubgraph(
      { ...notificationsSubgraph(), tokenKeys: issuer.keys },
      { config: { databaseUrl: db, port: 0, logLevel: 'silent' }, bus },
    );
    url = `${svc.url}/graphql`;
  });
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  it('stores one welcome notification per UserRegistered, even when the event arrives twice', async () => {
    const { id, token } = await issuer.token();
    const event = registered(id);
    await bus.publish(Topics.users, [event]);
    await bus.publish(Topics.users, [event]);
    await bus.handledTimes([event], 2); // the redelivery was handled too: it would have added its row
    expect(await countFor(id)).toBe(1);
    const page = await gql<{
      notifications: { items: Array<{ title: string; body: string; isSeen: boolean }> };
    }>(url, PAGE, { limit: 10 }, token);
    expect(page.data!.notifications.items).toEqual([
      expect.objectContaining({ title: 'Welcome to Hearth, Grace!', isSeen: false }),
    ]);
    expect(
      (await gql<{ unseenNotificationCount: number }>(url, UNSEEN, {}, token)).data!
        .unseenNotificationCount,
    ).toBe(1);
  });

  it('welcomes a chef with the 2-day application promise', async () => {
    const { id, token } = await issuer.token({ role: 'CHEF', status: 'INITIAL' });
    await bus.publish(Topics.users, [registered(id, 'Chef')]);
    await eventually(async () => (await countFor(id)) === 1);
    const page = await gql<{ notifications: { items: Array<{ body: string }> } }>(
      url,
      PAGE,
      { limit: 1 },
      token,
    );
    expect(page.data!.notifications.items[0]!.body).toMatch(/within 2 days/);
  });

  it('pages newest first with a cursor, and never shows another user’s notifications', async () => {
    const { id, token } = await issuer.token();
    const other = await issuer.token();
    for (let i = 0; i < 25; i++) {
      await query(
        db,
        `INSERT INTO notifications.notifications (id, user_id, kind, title, body, created_at)
        VALUES (gen_random_uuid(), $1, 'WELCOME', $2, 'b', now() - ($3 || ' seconds')::interval)`,
        [id, `n${i}`, String(i)],
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: {
        data?: { notifications: { items: Array<{ title: string }>; nextCursor: string | null } };
      } = await gql(url, PAGE, { limit: 10, cursor }, token);
      seen.push(...res.data!.notifications.items.map((n) => n.title));
      cursor = res.data!.notifications.nextCursor;
    } while (cursor);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `n${i}`));
    const theirs = await gql<{ notifications: { items: unknown[] } }>(
      url,
      PAGE,
      { limit: 50 },
      other.token,
    );
    expect(theirs.data!.notifications.items).toEqual([]);
  });

  it('marks notifications seen (some, then all) and updates the unseen count', async () => {
    const { id, token } = await issuer.token();
    for (let i = 0; i < 3; i++) {
      await query(
        db,
        `INSERT INTO notifications.notifications (id, user_id, kind, title, body) VALUES (gen_random_uuid(), $1, 'WELCOME', 't', 'b')`,
        [id],
      );
    }
    const page = await gql<{ notifications: { items: Array<{ id: string }> } }>(
      url,
      PAGE,
      { limit: 10 },
      token,
    );
    const first = page.data!.notifications.items[0]!.id;
    const one = await gql<{ markNotificationsSeen: number }>(
      url,
      `mutation($ids: [ID!]) { markNotificationsSeen(ids: $ids) }`,
      { ids: [first] },
      token,
    );
    expect(one.data!.markNotificationsSeen).toBe(1);
    expect(
      (await gql<{ unseenNotificationCount: number }>(url, UNSEEN, {}, token)).data!
        .unseenNotificationCount,
    ).toBe(2);
    const rest = await gql<{ markNotificationsSeen: number }>(
      url,
      `mutation { markNotificationsSeen }`,
      {},
      token,
    );
    expect(rest.data!.markNotificationsSeen).toBe(2);
    expect(
      (await gql<{ unseenNotificationCount: number }>(url, UNSEEN, {}, token)).data!
        .unseenNotificationCount,
    ).toBe(0);
  });

  it('refuses visitors and malformed cursors with clear errors', async () => {
    const anonymous = await gql(url, UNSEEN);
    expect(anonymous.errors![0]!.extensions!['code']).toBe('UNAUTHENTICATED');
    const { token } = await issuer.token();
    const bad = await gql(url, PAGE, { limit: 10, cursor: 'not-a-cursor' }, token);
    expect(bad.errors![0]).toMatchObject({
      message: 'Invalid cursor',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    });
  });

  it('dead-letters an invalid UserRegistered payload instead of storing garbage', async () => {
    const broken = { ...registered('not-a-uuid'), payload: { userId: 'not-a-uuid' } };
    await bus.publish(Topics.users, [broken as never]);
    await eventually(async () => bus.deadLetters().some((d) => d.event.id === broken.id));
    const rows = await query(db, `SELECT 1 FROM notifications.inbox WHERE "eventId" = $1`, [
      broken.id,
    ]);
    expect(rows).toHaveLength(0);
  });
});
