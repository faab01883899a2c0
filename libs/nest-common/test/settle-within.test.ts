import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { settleWithin } from '../src/events.js';

describe('settleWithin: a shutdown step never holds the process past its limit', () => {
  it("answers 'done' for work that resolves or rejects in time", async () => {
    expect(await settleWithin(Promise.resolve('ok'), 1_000)).toBe('done');
    expect(await settleWithin(Promise.reject(new Error('broker gone')), 1_000)).toBe('done');
  });

  it("answers 'timeout' once the limit passes, while the work goes on", async () => {
    // The work ends only when the test says so: no wall-clock race on a loaded machine.
    let finish!: () => void;
    let finished = false;
    const slow = new Promise<void>((resolve) => (finish = resolve)).then(() => {
      finished = true;
    });
    const started = Date.now();
    expect(await settleWithin(slow, 50)).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45); // it did wait for the limit
    expect(finished).toBe(false);
    finish();
    await slow;
    expect(finished).toBe(true);
  });
});
