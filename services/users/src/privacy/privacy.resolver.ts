import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Logger } from 'pino';
import {
  CurrentUser,
  LOGGER,
  RateLimit,
  mutationResult,
  traceparentOf,
  type AuthUser,
} from '@hearth/nest-common';
import { AUTH_RATE_LIMIT } from '../identity/identity.resolver.js';
import { clearedRefreshCookie, setCookie, type CookieRequest } from '../identity/refresh-cookie.js';
import { PrivacyService } from './privacy.service.js';
import { AccountDeletedType, DeleteAccountInput, DeleteAccountResult } from './privacy.types.js';

type Ctx = { req: CookieRequest };

/** The user's own data in users: a copy (JSON) and deleting the account. Thin: call, map. */
@Resolver()
export class PrivacyResolver {
  constructor(
    private readonly privacy: PrivacyService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Query(() => String, {
    description:
      'JSON text of what users holds about the signed-in user: account, chef profile, bank ' +
      'details (name and last four digits), the payout recipient made from them (Wise id, ' +
      'state, refusal), e-mail changes asked, password resets asked, signed-in devices and the ' +
      'chefs they ordered from. No secret: no full account number, no token or its hash.',
  })
  async accountDataExport(@CurrentUser() user: AuthUser): Promise<string> {
    return JSON.stringify(await this.privacy.exportData(user.id));
  }

  // Rate-limited like log-in: it checks a password.
  @RateLimit(AUTH_RATE_LIMIT)
  @Mutation(() => DeleteAccountResult, {
    description:
      "Deletes the signed-in guest's account (password required): personal data is anonymised " +
      'in every service through UserDeleted, every session is signed out and the refresh ' +
      'cookie deleted; order totals and the ledger stay.',
  })
  deleteAccount(
    @CurrentUser() user: AuthUser,
    @Args('input') input: DeleteAccountInput,
    @Context() ctx: Ctx,
  ) {
    return mutationResult(
      this.logger,
      'deleting an account failed',
      () => this.privacy.deleteAccount(user.id, input, traceparentOf(ctx)),
      (r) => {
        setCookie(ctx.req, clearedRefreshCookie());
        return Object.assign(new AccountDeletedType(), { message: r.message });
      },
    );
  }
}
