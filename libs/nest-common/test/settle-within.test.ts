import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { settleWithin } from '../src/events.js';

describe('settleWithin: a shutdown step never holds the process past its limit', () => {
  it("answers 'done' for work that resolves or rejects in time", async () => {
    expect(await settleWithin(Promise.resolve('ok'), 1_000)).toBe('done');
    expect(await settleWithin(Promise.reject(new Error('broker gone')), 1_000)).toBe('done');
  });

  it("answers 'timeout' once the limit passes, while the work goes on", async () => {
    let finished = false;
    const slow = new Promise<void>((resolve) =>
      setTimeout(() => {
        finished = true;
        resolve();
      }, 300),
    );
    const started = Date.now();
    expect(await settleWithin(slow, 50)).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(300);
    expect(finished).toBe(false);
    await slow;
    expect(finished).toBe(true);
  });
});
