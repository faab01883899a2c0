/**
 * Key under which earlier versions kept the refresh token in `localStorage`. Nothing writes it any
 * more: the store removes it on start (and hands its value to the first refresh, once, so a
 * visitor signed in before the upgrade stays signed in, now with the cookie).
 */
export const REFRESH_TOKEN_KEY = 'hearth.refreshToken';

/**
 * Key of the signed-in hint in `localStorage`: `'1'` while this browser holds a session. Not a
 * credential (the refresh token is an HttpOnly cookie scripts cannot read); it lets a signed-out
 * visitor's first paint skip the refresh request, and tells other tabs about a log-out.
 */
export const SESSION_HINT_KEY = 'hearth.session';

/** Tokens of a signed-in session, as returned in `AuthSession`. */
export interface SessionTokens {
  accessToken: string;
  /** ISO-8601 expiry of the access token. */
  accessTokenExpiresAt: string;
  /** Ignored: browsers get the refresh token only as the HttpOnly `hearth_refresh` cookie. */
  refreshToken?: string | null;
}

/**
 * Where the session lives in the browser: the access token only in memory (never persisted, so a
 * script-readable store never holds it); the rotating refresh token in the gateway's HttpOnly
 * `hearth_refresh` cookie, out of reach of page scripts. `localStorage` holds only a signed-in
 * hint (`SESSION_HINT_KEY`), no token.
 */
export class SessionStore {
  private accessToken: string | null = null;
  private expiresAt: number | null = null;
  private legacyRefreshToken: string | null = null;

  constructor(
    private readonly storage: Storage | null = typeof localStorage === 'undefined'
      ? null
      : localStorage,
  ) {
    try {
      const legacy = this.storage?.getItem(REFRESH_TOKEN_KEY) ?? null;
      if (legacy !== null) {
        this.storage?.removeItem(REFRESH_TOKEN_KEY);
        this.legacyRefreshToken = legacy || null;
        if (this.legacyRefreshToken) this.storage?.setItem(SESSION_HINT_KEY, '1');
      }
    } catch {
      /* storage disabled */
    }
  }

  getAccessToken = (): string | null => this.accessToken;

  /** Milliseconds since epoch when the access token expires, or null. */
  getExpiresAt(): number | null {
    return this.expiresAt;
  }

  /**
   * Whether this browser is believed to hold a session (signed in here or in another tab, or
   * before the reload), so that a refresh with the cookie is worth trying.
   */
  hasSession(): boolean {
    if (this.accessToken || this.legacyRefreshToken) return true;
    try {
      return this.storage?.getItem(SESSION_HINT_KEY) === '1';
    } catch {
      return false; // storage disabled (private mode): the session simply does not survive a reload
    }
  }

  /**
   * The refresh token an earlier version left in `localStorage`, handed out once (the first
   * refresh sends it, and the answer sets the cookie); null otherwise.
   */
  takeLegacyRefreshToken(): string | null {
    const token = this.legacyRefreshToken;
    this.legacyRefreshToken = null;
    return token;
  }

  setSession(tokens: SessionTokens): void {
    this.accessToken = tokens.accessToken;
    const parsed = Date.parse(tokens.accessTokenExpiresAt);
    this.expiresAt = Number.isNaN(parsed) ? null : parsed;
    try {
      this.storage?.setItem(SESSION_HINT_KEY, '1');
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

  /** Forgets the session in this tab and the signed-in hint (the server clears the cookie). */
  clear(): void {
    this.accessToken = null;
    this.expiresAt = null;
    this.legacyRefreshToken = null;
    try {
      this.storage?.removeItem(SESSION_HINT_KEY);
      this.storage?.removeItem(REFRESH_TOKEN_KEY);
    } catch {
      /* nothing stored */
    }
  }
}
