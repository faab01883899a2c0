/**
 * The watch over a kafkajs consumer: a crash kafkajs gives up on and a stalled consumer are
 * reported once (so the bus replaces the consumer); crashes kafkajs restarts, a live consumer and
 * a consumer busy with a long retry are left alone. The events are emitted with the names and
 * payload shape of kafkajs's own instrumentation (`consumer.crash` with `{ error, groupId,
 * restart }`), taken from a real kafkajs consumer's `events`.
 */
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Kafka } from 'kafkajs';
import {
  superviseConsumer,
  type SupervisedConsumer,
  type SupervisionHandle,
} from '../src/consumer-supervisor.js';

const { events } = new Kafka({ brokers: ['127.0.0.1:1'] }).consumer({ groupId: 'g' });

/** A consumer whose instrumentation events the test emits, as kafkajs would. */
function fakeConsumer() {
  const emitter = new EventEmitter();
  const consumer = {
    events,
    on: (name: string, listener: (event: unknown) => void) => {
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
  } as unknown as SupervisedConsumer; // only `on` and `events` are read
  const emit = (name: string, payload: object) =>
    emitter.emit(name, { id: 1, type: name, timestamp: Date.now(), payload });
  return { consumer, emit, listeners: () => emitter.eventNames().length };
}

describe('superviseConsumer', () => {
  let handle: SupervisionHandle | undefined;
  afterEach(() => {
    handle?.stop();
    jest.useRealTimers();
  });

  it('reports a crash kafkajs will not restart, once, with its error', () => {
    const { consumer, emit } = fakeConsumer();
    const dead: Error[] = [];
    handle = superviseConsumer(consumer, {
      stallMs: 60_000,
      isBusy: () => false,
      onDead: (e) => dead.push(e),
    });
    const error = Object.assign(new Error('No broker available'), {
      name: 'KafkaJSNoBrokerAvailableError',
    });
    emit(events.CRASH, { error, groupId: 'g', restart: false });
    emit(events.CRASH, { error, groupId: 'g', restart: false });
    expect(dead).toEqual([error]);
  });

  it('leaves a crash kafkajs restarts itself alone', () => {
    jest.useFakeTimers(); // Jest's clock: 2.5 s of outage pass at once, whatever the machine's load
    const { consumer, emit } = fakeConsumer();
    const dead: Error[] = [];
    const refused = new Error('ECONNREFUSED');
    handle = superviseConsumer(consumer, {
      stallMs: 1_500,
      checkEveryMs: 20,
      isBusy: () => false,
      onDead: (e) => dead.push(e),
    });
    // A broker outage: a crash with restart every 100 ms keeps the consumer counted as alive
    // for longer than stallMs.
    for (let i = 0; i < 25; i++) {
      emit(events.CRASH, { error: refused, groupId: 'g', restart: true });
      jest.advanceTimersByTime(100);
    }
    expect(dead).toEqual([]);
  });

  it('reports a consumer that shows no sign of life for stallMs while idle', () => {
    jest.useFakeTimers();
    const { consumer, emit } = fakeConsumer();
    const dead: Error[] = [];
    handle = superviseConsumer(consumer, {
      stallMs: 1_500,
      checkEveryMs: 20,
      isBusy: () => false,
      onDead: (e) => dead.push(e),
    });
    // Alive while fetches come, for longer than stallMs…
    for (let i = 0; i < 25; i++) {
      emit(events.FETCH_START, {});
      jest.advanceTimersByTime(100);
    }
    expect(dead).toEqual([]);
    // …stalled once they stop.
    jest.advanceTimersByTime(1_600);
    expect(dead).toHaveLength(1);
    expect(dead[0]!.message).toMatch(/consumer stalled: no sign of life/);
  });

  it('does not count a long handler retry as a stall', () => {
    jest.useFakeTimers(); // Jest's clock (Date.now and the check interval): no real waiting
    const { consumer } = fakeConsumer();
    const dead: Error[] = [];
    let busy = true;
    handle = superviseConsumer(consumer, {
      stallMs: 300,
      checkEveryMs: 20,
      isBusy: () => busy,
      onDead: (e) => dead.push(e),
    });
    jest.advanceTimersByTime(1_500); // five stall windows of a busy consumer
    expect(dead).toEqual([]);
    busy = false; // the retry ended; the consumer fetches again or is reported
    jest.advanceTimersByTime(400); // one stall window (300 ms) and a check later
    expect(dead).toHaveLength(1);
  });

  it('stop() removes its listeners and reports nothing after', () => {
    jest.useFakeTimers();
    const { consumer, emit, listeners } = fakeConsumer();
    const dead: Error[] = [];
    handle = superviseConsumer(consumer, {
      stallMs: 50,
      checkEveryMs: 10,
      isBusy: () => false,
      onDead: (e) => dead.push(e),
    });
    expect(listeners()).toBeGreaterThan(0);
    handle.stop();
    expect(listeners()).toBe(0);
    emit(events.CRASH, { error: new Error('x'), groupId: 'g', restart: false });
    jest.advanceTimersByTime(150); // three stall windows
    expect(dead).toEqual([]);
  });
});
