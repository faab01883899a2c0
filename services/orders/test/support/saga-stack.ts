import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { DateTime } from 'luxon';
import {
  ALL_TOPICS,
  EventTypes,
  InProcessEventBus,
  KafkaEventBus,
  type EventBus,
  Topics,
  createEnvelope,
  type DishChangedPayload,
  type EventEnvelope,
  type RestaurantEstablishedPayload,
} from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { sessionsSubgraph } from '../../../sessions/src/subgraph.js';
import { ordersSubgraph } from '../../src/subgraph.js';
import { eventually, freshDatabase, gql, query } from '../../../../test/support/db.js';
import { createTestIssuer, type TestIssuer } from '../../../../test/support/tokens.js';

export const ZONE = 'America/Toronto';
/** Restaurant location (downtown Toronto) and its delivery terms. */
export const HOME = { latitude: 43.6532, longitude: -79.3832 };
export const TERMS = { deliveryRadiusKm: 10, baseDeliveryFeeCents: 300, feePerKmCents: 125 };
/** The main restaurant's postal code (Toronto: pickups are taxed in Ontario, HST 13 %). */
export const HOME_POSTAL_CODE = 'M5H 2N2';
/** The other restaurant's postal code (Montréal: pickups pay GST 5 % + QST 9.975 %). */
export const OTHER_POSTAL_CODE = 'H2X 1Y4';

/** Local date `days` from today in Toronto. */
export const day = (days: number) => DateTime.now().setZone(ZONE).plus({ days }).toISODate()!;

export const CART_FIELDS = `itemCount subtotalCents canCheckout
  items { id dishId dishName priceCents quantity lineTotalCents portionSize restaurantId
    restaurantName restaurantSlug occurrenceId startsAt orderCutoffAt minQuantity maxQuantity
    remaining orderLimitMin orderLimitMax offersDelivery offersPickup isAvailable warnings }`;
export const CART = `__typename ... on Cart { ${CART_FIELDS} }
  ... on ValidationError { errors { field message } } ... on ServerError { message }`;
export const ORDER_FIELDS = `id status guestId restaurantId restaurantName restaurantSlug occurrenceId
  scheduledFor fulfilment deliveryAddress { line1 line2 postalCode latitude longitude } instructions
  lines { dishId dishName portionSize unitPriceCents quantity lineTotalCents }
  subtotalCents deliveryFeeCents taxCents taxLines { name province ratePercent amountCents }
  taxSupplier supplierGstHstNumber totalCents distanceKm rejectionReason declineReason createdAt`;
export const ORDER = `__typename ... on Order { ${ORDER_FIELDS} }
  ... on ValidationError { errors { field message } } ... on ServerError { message }`;

export interface CartItem {
  id: string;
  dishId: string;
  dishName: string;
  quantity: number;
  remaining: number;
  warnings: string[];
  [k: string]: unknown;
}
export interface CartView {
  __typename: string;
  items: CartItem[];
  itemCount: number;
  subtotalCents: number;
  canCheckout: boolean;
  errors?: Array<{ field: string; message: string }>;
  message?: string;
}
export interface OrderView {
  __typename: string;
  id: string;
  status: string;
  taxCents: number;
  taxLines: Array<{ name: string; province: string; ratePercent: number; amountCents: number }>;
  totalCents: number;
  subtotalCents: number;
  deliveryFeeCents: number;
  distanceKm: number | null;
  rejectionReason: string | null;
  declineReason: string | null;
  errors?: Array<{ field: string; message: string }>;
  [k: string]: unknown;
}
export interface User {
  id: string;
  token: string;
}
export interface SessionDish {
  dishId: string;
  minQuantity: number;
  maxQuantity: number;
  portionSize: string;
}

/**
 * sessions + orders subgraphs on one real PostgreSQL database (each in its own schema) and one
 * in-process bus, a restaurant (with delivery terms) owned by `chef` and dishes, as restaurants
 * would publish them. Every event the bus carries is recorded in `seen` (for redelivery tests).
 */
/**
 * With SAGA_DEBUG_LOG=<file>, the buses' warnings and errors (consumer crashes, publish
 * failures) are appended to that file: what to read when a reliability test times out.
 */
function debugLogger(clientId: string) {
  const file = process.env.SAGA_DEBUG_LOG;
  if (!file) return undefined;
  const write = (level: string) => (obj: object, msg?: string) =>
    appendFileSync(
      file,
      `${new Date().toISOString()} ${level} ${clientId} ${msg ?? ''} ${JSON.stringify(obj, (_k, v: unknown) => (v instanceof Error ? `${v.name}: ${v.message}` : v))}\n`,
    );
  return { info: () => undefined, warn: write('warn'), error: write('error') };
}

