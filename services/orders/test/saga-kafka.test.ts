/**
 * The checkout concurrency acceptance test (never oversell) over the Kafka protocol: sessions and
 * orders each on their own KafkaEventBus (one consumer group per service) against a real Apache
 * Kafka broker, real PostgreSQL. 200 concurrent checkouts for 20 portions → exactly 20 sold, the
 * other 180 REJECTED with the reason, stock never negative.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startKafka, type KafkaBroker } from '../../../test/support/kafka.js';
import { eventually, query } from '../../../test/support/db.js';
import { SagaStack, type User } from './support/saga-stack.js';

const GUESTS = 200;
const PORTIONS = 20;

describe('orders + sessions over Kafka: 200 concurrent checkouts for 20 portions', () => {
  const stack = new SagaStack();
  let broker: KafkaBroker;
  let dish: string;
  let occurrenceId: string;
  let guests: User[];

  beforeAll(async () => {
    broker = await startKafka(); // its own: the services use the platform's topic and group names
    stack.timeoutMs = 45_000; // consumer-group joins take seconds
    await stack.startOnKafka('orders_kafka', broker.brokers);
    dish = await stack.dish('Pierogi', 1300);
    occurrenceId = await stack.session([
      { dishId: dish, minQuantity: 1, maxQuantity: PORTIONS, portionSize: '8 pieces' },
    ]);
    guests = await Promise.all(Array.from({ length: GUESTS }, () => stack.guest()));
    for (let i = 0; i < GUESTS; i += 25)
      await Promise.all(guests.slice(i, i + 25).map((g) => stack.add(g, dish, occurrenceId, 1)));
  }, 180_000);
  afterAll(async () => {
    await stack.stop();
    await broker?.destroy();
  }, 60_000);

  it('sells exactly 20 and rejects 180 with the reason; stock ends at 0', async () => {
    const placed = await Promise.all(guests.map((g) => stack.place(g, { occurrenceId })));
    expect(placed.filter((p) => p.order?.status === 'PLACED')).toHaveLength(GUESTS);
    const counts = await stack.outcomes(150_000);
    expect(counts).toEqual([
      { status: 'PENDING', reason: null, n: PORTIONS },
      { status: 'REJECTED', reason: 'OUT_OF_STOCK', n: GUESTS - PORTIONS },
    ]);
    expect(await stack.remaining(occurrenceId, dish)).toBe(0);
    // The last outcomes' outbox rows are marked published after the broker acknowledged them,
    // which can be just after their status change is visible: poll for it.
    const unpublished = async () =>
      (
        await query<{ n: number }>(
          stack.db,
          `SELECT count(*)::int AS n FROM orders.outbox WHERE "publishedAt" IS NULL`,
        )
      )[0]!.n;
    await eventually(async () => (await unpublished()) === 0, stack.timeoutMs);
    expect(await unpublished()).toBe(0);
  }, 180_000);
});
