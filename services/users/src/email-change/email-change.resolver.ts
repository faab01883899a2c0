import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
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
} from '@hearth/nest-common';
import { PASSWORD_RESET_RATE_LIMIT } from '../account/account.resolver.js';
import type { CookieRequest } from '../identity/refresh-cookie.js';
import { EmailChangeService } from './email-change.service.js';
import {
  ConfirmEmailChangeInput,
  EmailChangeRequestResult,
  EmailChangeRequestType,
  EmailChangeResult,
  EmailChangeType,
  RequestEmailChangeInput,
} from './email-change.types.js';

type Ctx = { req: CookieRequest };

/** Changing the account's e-mail by a link sent to the new address. Thin: call, map. */
@Resolver()
export class EmailChangeResolver {
  constructor(
    private readonly emailChange: EmailChangeService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // Limited like reset requests: it checks a password and sends e-mails.
  @RateLimit(PASSWORD_RESET_RATE_LIMIT)
  @Mutation(() => EmailChangeRequestResult, {
    description:
      'Asks to change the signed-in user’s e-mail (password required; the new address must be ' +
      'free): a link that works once, for 24 hours, goes to the new address and a notice to the ' +
      'current one.',
  })
  requestEmailChange(
    @CurrentUser() user: AuthUser,
    @Args('input') input: RequestEmailChangeInput,
    @Context() ctx: Ctx,
  ) {
    return mutationResult(
      this.logger,
      'e-mail change request failed',
      () => this.emailChange.requestChange(user.id, input, traceparentOf(ctx)),
      (r) =>
        Object.assign(new EmailChangeRequestType(), {
          newEmail: r.newEmail,
          message: AccountMessages.emailChangeSent,
        }),
    );
  }

  @Public()
  @RateLimit(PASSWORD_RESET_RATE_LIMIT)
  @Mutation(() => EmailChangeResult, {
    description:
      'Confirms an e-mail change with the token of the link sent to the new address (once, ' +
      'within 24 hours, while no other account uses the address).',
  })
  confirmEmailChange(@Args('input') input: ConfirmEmailChangeInput, @Context() ctx: Ctx) {
    return mutationResult(
      this.logger,
      'e-mail change failed',
      () => this.emailChange.confirmChange(input, traceparentOf(ctx)),
      (r) => Object.assign(new EmailChangeType(), { email: r.email }),
    );
  }
}
