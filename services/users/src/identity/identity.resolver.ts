import { Args, Context, Mutation, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { AuthMessages } from '@hearth/contracts';
import {
  CurrentUser,
  Public,
  RateLimit,
  ServerError,
  ValidationError,
  type AuthUser,
} from '@hearth/nest-common';
import { LOGGER } from '@hearth/nest-common';
import { Inject } from '@nestjs/common';
import type { Logger } from 'pino';
import { IdentityService, type IdentityResult } from './identity.service.js';
import {
  AuthResult,
  AuthSessionType,
  LogInInput,
  SignUpInput,
  UserType,
} from './identity.types.js';

type Ctx = { req: { headers: Record<string, string | string[] | undefined> } };
const traceparentOf = (ctx: Ctx) => {
  const value = ctx.req.headers['traceparent'];
  return (Array.isArray(value) ? value[0] : value) ?? null;
};

/**
 * Sign-up and log-in attempts per client per minute (password guessing, account spam). Counters
 * live in Redis when REDIS_URL is set, so every replica shares them.
 */
export const AUTH_RATE_LIMIT = {
  name: 'auth',
  points: Number(process.env.AUTH_RATE_LIMIT_PER_MINUTE ?? 20),
  durationSeconds: 60,
};

/** Identity operations of SPEC §7 (`GetUser`) and the account mutations. Thin: parse, call. */
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
    return this.wrap(() => this.identity.signUp(input, traceparentOf(ctx)));
  }

  @Public()
  @RateLimit(AUTH_RATE_LIMIT)
  @Mutation(() => AuthResult, {
    description: 'Signs in; a wrong e-mail or password gets one generic message.',
  })
  logIn(@Args('input') input: LogInInput) {
    return this.wrap(() => this.identity.logIn(input));
  }

  @Public()
  @Mutation(() => AuthResult, {
    description: 'Rotates the refresh token and returns a fresh access token.',
  })
  refreshSession(@Args('refreshToken') refreshToken: string) {
    return this.wrap(() => this.identity.refresh(refreshToken));
  }

  @Public()
  @Mutation(() => Boolean, { description: 'Revokes the refresh token (this device). Always true.' })
  async logOut(@Args('refreshToken') refreshToken: string) {
    await this.identity.logOut(refreshToken);
    return true;
  }

  /** Federation: resolves `User` references from other subgraphs. */
  @ResolveReference()
  resolveReference(ref: { id: string }) {
    return this.identity.findById(ref.id);
  }

  private async wrap(command: () => Promise<IdentityResult>) {
    try {
      const result = await command();
      if (result.kind === 'invalid') return ValidationError.of(result.errors);
      return Object.assign(new AuthSessionType(), result.session);
    } catch (err) {
      this.logger.error({ err }, 'identity command failed');
      return ServerError.of(AuthMessages.serverError);
    }
  }
}
