import { Inject } from '@nestjs/common';
import { Args, Context, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Logger } from 'pino';
import type { ChefType } from '@hearth/contracts';
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
import { ChefWaitlistService } from './chef-waitlist.service.js';
import { ChefWaitlistInput } from './waitlists.inputs.js';
import { ChefTypeEnum, ChefWaitlistPageType, ChefWaitlistResult } from './waitlists.types.js';

/** Chef waitlist: public registration and the admin lists. Thin: parse, call. */
@Resolver()
export class ChefWaitlistResolver {
  constructor(
    private readonly waitlist: ChefWaitlistService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Chef waitlist registration (beta or founder modal). Visitors; rate-limited per client
   * (`public-signup`, TOO_MANY_REQUESTS). Returns the registration, `ValidationError` (the form's
   * messages; `email` already on this programme's list) or `ServerError`.
   */
  @Public()
  @RateLimit(PUBLIC_SIGNUP_RATE_LIMIT)
  @Mutation(() => ChefWaitlistResult, {
    description: 'Joins the Beta or Founder chef waitlist (visitors; rate-limited).',
  })
  registerChefWaitlist(@Args('input') input: ChefWaitlistInput, @Context() ctx: GqlContext) {
    return signUpResponse(this.logger, () => this.waitlist.register(input, traceparentOf(ctx)));
  }

  /**
   * Admin list "Chef Waitlist" (`chefType: BETA`) / "Founder Chefs" (`chefType: FOUNDER`); both
   * when `chefType` is null. Admins only (FORBIDDEN otherwise).
   */
  @Roles('ADMIN')
  @Query(() => ChefWaitlistPageType, {
    description:
      'Chef waitlist registrations, one page (page ≥ 1, pageSize 1–100), default newest first (admins only).',
  })
  chefWaitlist(
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: PAGE_SIZE_DEFAULT }) pageSize: number,
    @Args('sort', { type: () => WaitlistSortInput, nullable: true }) sort: WaitlistSortInput | null,
    @Args('search', { type: () => String, nullable: true }) search: string | null,
    @Args('chefType', { type: () => ChefTypeEnum, nullable: true }) chefType: ChefType | null,
  ) {
    return this.waitlist.page({ page, pageSize, sort, search, chefType });
  }
}
