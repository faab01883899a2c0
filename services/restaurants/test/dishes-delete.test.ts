import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DishMessages as D } from '@hearth/contracts';
import {
  createEnvelope,
  EventTypes,
  InProcessEventBus,
  Topics,
  type CookingSessionScheduledPayload,
  type EventEnvelope,
} from '@hearth/events';
import type { RunningSubgraph } from '@hearth/nest-common';
import { ON_COOKING_SESSION_SCHEDULED } from '../src/integration-events/handlers/on-cooking-session-scheduled.handler.js';
import { eventually, gql, query } from '../../../test/support/db.js';
import type { TestIssuer } from '../../../test/support/tokens.js';
import {
  addDish as addDishTo,
  establishRestaurant,
  outboxOf,
  startRestaurants,
  type User,
} from './support/subgraph.js';

const DELETE = `mutation($id: ID!) { deleteDish(dishId: $id) { __typename ... on DeletedDish { id }
  ... on ValidationError { errors { field message } } ... on ServerError { message } } }`;
const STATUS = `mutation($id: ID!, $s: DishStatus!) { setDishStatus(dishId: $id, status: $s) {
  __typename ... on Dish { status } } }`;
const DELETABLE = `query { myRestaurant { dishes(includeArchived: true) { id isDeletable } } }`;
const SAVE_MENU = `mutation($input: MenuInput!) { saveMenu(input: $input) { ... on Menu { id dishIds } } }`;

