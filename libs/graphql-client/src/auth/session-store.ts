/** Key under which the refresh token is kept in `localStorage`. */
export const REFRESH_TOKEN_KEY = 'hearth.refreshToken';

/** Tokens of a signed-in session, as returned in `AuthSession`. */
export interface SessionTokens {
  accessToken: string;
  /** ISO-8601 expiry of the access token. */
  accessTokenExpiresAt: string;
  refreshToken: string;
}

/**
 * Where the session's tokens live: the access token only in memory (never persisted, so a
 * script-readable store never holds it), the rotating refresh token in `localStorage` so a reload
 * can restore the session.
 */
export class SessionStore {
  private accessToken: string | null = null;
  private expiresAt: number | null = null;

  constructor(
    private readonly storage: Storage | null = typeof localStorage === 'undefined'
      ? null
      : localStorage,
  ) {}

  getAccessToken = (): string | null => this.accessToken;

  /** Milliseconds since epoch when the access token expires, or null. */
  getExpiresAt(): number | null {
    return this.expiresAt;
  }

  getRefreshToken(): string | null {
    try {
      return this.storage?.getItem(REFRESH_TOKEN_KEY) ?? null;
    } catch {
      return null; // storage disabled (private mode): the session simply does not survive a reload
    }
  }

  setSession(tokens: SessionTokens): void {
    this.accessToken = tokens.accessToken;
    const parsed = Date.parse(tokens.accessTokenExpiresAt);
    this.expiresAt = Number.isNaN(parsed) ? null : parsed;
    try {
      this.storage?.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
    } catch {
      /* storage disabled: keep the in-memory session only */
    }
  }

  private unauthenticatedHandler: (() => void) | null = null;
  private lastUnauthenticatedAt = 0;

  /** Registers what to do when the server says UNAUTHENTICATED (the AuthProvider refreshes). */
  setUnauthenticatedHandler(handler: (() => void) | null): void {
    this.unauthenticatedHandler = handler;
  }

  /**
   * Called by the Apollo error link on an UNAUTHENTICATED answer. Only acts while a session is
   * believed to exist, at most once per 5 s, so a signed-out page never loops.
   */
  reportUnauthenticated = (): void => {
    if (!this.accessToken || Date.now() - this.lastUnauthenticatedAt < 5_000) return;
    this.lastUnauthenticatedAt = Date.now();
    this.unauthenticatedHandler?.();
  };

  clear(): void {
    this.accessToken = null;
    this.expiresAt = null;
    try {
      this.storage?.removeItem(REFRESH_TOKEN_KEY);
    } catch {
      /* nothing stored */
    }
  }
}