export class SagaStack {
  db = '';
  sessions!: RunningSubgraph;
  orders!: RunningSubgraph;
  ordersUrl = '';
  sessionsUrl = '';
  issuer!: TestIssuer;
  chef!: User;
  otherChef!: User;
  /** How long to wait for an event's effect (longer over Kafka and on a loaded CI). */
  timeoutMs = 10_000;
  readonly restaurantId = randomUUID();
  readonly otherRestaurantId = randomUUID();
  /** The test's own bus: publishes as `restaurants` would and records what the saga sends. */
  bus: EventBus = new InProcessEventBus({
    retry: { maxAttempts: 3, initialBackoffMs: 10, maxBackoffMs: 20 },
  });
  private servicesBuses: EventBus[] = [];
  readonly seen: Array<{ topic: string; event: EventEnvelope }> = [];

  /**
   * Starts both subgraphs. `buses` (e.g. one KafkaEventBus per service plus the test's own) replace
   * the shared in-process bus; they are stopped by `stop()`. `pgServer`: another PostgreSQL server
   * than the shared test one (e.g. a test's own, which it stops and starts).
   */
  async start(
    name: string,
    buses?: { sessions: EventBus; orders: EventBus; test: EventBus },
    pgServer?: string,
  ): Promise<void> {
    this.db = await freshDatabase(
      `hearth_test_${name}_${process.env.JEST_WORKER_ID ?? '1'}`,
      pgServer,
    );
    this.issuer = await createTestIssuer();
    if (buses) {
      this.bus = buses.test;
      this.servicesBuses = [buses.sessions, buses.orders];
    }
    for (const topic of [Topics.orders, Topics.sessions])
      await this.bus.subscribe('test-recorder', topic, async (event) => {
        this.seen.push({ topic, event });
      });
    const config = { databaseUrl: this.db, port: 0, logLevel: 'silent' as const };
    this.sessions = await startSubgraph(
      { ...sessionsSubgraph(), tokenKeys: this.issuer.keys },
      { config, bus: buses?.sessions ?? this.bus },
    );
    this.orders = await startSubgraph(
      { ...ordersSubgraph(), tokenKeys: this.issuer.keys },
      { config, bus: buses?.orders ?? this.bus },
    );
    if (buses) await this.bus.start();
    this.sessionsUrl = `${this.sessions.url}/graphql`;
    this.ordersUrl = `${this.orders.url}/graphql`;
    this.chef = await this.issuer.token({ role: 'CHEF' });
    this.otherChef = await this.issuer.token({ role: 'CHEF' });
    await this.bus.publish(Topics.restaurants, [
      this.established(this.restaurantId, this.chef.id, 'Nonna Rosa'),
      this.established(this.otherRestaurantId, this.otherChef.id, 'Other Kitchen'),
    ]);
    await eventually(
      async () =>
        (await query(this.db, `SELECT 1 FROM orders.order_restaurants`)).length === 2 &&
        (await query(this.db, `SELECT 1 FROM sessions.restaurant_owners`)).length === 2,
      this.timeoutMs,
    );
  }

  /**
   * `start` over Kafka: sessions, orders and the test each on their own KafkaEventBus (one
   * consumer group per service, test-sized session timeout and retries) against `brokers`.
   */
  startOnKafka(name: string, brokers: string[], pgServer?: string): Promise<void> {
    const bus = (clientId: string) =>
      new KafkaEventBus({
        brokers,
        clientId,
        sessionTimeoutMs: 6_000,
        createTopics: [...ALL_TOPICS],
        retry: { maxAttempts: 3, initialBackoffMs: 20, maxBackoffMs: 100 },
        logger: debugLogger(clientId),
      });
    return this.start(
      name,
      { sessions: bus('sessions'), orders: bus('orders'), test: bus('saga-test') },
      pgServer,
    );
  }

  async stop(): Promise<void> {
    await this.orders?.close();
    await this.sessions?.close();
    for (const bus of [...this.servicesBuses, this.bus]) await bus.stop();
  }

  guest(): Promise<User> {
    return this.issuer.token({ role: 'GUEST' });
  }

