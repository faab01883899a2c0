// The refresh token travels to browsers as an HttpOnly cookie (scripts on the page, e.g. an XSS
// payload, cannot read it). The gateway forwards the browser's `Cookie` header to this subgraph and
// copies our `Set-Cookie` back to the browser.
import { REFRESH_TOKEN_TTL_SECONDS } from './identity.service.js';

/** Name of the cookie holding the refresh token. */
export const REFRESH_COOKIE = 'hearth_refresh';

/** The parts of the Express request the cookie needs (Express sets `req.res`). */
export interface CookieRequest {
  headers: Record<string, string | string[] | undefined>;
  res?: { append(field: string, value: string): unknown };
}

/**
 * Whether the cookie gets `Secure`: yes unless `AUTH_COOKIE_SECURE` is `false`/`0`. Chromium and
 * Firefox accept Secure cookies from plain-http `localhost` and `127.0.0.1`, so only browsers that
 * do not (Safari) need it off, in local development only.
 */
export function refreshCookieSecure(value = process.env.AUTH_COOKIE_SECURE): boolean {
  return !['false', '0', 'no'].includes((value ?? '').trim().toLowerCase());
}

const attributes = (maxAge: number, secure: boolean) =>
  `HttpOnly; SameSite=Lax; Path=/; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;

/** `Set-Cookie` value that stores `token` for the refresh token's lifetime. */
export function refreshCookie(token: string, secure = refreshCookieSecure()): string {
  return `${REFRESH_COOKIE}=${token}; ${attributes(REFRESH_TOKEN_TTL_SECONDS, secure)}`;
}

/** `Set-Cookie` value that deletes the cookie. */
export function clearedRefreshCookie(secure = refreshCookieSecure()): string {
  return `${REFRESH_COOKIE}=; ${attributes(0, secure)}`;
}

const headerOf = (req: CookieRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join('; ') : value;
};

/** The refresh token from the request's `Cookie` header, or null. */
export function refreshTokenFromCookie(req: CookieRequest): string | null {
  for (const part of (headerOf(req, 'cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== REFRESH_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (value) return value;
  }
  return null;
}

/**
 * Whether the request comes from a web page (browsers always send `Origin` on a POST, and page
 * scripts cannot remove it): such callers get the refresh token only as the cookie, never in the
 * response body.
 */
export function isBrowserRequest(req: CookieRequest): boolean {
  return Boolean(headerOf(req, 'origin'));
}

/** Adds a `Set-Cookie` header to the response of `req`. */
export function setCookie(req: CookieRequest, value: string): void {
  req.res?.append('Set-Cookie', value);
}
