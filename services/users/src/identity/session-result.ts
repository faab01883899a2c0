import { AuthMessages } from '@hearth/contracts';
import { ServerError, ValidationError } from '@hearth/nest-common';
import type { Logger } from 'pino';
import type { IdentityResult } from './identity.service.js';
import { AuthSessionType } from './identity.types.js';
import {
  clearedRefreshCookie,
  isBrowserRequest,
  refreshCookie,
  setCookie,
  type CookieRequest,
} from './refresh-cookie.js';

/**
 * Runs a command that signs in (sign-up, log-in, refresh, password change) and maps it onto
 * `AuthResult`: on success sets the refresh cookie and hides the refresh token from browsers
 * (they get only the HttpOnly cookie); a refusal is `ValidationError` (optionally clearing the
 * cookie), anything thrown is logged and becomes `ServerError`.
 */
export async function sessionResult(
  ctx: { req: CookieRequest },
  logger: Logger,
  command: () => Promise<IdentityResult>,
  clearCookieOnFailure = false,
) {
  try {
    const result = await command();
    if (result.kind === 'invalid') {
      if (clearCookieOnFailure) setCookie(ctx.req, clearedRefreshCookie());
      return ValidationError.of(result.errors);
    }
    const { session } = result;
    setCookie(ctx.req, refreshCookie(session.refreshToken));
    return Object.assign(new AuthSessionType(), session, {
      refreshToken: isBrowserRequest(ctx.req) ? null : session.refreshToken,
    });
  } catch (err) {
    logger.error({ err }, 'identity command failed');
    return ServerError.of(AuthMessages.serverError);
  }
}