describe('restaurants subgraph: a dish in an upcoming cooking session cannot be deleted, only archived', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  let issuer: TestIssuer;
  let chef: User;
  let restaurantId: string;
  const bus = new InProcessEventBus({
    retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
  });
  const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

  const scheduled = (payload: Omit<CookingSessionScheduledPayload, 'restaurantId'>) =>
    createEnvelope<CookingSessionScheduledPayload>({
      type: EventTypes.CookingSessionScheduled,
      version: 1,
      aggregateId: payload.sessionId,
      traceparent: null,
      payload: { ...payload, restaurantId },
    });
  const inboxCount = async () =>
    Number(
      (
        await query<{ c: string }>(
          db,
          `SELECT count(*) c FROM restaurants.inbox WHERE consumer = $1`,
          [ON_COOKING_SESSION_SCHEDULED],
        )
      )[0]!.c,
    );
  /** Delivers `event` and waits until its inbox row is there (the effect commits with it). */
  const deliver = async (event: EventEnvelope, expectedInbox: number) => {
    await bus.publish(Topics.sessions, [event]);
    await eventually(async () => (await inboxCount()) === expectedInbox);
  };
  const addDish = (name: string) => addDishTo(url, chef.token, restaurantId, name);
  const del = async (id: string) =>
    (
      await gql<{
        deleteDish: { __typename: string; id?: string; errors?: Array<{ message: string }> };
      }>(url, DELETE, { id }, chef.token)
    ).data!.deleteDish;
  const deletable = async (id: string) => {
    const res = await gql<{
      myRestaurant: { dishes: Array<{ id: string; isDeletable: boolean }> };
    }>(url, DELETABLE, {}, chef.token);
    return res.data!.myRestaurant.dishes.find((d) => d.id === id)?.isDeletable;
  };
  const exists = async (id: string) =>
    (await query(db, `SELECT 1 FROM restaurants.dishes WHERE id = $1`, [id])).length === 1;

  beforeAll(async () => {
    ({ db, svc, url, issuer } = await startRestaurants('hearth_test_restaurants_dish_delete', bus));
    chef = await issuer.token({ role: 'CHEF' });
    restaurantId = await establishRestaurant(url, chef.token);
  }, 60_000);
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  it('refused while the session’s last occurrence is ahead; archiving works instead', async () => {
    const dishId = await addDish('Upcoming lasagna');
    expect(await deletable(dishId)).toBe(true);
    await deliver(
      scheduled({ sessionId: randomUUID(), dishIds: [dishId], lastOccurrenceEndsAt: hours(48) }),
      1,
    );
    expect(await deletable(dishId)).toBe(false);
    const refused = await del(dishId);
    expect(refused).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: '_', message: D.inUpcomingSession }],
    });
    expect(await exists(dishId)).toBe(true);
    expect((await outboxOf(db, dishId)).map((e) => e.eventType)).toEqual(['DishChanged']);
    const archived = await gql<{ setDishStatus: { status: string } }>(
      url,
      STATUS,
      { id: dishId, s: 'ARCHIVED' },
      chef.token,
    );
    expect(archived.data!.setDishStatus).toEqual({ __typename: 'Dish', status: 'ARCHIVED' });
    expect((await outboxOf(db, dishId)).at(-1)!.envelope.payload.status).toBe('ARCHIVED');
  });

  it('an open-ended session (no last occurrence) also keeps the dish', async () => {
    const dishId = await addDish('Forever soup');
    await deliver(
      scheduled({ sessionId: randomUUID(), dishIds: [dishId], lastOccurrenceEndsAt: null }),
      2,
    );
    expect((await del(dishId)).__typename).toBe('ValidationError');
    expect(await exists(dishId)).toBe(true);
  });

  it('allowed once the session has ended: the row goes, menus drop it, DishDeleted is written', async () => {
    const dishId = await addDish('Past gnocchi');
    const keep = await addDish('Kept gnocchi');
    const menu = await gql<{ saveMenu: { id: string } }>(
      url,
      SAVE_MENU,
      { input: { action: 'CREATE', restaurantId, name: 'Regular', dishIds: [dishId, keep] } },
      chef.token,
    );
    await deliver(
      scheduled({ sessionId: randomUUID(), dishIds: [dishId], lastOccurrenceEndsAt: hours(-1) }),
      3,
    );
    expect(await deletable(dishId)).toBe(true);
    expect(await del(dishId)).toEqual({ __typename: 'DeletedDish', id: dishId });
    expect(await exists(dishId)).toBe(false);
    const [row] = await query<{ dish_ids: string[] }>(
      db,
      `SELECT dish_ids FROM restaurants.menus WHERE id = $1`,
      [menu.data!.saveMenu.id],
    );
    expect(row!.dish_ids).toEqual([keep]);
    const events = await outboxOf(db, dishId);
    expect(events.map((e) => e.eventType)).toEqual(['DishChanged', 'DishDeleted']);
    expect(events[1]!.envelope.payload).toEqual({ dishId, restaurantId });
  });

  it('each event replaces the session’s dishes; a redelivered event has no second effect', async () => {
    const dishId = await addDish('Moving risotto');
    const sessionId = randomUUID();
    const first = scheduled({ sessionId, dishIds: [dishId], lastOccurrenceEndsAt: hours(72) });
    await deliver(first, 4);
    expect(await deletable(dishId)).toBe(false);
    // The chef edits the session and takes the dish out: the dish is free again.
    await deliver(scheduled({ sessionId, dishIds: [], lastOccurrenceEndsAt: hours(72) }), 5);
    expect(await deletable(dishId)).toBe(true);
    // The first event arrives again (at-least-once delivery): skipped by the inbox.
    await bus.publish(Topics.sessions, [first]);
    await deliver(
      scheduled({ sessionId: randomUUID(), dishIds: [], lastOccurrenceEndsAt: null }),
      6,
    );
    expect(await inboxCount()).toBe(6);
    const rows = await query(
      db,
      `SELECT 1 FROM restaurants.dish_session_schedule WHERE session_id = $1`,
      [sessionId],
    );
    expect(rows).toHaveLength(0);
    expect(await deletable(dishId)).toBe(true);
    expect(await del(dishId)).toEqual({ __typename: 'DeletedDish', id: dishId });
  });
});
