import { describe, expect, it } from '@jest/globals';
import {
  InProcessEventBus,
  createEnvelope,
  createEventBus,
  sharedInProcessBus,
  type EventEnvelope,
} from '../src/index.js';
import { sleep, waitFor } from './support.js';

const fastRetry = { maxAttempts: 3, initialBackoffMs: 10, maxBackoffMs: 20 };
const event = (n: number, aggregateId = 'agg-1') =>
  createEnvelope({ type: 'Numbered', version: 1, aggregateId, payload: { n } });

describe('InProcessEventBus', () => {
  it('delivers each event once to every subscribed group, asynchronously after publish resolves', async () => {
    const bus = new InProcessEventBus({ retry: fastRetry });
    const seen: Record<string, number[]> = { a: [], b: [] };
    await bus.subscribe('a', 't', async (e) => void seen.a!.push((e.payload as { n: number }).n));
    await bus.subscribe('b', 't', async (e) => void seen.b!.push((e.payload as { n: number }).n));
    await bus.subscribe('c', 'other-topic', async () => {
      throw new Error('must not be called');
    });
    await bus.start();
    await bus.publish('t', [event(1)]);
    expect(seen.a).toEqual([]); // publish only enqueues
    await bus.publish('t', [event(2)]);
    await waitFor(
      () => seen.a!.length === 2 && seen.b!.length === 2,
      10_000,
      'both groups get both events',
    );
    await sleep(50);
    expect(seen).toEqual({ a: [1, 2], b: [1, 2] });
    expect(bus.deadLetters()).toEqual([]);
    await bus.stop();
  });

  it('delivers in publish order within a group, one handler call at a time', async () => {
    const bus = new InProcessEventBus({ retry: fastRetry });
    const order: number[] = [];
    let concurrent = 0;
    let maxConcurrent = 0;
    await bus.subscribe('g', 't', async (e) => {
      concurrent++;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      const n = (e.payload as { n: number }).n;
      await sleep(n % 3 === 0 ? 5 : 1); // uneven handler durations must not reorder
      order.push(n);
      concurrent--;
    });
    await bus.start();
    for (let n = 1; n <= 20; n++) await bus.publish('t', [event(n)]);
    await bus.publish('t', [event(21), event(22)]);
    await waitFor(() => order.length === 22, 10_000, 'all 22 delivered');
    expect(order).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    expect(maxConcurrent).toBe(1);
    await bus.stop();
  });

  it('handles different aggregates concurrently, each aggregate in publish order, up to `concurrency`', async () => {
    const bus = new InProcessEventBus({ retry: fastRetry, concurrency: 4 });
    const order = new Map<string, number[]>();
    let concurrent = 0;
    let maxConcurrent = 0;
    const perAggregate = new Map<string, number>();
    let aggregateOverlap = false;
    await bus.subscribe('g', 't', async (e) => {
      const busy = perAggregate.get(e.aggregateId) ?? 0;
      if (busy > 0) aggregateOverlap = true;
      perAggregate.set(e.aggregateId, busy + 1);
      concurrent++;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      const n = (e.payload as { n: number }).n;
      await sleep(n % 3 === 0 ? 15 : 3); // uneven durations must not reorder one aggregate
      order.set(e.aggregateId, [...(order.get(e.aggregateId) ?? []), n]);
      concurrent--;
      perAggregate.set(e.aggregateId, busy);
    });
    await bus.start();
    const aggregates = ['a', 'b', 'c', 'd', 'e', 'f'];
    for (let n = 1; n <= 60; n++) await bus.publish('t', [event(n, aggregates[n % 6])]);
    await waitFor(
      () => [...order.values()].reduce((sum, l) => sum + l.length, 0) === 60,
      5_000,
      'all 60 delivered',
    );
    for (const [i, agg] of aggregates.entries())
      expect(order.get(agg)).toEqual(
        Array.from({ length: 60 }, (_, k) => k + 1).filter((n) => n % 6 === i),
      );
    expect(aggregateOverlap).toBe(false);
    expect(maxConcurrent).toBeGreaterThan(1);
    expect(maxConcurrent).toBeLessThanOrEqual(4);
    await bus.stop();
  });

  it('with concurrency 1 handles the whole topic one at a time, in publish order', async () => {
    const bus = new InProcessEventBus({ retry: fastRetry, concurrency: 1 });
    const order: number[] = [];
    let concurrent = 0;
    let maxConcurrent = 0;
    await bus.subscribe('g', 't', async (e) => {
      concurrent++;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      await sleep(2);
      order.push((e.payload as { n: number }).n);
      concurrent--;
    });
    await bus.start();
    for (let n = 1; n <= 10; n++) await bus.publish('t', [event(n, `agg-${n}`)]);
    await waitFor(() => order.length === 10, 10_000, 'all 10 delivered');
    expect(order).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(maxConcurrent).toBe(1);
    await bus.stop();
  });

  it('stopGroup() with several aggregates in flight: each event is handled once, in aggregate order', async () => {
    const bus = new InProcessEventBus({ retry: fastRetry, concurrency: 3 });
    const handled: Array<{ agg: string; n: number }> = [];
    const handler = async (e: EventEnvelope) => {
      await sleep(20);
      handled.push({ agg: e.aggregateId, n: (e.payload as { n: number }).n });
    };
    await bus.subscribe('g', 't', handler);
    await bus.start();
    for (let n = 1; n <= 30; n++) await bus.publish('t', [event(n, `agg-${n % 5}`)]);
    await waitFor(() => handled.length >= 4, 10_000, 'some handled');
    await bus.stopGroup('g');
    const before = handled.length;
    expect(before).toBeLessThan(30);
    await sleep(60);
    expect(handled).toHaveLength(before);
    await bus.subscribe('g', 't', handler);
    await waitFor(() => handled.length === 30, 5_000, 'the rest after resubscribing');
    const ns = handled.map((h) => h.n);
    expect(new Set(ns).size).toBe(30); // no duplicate, none lost
    for (let a = 0; a < 5; a++) {
      const mine = handled.filter((h) => h.agg === `agg-${a}`).map((h) => h.n);
      expect(mine).toEqual([...mine].sort((x, y) => x - y));
    }
    await bus.stop();
  });

  it('retries a failing handler, then dead-letters the event and continues with the next one', async () => {
    const bus = new InProcessEventBus({ retry: fastRetry });
    const attempts = new Map<number, number>();
    const handled: number[] = [];
    await bus.subscribe('g', 't', async (e) => {
      const n = (e.payload as { n: number }).n;
      attempts.set(n, (attempts.get(n) ?? 0) + 1);
      if (n === 1) throw new Error('poison');
      if (n === 2 && attempts.get(2) === 1) throw new Error('transient'); // succeeds on retry
      handled.push(n);
    });
    await bus.start();
    const poison = event(1);
    await bus.publish('t', [poison, event(2), event(3)]);
    await waitFor(() => handled.length === 2, 10_000, 'events after the poison one are handled');
    expect(handled).toEqual([2, 3]);
    expect(attempts.get(1)).toBe(3);
    expect(attempts.get(2)).toBe(2);
    const dead = bus.deadLetters();
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({
      topic: 't',
      groupId: 'g',
      attempts: 3,
      event: { id: poison.id },
    });
    expect(dead[0]!.error.message).toBe('poison');
    await bus.stop();
  });

  it('gives a late subscriber the retained events and resumes after stop/start', async () => {
    const bus = new InProcessEventBus({ retry: fastRetry });
    await bus.start();
    await bus.publish('t', [event(1)]);
    const got: EventEnvelope[] = [];
    await bus.subscribe('late', 't', async (e) => void got.push(e));
    await waitFor(() => got.length === 1, 10_000, 'late group gets the earlier event');
    await bus.stop();
    await bus.publish('t', [event(2)]);
    await sleep(30);
    expect(got).toHaveLength(1); // stopped: nothing delivered
    await bus.start();
    await waitFor(() => got.length === 2, 10_000, 'delivered after restart');
    expect(got.map((e) => (e.payload as { n: number }).n)).toEqual([1, 2]);
    await bus.stop();
  });

  it('stop() waits for the in-flight handler and does not retry it afterwards', async () => {
    const bus = new InProcessEventBus({
      retry: { maxAttempts: 5, initialBackoffMs: 100, maxBackoffMs: 100 },
    });
    let calls = 0;
    let finished = false;
    await bus.subscribe('g', 't', async () => {
      calls++;
      await sleep(50);
      finished = true;
      throw new Error('fails');
    });
    await bus.start();
    await bus.publish('t', [event(1)]);
    await waitFor(() => calls === 1, 10_000, 'handler started');
    await bus.stop();
    expect(finished).toBe(true);
    await sleep(150);
    expect(calls).toBe(1);
    expect(bus.deadLetters()).toEqual([]); // aborted by stop, not dead-lettered
  });

  it('stopGroup() waits for that group only, keeps its events, and a new subscribe resumes them', async () => {
    const bus = new InProcessEventBus({ retry: fastRetry });
    const got: number[] = [];
    const other: number[] = [];
    let finished = 0;
    await bus.subscribe('svc', 't', async (e) => {
      await sleep(50);
      got.push((e.payload as { n: number }).n);
      finished++;
    });
    await bus.subscribe('other', 't', async (e) => void other.push((e.payload as { n: number }).n));
    await bus.start();
    await bus.publish('t', [event(1), event(2)]);
    await waitFor(() => other.length === 2, 10_000, 'other group handled both');
    await bus.stopGroup('svc');
    expect(finished).toBe(1); // the event in flight completed, the next was not started
    await bus.stopGroup('svc'); // idempotent
    await bus.publish('t', [event(3)]);
    await waitFor(() => other.length === 3, 10_000, 'other group keeps consuming');
    await sleep(100);
    expect(got).toEqual([1]);
    await expect(bus.stopGroup('never-subscribed')).resolves.toBeUndefined();

    // The service starts again on the same bus: the new handler gets what the old one left.
    const again: number[] = [];
    await bus.subscribe('svc', 't', async (e) => void again.push((e.payload as { n: number }).n));
    await waitFor(() => again.length === 2, 10_000, 'resumed group gets events 2 and 3');
    expect(again).toEqual([2, 3]);
    await expect(bus.subscribe('svc', 't', async () => undefined)).rejects.toThrow(
      'already subscribed',
    );
    expect(bus.deadLetters()).toEqual([]);
    await bus.stop();
  });

  it('stopGroup() aborts a retrying handler without dead-lettering its event', async () => {
    const bus = new InProcessEventBus({
      retry: { maxAttempts: 5, initialBackoffMs: 100, maxBackoffMs: 100 },
    });
    let calls = 0;
    await bus.subscribe('g', 't', async () => {
      calls++;
      throw new Error('fails');
    });
    await bus.start();
    await bus.publish('t', [event(1)]);
    await waitFor(() => calls === 1, 10_000, 'handler started');
    await bus.stopGroup('g');
    await sleep(150);
    expect(calls).toBe(1);
    expect(bus.deadLetters()).toEqual([]);
    const redelivered: EventEnvelope[] = [];
    await bus.subscribe('g', 't', async (e) => void redelivered.push(e));
    await waitFor(() => redelivered.length === 1, 10_000, 'event delivered to the next subscriber');
    await bus.stop();
  });

  it('createEventBus without brokers returns the one shared bus', () => {
    expect(createEventBus({ clientId: 'users' })).toBe(sharedInProcessBus());
    expect(createEventBus({ clientId: 'orders', kafkaBrokers: [] })).toBe(sharedInProcessBus());
  });
});
