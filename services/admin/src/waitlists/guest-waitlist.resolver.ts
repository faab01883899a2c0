import { Inject } from '@nestjs/common';
import { Args, Context, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Logger } from 'pino';
import {
  LOGGER,
  Public,
  RateLimit,
  Roles,
  traceparentOf,
  type GqlContext,
} from '@hearth/nest-common';
import { PAGE_SIZE_DEFAULT } from '../common/list-query.js';
import { WaitlistSortInput } from '../common/list.types.js';
import { PUBLIC_SIGNUP_RATE_LIMIT, signUpResponse } from '../common/sign-up.js';
import { GuestWaitlistService } from './guest-waitlist.service.js';
import { GuestWaitlistInput } from './waitlists.inputs.js';
import { GuestWaitlistPageType, GuestWaitlistResult } from './waitlists.types.js';

/** Guest waitlist: public sign-up and the admin list. Thin: parse, call. */
@Resolver()
export class GuestWaitlistResolver {
  constructor(
    private readonly waitlist: GuestWaitlistService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Guest waitlist sign-up (guest type Beta). Visitors; rate-limited per client (`public-signup`,
   * TOO_MANY_REQUESTS). Returns the entry, `ValidationError` (the form's messages; `email` already
   * on the list) or `ServerError`.
   */
  @Public()
  @RateLimit(PUBLIC_SIGNUP_RATE_LIMIT)
  @Mutation(() => GuestWaitlistResult, {
    description: 'Joins the (Beta) guest waitlist (visitors; rate-limited).',
  })
  joinGuestWaitlist(@Args('input') input: GuestWaitlistInput, @Context() ctx: GqlContext) {
    return signUpResponse(this.logger, () => this.waitlist.join(input, traceparentOf(ctx)));
  }

  /** Admin list "Guest Waitlist". Admins only (FORBIDDEN otherwise). */
  @Roles('ADMIN')
  @Query(() => GuestWaitlistPageType, {
    description:
      'Guest waitlist entries, one page (page ≥ 1, pageSize 1–100), default newest first (admins only).',
  })
  guestWaitlist(
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: PAGE_SIZE_DEFAULT }) pageSize: number,
    @Args('sort', { type: () => WaitlistSortInput, nullable: true }) sort: WaitlistSortInput | null,
    @Args('search', { type: () => String, nullable: true }) search: string | null,
  ) {
    return this.waitlist.page({ page, pageSize, sort, search });
  }
}
