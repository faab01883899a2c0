/**
 * sessions sells nothing for a restaurant that is not public, whoever sends the `OrderPlaced`:
 * the sessions subgraph on the run's real Kafka broker (its own consumer group, so no other
 * file's consumer shares its partitions) and real PostgreSQL. A hidden restaurant, then one whose
 * chef is no longer Active, get `StockRejected { reason: RESTAURANT_NOT_PUBLIC }` with no portion
 * taken, and cancelling such an order gives nothing back; once public again the same session sells.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import {
  ALL_TOPICS,
  EventTypes,
  KafkaEventBus,
  Topics,
  createEnvelope,
  type DishChangedPayload,
  type EventBus,
  type EventEnvelope,
  type OrderPlacedPayload,
  type RestaurantEstablishedPayload,
} from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { sessionsSubgraph } from '../src/subgraph.js';
import { eventually, freshDatabase, gql, query } from '../../../test/support/db.js';
import { sharedKafka } from '../../../test/support/kafka.js';
import { orderEndedEvent, orderPlacedEvent } from '../../../test/support/order-events.js';
import { createTestIssuer } from '../../../test/support/tokens.js';

const ZONE = 'America/Toronto';
const day = (days: number) => DateTime.now().setZone(ZONE).plus({ days }).toISODate()!;
/** Consumer groups and a handler's event round trips on a loaded machine take seconds. */
const WAIT_MS = 45_000;

/**
 * `bus` with every consumer group suffixed by `suffix`: the service's group (`sessions`) becomes
 * this file's own on the shared broker, where the topic names are the platform's.
 */
function ownGroups(bus: EventBus, suffix: string): EventBus {
  const group = (g: string) => `${g}-${suffix}`;
  return {
    publish: (topic, events) => bus.publish(topic, events),
    subscribe: (g, topic, handler) => bus.subscribe(group(g), topic, handler),
    start: () => bus.start(),
    stop: () => bus.stop(),
    stopGroup: (g) => bus.stopGroup(group(g)),
    isHealthy: () => bus.isHealthy(),
  };
}

