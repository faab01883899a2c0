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
import { NewsletterService } from './newsletter.service.js';
import {
  NewsletterInput,
  NewsletterResult,
  NewsletterSubscriptionPageType,
} from './newsletter.types.js';

/** Newsletter: public subscribe and the admin list. Thin. */
@Resolver()
export class NewsletterResolver {
  constructor(
    private readonly newsletter: NewsletterService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * SubscribeNewsletter. Visitors; rate-limited per client (`public-signup`, TOO_MANY_REQUESTS).
   * Returns the subscription, `ValidationError` (e-mail required and valid; already subscribed) or
   * `ServerError`.
   */
  @Public()
  @RateLimit(PUBLIC_SIGNUP_RATE_LIMIT)
  @Mutation(() => NewsletterResult, {
    description: 'Subscribes an e-mail to the newsletter (visitors; rate-limited).',
  })
  subscribeNewsletter(@Args('input') input: NewsletterInput, @Context() ctx: GqlContext) {
    return signUpResponse(this.logger, () => this.newsletter.subscribe(input, traceparentOf(ctx)));
  }

  /**
   * Admin list "Newsletter Subscribers". Admins only (FORBIDDEN otherwise). Sorting by
   * FIRST_NAME, LAST_NAME or POSTAL_CODE is a BAD_USER_INPUT error.
   */
  @Roles('ADMIN')
  @Query(() => NewsletterSubscriptionPageType, {
    description:
      'Newsletter subscriptions, one page (page ≥ 1, pageSize 1–100), default newest first; sort by CREATED_AT or EMAIL (admins only).',
  })
  newsletterSubscriptions(
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: PAGE_SIZE_DEFAULT }) pageSize: number,
    @Args('sort', { type: () => WaitlistSortInput, nullable: true }) sort: WaitlistSortInput | null,
    @Args('search', { type: () => String, nullable: true }) search: string | null,
  ) {
    return this.newsletter.page({ page, pageSize, sort, search });
  }
}
