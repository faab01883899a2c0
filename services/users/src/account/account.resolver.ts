import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Logger } from 'pino';
import { AccountMessages } from '@hearth/contracts';
import {
  CurrentUser,
  LOGGER,
  Public,
  RateLimit,
  mutationResult,
  traceparentOf,
  type AuthUser,
  type RateLimitRule,
} from '@hearth/nest-common';
import { AUTH_RATE_LIMIT } from '../identity/identity.resolver.js';
import { AuthResult, UserType } from '../identity/identity.types.js';
import type { CookieRequest } from '../identity/refresh-cookie.js';
import { sessionResult } from '../identity/session-result.js';
import type { UserEntity } from '../identity/user.entity.js';
import { AccountService } from './account.service.js';
import {
  AccountDetailsInput,
  AccountResult,
  ChangePasswordInput,
  PasswordResetRequestResult,
  PasswordResetRequestType,
  PasswordResetResult,
  PasswordResetType,
  RequestPasswordResetInput,
  ResetPasswordInput,
} from './account.types.js';

type Ctx = { req: CookieRequest };

/**
 * Reset requests and link uses per client per minute (inbox flooding, token guessing); the
 * e-mails per address have their own budget (`RESET_EMAILS_PER_ADDRESS`).
 */
export const PASSWORD_RESET_RATE_LIMIT = {
  name: 'password-reset',
  points: Number(process.env.PASSWORD_RESET_RATE_LIMIT_PER_MINUTE ?? 5),
  durationSeconds: 60,
} satisfies RateLimitRule;

/** The account's own settings: password change and recovery, account details. Thin: call, map. */
@Resolver()
export class AccountResolver {
  constructor(
    private readonly account: AccountService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // Rate-limited like log-in: it checks a password.
  @RateLimit(AUTH_RATE_LIMIT)
  @Mutation(() => AuthResult, {
    description:
      "Changes the signed-in user's password (current one required, sign-up rules for the new " +
      'one), signs every other session out and answers a new session for this one.',
  })
  changePassword(
    @CurrentUser() user: AuthUser,
    @Args('input') input: ChangePasswordInput,
    @Context() ctx: Ctx,
  ) {
    return sessionResult(ctx, this.logger, () => this.account.changePassword(user.id, input));
  }

  @Public()
  @RateLimit(PASSWORD_RESET_RATE_LIMIT)
  @Mutation(() => PasswordResetRequestResult, {
    description:
      'E-mails a link to reset the password (works once, for 30 minutes) when an account uses ' +
      'the address; the answer is the same either way.',
  })
  requestPasswordReset(@Args('input') input: RequestPasswordResetInput, @Context() ctx: Ctx) {
    return mutationResult(
      this.logger,
      'password reset request failed',
      () => this.account.requestPasswordReset(input, traceparentOf(ctx)),
      () =>
        Object.assign(new PasswordResetRequestType(), { message: AccountMessages.resetLinkSent }),
    );
  }

  @Public()
  @RateLimit(PASSWORD_RESET_RATE_LIMIT)
  @Mutation(() => PasswordResetResult, {
    description:
      "Sets a new password with an e-mailed link's token (once, within 30 minutes) and signs " +
      'every session of the account out.',
  })
  resetPassword(@Args('input') input: ResetPasswordInput) {
    return mutationResult(
      this.logger,
      'password reset failed',
      () => this.account.resetPassword(input),
      (r) => Object.assign(new PasswordResetType(), { email: r.email }),
    );
  }

  @Mutation(() => AccountResult, {
    description: "Saves the signed-in user's first and last name and optional phone.",
  })
  updateAccount(@CurrentUser() user: AuthUser, @Args('input') input: AccountDetailsInput) {
    return mutationResult(
      this.logger,
      'saving account details failed',
      () => this.account.updateDetails(user.id, input),
      (r) => r.user,
    );
  }
}

/** Account fields of `User` only its owner (and admins) may read. */
@Resolver(() => UserType)
export class AccountUserFieldsResolver {
  @Public()
  @ResolveField(() => String, {
    nullable: true,
    description:
      'Phone typed after the fixed +1 (without it); null when none, and for anyone but the user and admins.',
  })
  phone(@Parent() user: UserEntity, @CurrentUser() viewer: AuthUser | null) {
    if (!viewer || (viewer.id !== user.id && viewer.role !== 'ADMIN')) return null;
    return user.phone ?? null;
  }
}
