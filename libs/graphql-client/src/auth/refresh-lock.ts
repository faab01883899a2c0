// When and how a session refresh runs: the delay before expiry, and the browser-wide lock that
// keeps two tabs from using one refresh token.

/** Name of the browser-wide lock every tab takes around a refresh (Web Locks API). */
export const REFRESH_LOCK_NAME = 'hearth-refresh';

/**
 * Runs `work` while holding the browser-wide {@link REFRESH_LOCK_NAME} lock, so two tabs of one
 * browser never send the same refresh cookie at once: the server rotates the token on every
 * refresh and reads a second use of the old one as theft (ending the session everywhere). Under
 * the lock, the second tab's request leaves after the first one's `Set-Cookie` landed, so it
 * carries the new token. Without the Web Locks API (old browsers, jsdom) `work` runs at once.
 */
export function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks: LockManager | undefined =
    typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return work();
  return locks.request(REFRESH_LOCK_NAME, () => work());
}

/** When to refresh: a minute before expiry, or at 80 % of a short lifetime; never sooner than 1 s. */
export function refreshDelay(expiresAt: number, now = Date.now()): number {
  const lifetime = expiresAt - now;
  return Math.max(1_000, lifetime > 120_000 ? lifetime - 60_000 : lifetime * 0.8);
}
