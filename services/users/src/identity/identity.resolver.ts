import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Public, RateLimit, traceparentOf, type AuthUser } from '@hearth/nest-common';
import { LOGGER } from '@hearth/nest-common';
import { Inject } from '@nestjs/common';
import type { Logger } from 'pino';
import { IdentityService, type IdentityResult } from './identity.service.js';
import {
  clearedRefreshCookie,
  refreshTokenFromCookie,
  setCookie,
  type CookieRequest,
} from './refresh-cookie.js';
import { sessionResult } from './session-result.js';
import { AuthResult, LogInInput, SignUpInput, UserType } from './identity.types.js';

type Ctx = { req: CookieRequest };

/**
 * Sign-up and log-in attempts per client per minute (password guessing, account spam). Counters
 * live in Redis when REDIS_URL is set, so every replica shares them.
 */
export const AUTH_RATE_LIMIT = {
  name: 'auth',
  points: Number(process.env.AUTH_RATE_LIMIT_PER_MINUTE ?? 20),
  durationSeconds: 60,
};

/** Identity: the signed-in user (`me`) and the account mutations. Thin: parse, call. */
@Resolver(() => UserType)
export class IdentityResolver {
  constructor(
    private readonly identity: IdentityService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** `GetUser`: the signed-in user, or null for a visitor. */
  @Public()
  @Query(() => UserType, { nullable: true, description: 'The signed-in user (GetUser), or null.' })
  me(@CurrentUser() user: AuthUser | null) {
    return user ? this.identity.findById(user.id) : null;
  }

  @Public()
  @RateLimit(AUTH_RATE_LIMIT)
  @Mutation(() => AuthResult, { description: 'Creates a Guest or Chef account and signs it in.' })
  signUp(@Args('input') input: SignUpInput, @Context() ctx: Ctx) {
    return this.wrap(ctx, () => this.identity.signUp(input, traceparentOf(ctx)));
  }

  @Public()
  @RateLimit(AUTH_RATE_LIMIT)
  @Mutation(() => AuthResult, {
    description: 'Signs in; a wrong e-mail or password gets one generic message.',
  })
  logIn(@Args('input') input: LogInInput, @Context() ctx: Ctx) {
    return this.wrap(ctx, () => this.identity.logIn(input));
  }

  @Public()
  @Mutation(() => AuthResult, {
    description:
      'Rotates the refresh token and returns a fresh access token. Without `refreshToken`, the ' +
      '`hearth_refresh` cookie is used (browsers).',
  })
  refreshSession(
    @Context() ctx: Ctx,
    @Args('refreshToken', { type: () => String, nullable: true }) refreshToken?: string | null,
  ) {
    const token = refreshToken || refreshTokenFromCookie(ctx.req);
    // A cookie that no longer works is deleted, so the browser stops sending it.
    return this.wrap(ctx, () => this.identity.refresh(token), !refreshToken && token !== null);
  }

  @Public()
  @Mutation(() => Boolean, {
    description:
      'Revokes the refresh token (this device) and deletes the `hearth_refresh` cookie. Without ' +
      '`refreshToken`, the cookie is revoked. Always true.',
  })
  async logOut(
    @Context() ctx: Ctx,
    @Args('refreshToken', { type: () => String, nullable: true }) refreshToken?: string | null,
  ) {
    const token = refreshToken || refreshTokenFromCookie(ctx.req);
    if (token) await this.identity.logOut(token);
    setCookie(ctx.req, clearedRefreshCookie());
    return true;
  }

  /** Runs a command that signs in and maps it onto `AuthResult` (see `sessionResult`). */
  private wrap(ctx: Ctx, command: () => Promise<IdentityResult>, clearCookieOnFailure = false) {
    return sessionResult(ctx, this.logger, command, clearCookieOnFailure);
  }
}