describe('sessions over Kafka: no stock for a restaurant that is not public', () => {
  const run = randomUUID().slice(0, 8);
  const restaurantId = randomUUID();
  const chefId = randomUUID();
  const soup = randomUUID();
  const answers: EventEnvelope[] = [];
  let kafka: KafkaEventBus;
  let bus: EventBus;
  let db: string;
  let svc: RunningSubgraph;
  let occurrenceId: string;

  const established = (facts: { isChefActive: boolean; isHidden: boolean }) =>
    createEnvelope<RestaurantEstablishedPayload>({
      type: EventTypes.RestaurantEstablished,
      version: 1,
      aggregateId: restaurantId,
      payload: {
        restaurantId,
        ownerUserId: chefId,
        slug: `soup-${run}`,
        name: 'Soup House',
        timeZone: ZONE,
        offersDelivery: false,
        offersPickup: true,
        hasBankDetails: true,
        ...facts,
      },
    });
  const placed = (portions: number) =>
    orderPlacedEvent({
      restaurantId,
      chefId,
      occurrenceId,
      lines: [[soup, portions]],
      unitPriceCents: 900,
    });
  const cancelled = (order: EventEnvelope<OrderPlacedPayload>) =>
    orderEndedEvent('OrderCancelled', order);
  /** sessions' one answer (StockReserved or StockRejected) to `order`. */
  const answerTo = (order: EventEnvelope<OrderPlacedPayload>) =>
    eventually(
      async () =>
        answers.find(
          (e) => (e.payload as { orderId?: string }).orderId === order.payload.orderId,
        ) ?? null,
      WAIT_MS,
    );
  const remaining = async () =>
    (
      await query<{ remaining: number }>(
        db,
        `SELECT remaining FROM sessions.occurrence_stock WHERE occurrence_id = $1 AND dish_id = $2`,
        [occurrenceId, soup],
      )
    )[0]!.remaining;
  /** Publishes the restaurant's facts and waits until sessions' projection holds them. */
  const tell = async (facts: { isChefActive: boolean; isHidden: boolean }) => {
    await bus.publish(Topics.restaurants, [established(facts)]);
    await eventually(async () => {
      const [row] = await query<{ active: boolean | null; hidden: boolean | null }>(
        db,
        `SELECT is_chef_active AS active, is_hidden AS hidden
           FROM sessions.restaurant_owners WHERE restaurant_id = $1`,
        [restaurantId],
      );
      return row?.active === facts.isChefActive && row.hidden === facts.isHidden;
    }, WAIT_MS);
  };
  /** Whether sessions has handled the event (its inbox row commits with the effect). */
  const handled = (eventId: string) =>
    eventually(
      async () =>
        (await query(db, `SELECT 1 FROM sessions.inbox WHERE "eventId" = $1`, [eventId])).length >
        0,
      WAIT_MS,
    );

  beforeAll(async () => {
    const { brokers } = await sharedKafka();
    kafka = new KafkaEventBus({
      brokers,
      clientId: `sessions-visibility-${run}`,
      sessionTimeoutMs: 6_000,
      createTopics: [...ALL_TOPICS],
      retry: { maxAttempts: 3, initialBackoffMs: 20, maxBackoffMs: 100 },
    });
    bus = ownGroups(kafka, run);
    db = await freshDatabase(
      `hearth_test_sessions_visibility_${process.env.JEST_WORKER_ID ?? '1'}`,
    );
    const issuer = await createTestIssuer();
    await bus.subscribe('test', Topics.sessions, async (e) => {
      if (e.type === EventTypes.StockReserved || e.type === EventTypes.StockRejected)
        answers.push(e);
    });
    svc = await startSubgraph(
      { ...sessionsSubgraph(), tokenKeys: issuer.keys },
      { config: { databaseUrl: db, port: 0, logLevel: 'silent' }, bus },
    );
    await bus.publish(Topics.restaurants, [
      established({ isChefActive: true, isHidden: false }),
      createEnvelope<DishChangedPayload>({
        type: EventTypes.DishChanged,
        version: 1,
        aggregateId: soup,
        payload: {
          dishId: soup,
          restaurantId,
          name: 'Borscht',
          priceCents: 900,
          portionSize: '500 ml',
          status: 'ACTIVE',
          imageUrl: null,
        },
      }),
    ]);
    await eventually(
      async () => (await query(db, `SELECT 1 FROM sessions.restaurant_dishes`)).length === 1,
      WAIT_MS,
    );
    const chef = await issuer.token({ id: chefId, role: 'CHEF' });
    const res = await gql<{ createCookingSession: { occurrences: Array<{ id: string }> } }>(
      `${svc.url}/graphql`,
      `mutation($input: CookingSessionInput!) { createCookingSession(input: $input) {
        ... on CookingSession { occurrences { id } } } }`,
      {
        input: {
          restaurantId,
          startDate: day(2),
          schedule: 'ONCE',
          startTime: '18:00',
          endTime: '20:00',
          leadTimeHours: 10,
          orderLimit: { min: 1, max: 20 },
          offersDelivery: false,
          offersPickup: true,
          dishes: [{ dishId: soup, minQuantity: 1, maxQuantity: 10, portionSize: '500 ml' }],
        },
      },
      chef.token,
    );
    occurrenceId = res.data!.createCookingSession.occurrences[0]!.id;
  }, 120_000);
  afterAll(async () => {
    await svc?.close();
    await kafka?.stop();
  }, 60_000);

  it.each([
    ['hidden by its chef', { isChefActive: true, isHidden: true }],
    ['its chef no longer Active', { isChefActive: false, isHidden: false }],
  ])(
    'a restaurant %s: StockRejected RESTAURANT_NOT_PUBLIC, nothing taken, nothing given back on cancel',
    async (_, facts) => {
      await tell(facts);
      const order = placed(3);
      await bus.publish(Topics.orders, [order]);
      expect(await answerTo(order)).toMatchObject({
        type: EventTypes.StockRejected,
        aggregateId: order.payload.orderId,
        payload: { orderId: order.payload.orderId, reason: 'RESTAURANT_NOT_PUBLIC', dishId: null },
      });
      expect(await remaining()).toBe(10);
      expect(
        await query(
          db,
          `SELECT status, reason FROM sessions.stock_reservations WHERE order_id = $1`,
          [order.payload.orderId],
        ),
      ).toEqual([{ status: 'REJECTED', reason: 'RESTAURANT_NOT_PUBLIC' }]);
      // The order it did not reserve is cancelled: sessions gives back nothing.
      const cancel = cancelled(order);
      await bus.publish(Topics.orders, [cancel]);
      await handled(cancel.id);
      expect(await remaining()).toBe(10);
    },
    90_000,
  );

  it('the same session sells again once the restaurant is public', async () => {
    await tell({ isChefActive: true, isHidden: false });
    const order = placed(3);
    await bus.publish(Topics.orders, [order]);
    expect(await answerTo(order)).toMatchObject({ type: EventTypes.StockReserved });
    expect(await remaining()).toBe(7);
  }, 90_000);
});
