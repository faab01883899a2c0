// Shared by the session tests (lazy-session, auth-lazy-session): the signed-in user as the
// gateway returns it, and a `fetch` stand-in for the gateway (restored after every test).
import { afterEach, jest } from '@jest/globals';

/** The user of every session in these tests. */
export const testUser = {
  __typename: 'User' as const,
  id: 'u1',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  role: 'GUEST' as const,
  status: 'ACTIVE' as const,
};

const realFetch = globalThis.fetch;
afterEach(() => {
  localStorage.clear();
  globalThis.fetch = realFetch;
});

/** Answers each fetch with the next body (the last one repeats), with its HTTP status. */
export function mockFetchSequence(...bodies: Array<{ body: unknown; status?: number }>) {
  let i = 0;
  const fn = jest.fn(async (_url: unknown, _init?: unknown) => {
    const { body, status = 200 } = bodies[Math.min(i++, bodies.length - 1)]!;
    return { ok: status >= 200 && status < 300, status, json: async () => body };
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** Answers every fetch with `body` and `status`. */
export const mockFetch = (body: unknown, status = 200) => mockFetchSequence({ body, status });