  /**
   * `RestaurantEstablished` with the delivery terms orders reads (ADR 0006), the postal code
   * (Toronto; the other restaurant's Montréal) and the visibility facts of a public restaurant
   * (chef Active, bank details, not hidden) unless `facts` says else.
   */
  established(
    id: string,
    owner: string,
    name: string,
    facts: Pick<
      RestaurantEstablishedPayload,
      'isChefActive' | 'hasBankDetails' | 'isHidden' | 'postalCode'
    > = {},
  ): EventEnvelope {
    return createEnvelope<RestaurantEstablishedPayload & typeof HOME & typeof TERMS>({
      type: EventTypes.RestaurantEstablished,
      version: 1,
      aggregateId: id,
      payload: {
        restaurantId: id,
        ownerUserId: owner,
        slug: `r-${id.slice(0, 8)}`,
        name,
        timeZone: ZONE,
        offersDelivery: true,
        offersPickup: true,
        ...HOME,
        ...TERMS,
        isChefActive: true,
        hasBankDetails: true,
        isHidden: false,
        postalCode: id === this.otherRestaurantId ? OTHER_POSTAL_CODE : HOME_POSTAL_CODE,
        ...facts,
      },
    });
  }

  /** Publishes an ACTIVE dish of the main restaurant and waits until both services know it. */
  async dish(name: string, priceCents: number, restaurantId = this.restaurantId): Promise<string> {
    const dishId = randomUUID();
    await this.bus.publish(Topics.restaurants, [
      createEnvelope<DishChangedPayload>({
        type: EventTypes.DishChanged,
        version: 1,
        aggregateId: dishId,
        payload: {
          dishId,
          restaurantId,
          name,
          priceCents,
          portionSize: '500 g',
          status: 'ACTIVE',
          imageUrl: null,
        },
      }),
    ]);
    await eventually(
      async () =>
        (await query(this.db, `SELECT 1 FROM orders.order_dishes WHERE dish_id = $1`, [dishId]))
          .length === 1 &&
        (
          await query(this.db, `SELECT 1 FROM sessions.restaurant_dishes WHERE dish_id = $1`, [
            dishId,
          ])
        ).length === 1,
      this.timeoutMs,
    );
    return dishId;
  }

  /**
   * Schedules a one-off session in `days` days (18:00 Toronto, lead time 10 h) through sessions'
   * GraphQL API and waits until orders' projection knows its occurrence; returns the occurrence id.
   */
  async session(
    dishes: SessionDish[],
    orderLimit = { min: 1, max: 20 },
    days = 2,
    chef = this.chef,
    restaurantId = this.restaurantId,
  ): Promise<string> {
    const res = await gql<{
      createCookingSession: { __typename: string; occurrences?: Array<{ id: string }> };
    }>(
      this.sessionsUrl,
      `mutation($input: CookingSessionInput!) { createCookingSession(input: $input) {
        __typename ... on CookingSession { occurrences { id } }
        ... on ValidationError { errors { field message } } } }`,
      {
        input: {
          restaurantId,
          startDate: day(days),
          startTime: '18:00',
          endTime: '20:00',
          schedule: 'ONCE',
          until: null,
          leadTimeHours: 10,
          orderLimit,
          offersDelivery: true,
          offersPickup: true,
          dishes,
        },
      },
      chef.token,
    );
    const occurrenceId = res.data?.createCookingSession.occurrences?.[0]?.id;
    if (!occurrenceId) throw new Error(`session not created: ${JSON.stringify(res)}`);
    await eventually(
      async () =>
        (
          await query(
            this.db,
            `SELECT 1 FROM orders.cart_occurrence_dishes WHERE occurrence_id = $1`,
            [occurrenceId],
          )
        ).length === dishes.length,
      this.timeoutMs,
    );
    return occurrenceId;
  }

  async cartOf(user: User): Promise<CartView> {
    const res = await gql<{ cart: CartView }>(
      this.ordersUrl,
      `{ cart { __typename ${CART_FIELDS} } }`,
      {},
      user.token,
    );
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.cart;
  }

  async add(user: User, dishId: string, occurrenceId: string, quantity: number) {
    const res = await gql<{ addToCart: CartView }>(
      this.ordersUrl,
      `mutation($input: AddToCartInput!) { addToCart(input: $input) { ${CART} } }`,
      { input: { dishId, occurrenceId, quantity } },
      user.token,
    );
    return { res, cart: res.data?.addToCart };
  }

