import { describe, expect, it } from '@jest/globals';
import {
  clearedRefreshCookie,
  isBrowserRequest,
  refreshCookie,
  refreshCookieSecure,
  refreshTokenFromCookie,
} from '../src/identity/refresh-cookie.js';

describe('refresh-token cookie helpers', () => {
  it('is Secure unless AUTH_COOKIE_SECURE turns it off (plain-http development only)', () => {
    expect(refreshCookieSecure(undefined)).toBe(true);
    expect(refreshCookieSecure('true')).toBe(true);
    expect(refreshCookieSecure('false')).toBe(false);
    expect(refreshCookieSecure(' 0 ')).toBe(false);
    expect(refreshCookie('abc', false)).toBe(
      'hearth_refresh=abc; HttpOnly; SameSite=Lax; Path=/; Max-Age=2592000',
    );
    expect(clearedRefreshCookie(true)).toBe(
      'hearth_refresh=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0; Secure',
    );
  });

  it('reads the token among other cookies, and ignores an empty or look-alike one', () => {
    const req = (cookie?: string | string[]) => ({ headers: { cookie } });
    expect(refreshTokenFromCookie(req('a=1; hearth_refresh=tok-1; b=2'))).toBe('tok-1');
    expect(refreshTokenFromCookie(req(['a=1', 'hearth_refresh=tok-2']))).toBe('tok-2');
    expect(refreshTokenFromCookie(req('x_hearth_refresh=no; hearth_refresh='))).toBeNull();
    expect(refreshTokenFromCookie(req())).toBeNull();
  });

  it('treats a request with an Origin header as a web page', () => {
    expect(isBrowserRequest({ headers: { origin: 'http://localhost:3000' } })).toBe(true);
    expect(isBrowserRequest({ headers: {} })).toBe(false);
  });
});
