import { afterEach, describe, expect, it } from '@jest/globals';
import { REFRESH_LOCK_NAME, withRefreshLock } from '../src/auth/refresh-lock';

/**
 * A stand-in for the server's rotation: each refresh reads the browser's cookie when its request
 * leaves, answers after a round trip, and a token used twice is theft (the session ends).
 */
function rotatingServer() {
  let cookie = 't1';
  let next = 2;
  const used = new Set<string>();
  return {
    refresh: async (): Promise<'ok' | 'reuse detected'> => {
      const sent = cookie;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (used.has(sent)) return 'reuse detected';
      used.add(sent);
      cookie = `t${next++}`;
      return 'ok';
    },
  };
}

/** A minimal LockManager: one holder per name at a time, in request order (as browsers do). */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  return {
    names,
    request: (name: string, callback: () => Promise<unknown>) => {
      names.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(() => callback());
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

const realLocks = Object.getOwnPropertyDescriptor(navigator, 'locks');
afterEach(() => {
  if (realLocks) Object.defineProperty(navigator, 'locks', realLocks);
  else delete (navigator as { locks?: unknown }).locks;
});

describe('two tabs refreshing at the same instant (one cookie, rotating refresh tokens)', () => {
  it('without a lock the second tab sends the already-used token and the session is ended', async () => {
    // What happens in a browser without the Web Locks API: no serialisation.
    Object.defineProperty(navigator, 'locks', { configurable: true, value: undefined });
    const server = rotatingServer();
    const results = await Promise.all([
      withRefreshLock(server.refresh),
      withRefreshLock(server.refresh),
    ]);
    expect(results).toEqual(['ok', 'reuse detected']);
  });

  it('under the browser-wide lock both tabs stay signed in', async () => {
    const locks = fakeLocks();
    Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
    const server = rotatingServer();
    const results = await Promise.all([
      withRefreshLock(server.refresh),
      withRefreshLock(server.refresh),
    ]);
    expect(results).toEqual(['ok', 'ok']);
    expect(locks.names).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
  });
});
