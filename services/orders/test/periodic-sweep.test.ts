import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { periodicSweep } from '../src/common/periodic-sweep.js';

/** The timer behind the order expiry, hold renewal and payout schedulers. */
describe('periodicSweep', () => {
  const logger = pino({ level: 'silent' });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('sweeps on every tick, never two at once, keeps going after a failure, and stop() waits for the sweep in flight', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    let finished = 0;
    const sweep = periodicSweep(
      'test',
      0.02,
      async () => {
        runs++;
        running++;
        most = Math.max(most, running);
        await sleep(50); // longer than the interval
        running--;
        finished++;
        if (runs === 1) throw new Error('passing failure');
        return 1;
      },
      logger,
    );
    // Until the third sweep has started (timers run late on a loaded machine).
    for (let waited = 0; runs < 3 && waited < 10_000; waited += 20) await sleep(20);
    await sweep.stop();
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
    expect(finished).toBe(runs);
    const after = runs;
    await sleep(100);
    expect(runs).toBe(after);
  });

  it('0 or a non-number turns it off', async () => {
    let runs = 0;
    for (const seconds of [0, Number('x')]) {
      const sweep = periodicSweep('test', seconds, async () => ++runs, logger, 0);
      await sleep(50);
      await sweep.stop();
    }
    expect(runs).toBe(0);
  });
});