  async place(user: User, input: Record<string, unknown>) {
    const res = await gql<{ placeOrder: OrderView }>(
      this.ordersUrl,
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { ${ORDER} } }`,
      {
        input: {
          idempotencyKey: randomUUID(),
          fulfilment: 'PICKUP',
          paymentMethodId: 'pm_card_visa',
          ...input,
        },
      },
      user.token,
    );
    return { res, order: res.data?.placeOrder };
  }

  /** A lifecycle mutation (`acceptOrder`, `declineOrder`, `completeOrder`, `cancelOrder`). */
  async act(user: User, mutation: string, orderId: string, reason?: string) {
    const args = reason === undefined ? '' : ', reason: $reason';
    const res = await gql<Record<string, OrderView>>(
      this.ordersUrl,
      `mutation($id: ID!${reason === undefined ? '' : ', $reason: String'}) {
        ${mutation}(orderId: $id${args}) { ${ORDER} } }`,
      { id: orderId, reason },
      user.token,
    );
    return { res, order: res.data?.[mutation] };
  }

  async statusOf(orderId: string): Promise<string | undefined> {
    const [row] = await query<{ status: string }>(
      this.db,
      `SELECT status FROM orders.orders WHERE id = $1`,
      [orderId],
    );
    return row?.status;
  }

  /** Waits until the order left PLACED; returns its status. */
  settled(orderId: string, timeoutMs = this.timeoutMs): Promise<string> {
    return eventually(async () => {
      const s = await this.statusOf(orderId);
      return s && s !== 'PLACED' ? s : '';
    }, timeoutMs);
  }

  /**
   * Waits (up to `timeoutMs`) until no order is PLACED any more, then counts the orders per status
   * and rejection reason (status, then reason: a stable order to compare).
   */
  /**
   * What to read when the saga does not settle: orders per status, unpublished outbox rows and
   * inbox rows per service, reservations per status, and the last buses' warnings when
   * SAGA_DEBUG_LOG is set.
   */
  async diagnosis(): Promise<string> {
    const run = async (label: string, sql: string) => {
      try {
        return `${label}: ${JSON.stringify(await query(this.db, sql))}`;
      } catch (err) {
        return `${label}: (${(err as Error).message})`;
      }
    };
    const lines = [
      await run('orders', `SELECT status, count(*)::int AS n FROM orders.orders GROUP BY status`),
      await run(
        'unpublished outbox',
        `SELECT (SELECT count(*)::int FROM orders.outbox WHERE "publishedAt" IS NULL) AS orders,
                (SELECT count(*)::int FROM sessions.outbox WHERE "publishedAt" IS NULL) AS sessions`,
      ),
      await run(
        'inbox',
        `SELECT (SELECT count(*)::int FROM orders.inbox) AS orders,
                (SELECT count(*)::int FROM sessions.inbox) AS sessions`,
      ),
      await run(
        'reservations',
        `SELECT status, count(*)::int AS n FROM sessions.stock_reservations GROUP BY status`,
      ),
    ];
    const file = process.env.SAGA_DEBUG_LOG;
    if (file && existsSync(file)) {
      const log = readFileSync(file, 'utf8').trimEnd().split('\n');
      // Refused connections while the broker is down are expected and drown the rest.
      const telling = log.filter((l) => !l.includes('ECONNREFUSED'));
      lines.push(
        `last of ${telling.length} bus warnings besides ${log.length - telling.length} refused connections (${file}):`,
        ...telling.slice(-40).map((l) => l.slice(0, 400)),
      );
    }
    return lines.join('\n');
  }

  async outcomes(
    timeoutMs: number,
  ): Promise<Array<{ status: string; reason: string | null; n: number }>> {
    try {
      await eventually(async () => {
        const [row] = await query<{ n: number }>(
          this.db,
          `SELECT count(*)::int AS n FROM orders.orders WHERE status = 'PLACED'`,
        );
        return row!.n === 0;
      }, timeoutMs);
    } catch (err) {
      throw new Error(`${(err as Error).message}\n${await this.diagnosis()}`, { cause: err });
    }
    return query<{ status: string; reason: string | null; n: number }>(
      this.db,
      `SELECT status, rejection_reason AS reason, count(*)::int AS n FROM orders.orders
        GROUP BY status, rejection_reason ORDER BY status, rejection_reason`,
    );
  }

  async remaining(occurrenceId: string, dishId: string): Promise<number> {
    const [row] = await query<{ remaining: number }>(
      this.db,
      `SELECT remaining FROM sessions.occurrence_stock WHERE occurrence_id = $1 AND dish_id = $2`,
      [occurrenceId, dishId],
    );
    return row!.remaining;
  }

  /** Waits until sessions' stock of the dish is `expected` (a release is asynchronous). */
  settledStock(occurrenceId: string, dishId: string, expected: number): Promise<boolean> {
    return eventually(
      async () => (await this.remaining(occurrenceId, dishId)) === expected,
      this.timeoutMs,
    );
  }
}
