import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { Logger } from 'pino';
import { NewsletterPostMessages } from '@hearth/contracts';
import {
  CurrentUser,
  LOGGER,
  Public,
  RateLimit,
  Roles,
  mutationResult,
  type AuthUser,
} from '@hearth/nest-common';
import { PUBLIC_SIGNUP_RATE_LIMIT } from '../common/sign-up.js';
import type { NewsletterRecipientStatus } from './newsletter-recipient.entity.js';
import { NewsletterPostsService, type NewsletterSummary } from './newsletter-posts.service.js';
import {
  NewsletterAudienceSizeType,
  NewsletterContentInput,
  NewsletterRecipientPageType,
  NewsletterRecipientStatusEnum,
  NewsletterType,
  SendNewsletterInput,
  SendNewsletterResult,
  SendNewsletterTestResult,
  UnsubscribeNewsletterResult,
  NewsletterTestSentType,
  NewsletterUnsubscribedType,
} from './newsletter-posts.types.js';

/**
 * Post Newsletter (admins only: FORBIDDEN / UNAUTHENTICATED otherwise) and the public unsubscribe
 * (visitors, rate-limited). Thin: the rules are `NewsletterPostsService`'s.
 */
@Resolver(() => NewsletterType)
export class NewsletterPostsResolver {
  constructor(
    private readonly posts: NewsletterPostsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Each audience with the number of addresses a newsletter to it would reach now. */
  @Roles('ADMIN')
  @Query(() => [NewsletterAudienceSizeType], {
    description: 'Each newsletter audience and how many addresses it reaches now (admins only).',
  })
  newsletterAudiences() {
    return this.posts.audiences();
  }

  /** Past newsletters, newest first, at most `limit` (1–50), with their delivery counts. */
  @Roles('ADMIN')
  @Query(() => [NewsletterType], {
    description:
      'Sent newsletters, newest first, at most limit (1–50), with their delivery counts (admins only).',
  })
  newsletters(@Args('limit', { type: () => Int, defaultValue: 20 }) limit: number) {
    return this.posts.list(limit);
  }

  /** One newsletter with its counts (poll it for progress), or null. */
  @Roles('ADMIN')
  @Query(() => NewsletterType, { nullable: true, description: 'One newsletter (admins only).' })
  newsletter(@Args('id', { type: () => ID }) id: string) {
    return this.posts.get(id);
  }

  /** A page of the newsletter's recipients, by e-mail, optionally of one status. */
  @ResolveField(() => NewsletterRecipientPageType, {
    description:
      'The recipients, by e-mail, one page (page ≥ 1, pageSize 1–100), optionally only one status.',
  })
  recipients(
    @Parent() newsletter: NewsletterSummary,
    @Args('status', { type: () => NewsletterRecipientStatusEnum, nullable: true })
    status: NewsletterRecipientStatus | null,
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: 20 }) pageSize: number,
  ) {
    return this.posts.recipients(newsletter.id, status, page, pageSize);
  }

  /**
   * SendNewsletterTest: e-mails the newsletter once to the signed-in admin ('[Test] ' subject).
   * Returns `NewsletterTestSent { to }`, `ValidationError` (subject, body) or `ServerError`
   * (`testFailed` when the mail server refused).
   */
  @Roles('ADMIN')
  @Mutation(() => SendNewsletterTestResult, {
    description: 'Sends the newsletter once to the signed-in admin as a test (admins only).',
  })
  sendNewsletterTest(@Args('input') input: NewsletterContentInput, @CurrentUser() admin: AuthUser) {
    return mutationResult(
      this.logger,
      'newsletter test e-mail failed',
      () => this.posts.sendTest(input, admin),
      (r) => Object.assign(new NewsletterTestSentType(), r),
      NewsletterPostMessages.testFailed,
    );
  }

  /**
   * SendNewsletter: fixes the recipients and queues the newsletter for the background sender.
   * Sending the same id again answers the same newsletter (sent once). Returns `Newsletter`,
   * `ValidationError` (subject, body, audience, an empty audience) or `ServerError`.
   */
  @Roles('ADMIN')
  @Mutation(() => SendNewsletterResult, {
    description:
      'Sends a newsletter to its audience in the background; the same id never sends twice (admins only).',
  })
  sendNewsletter(@Args('input') input: SendNewsletterInput, @CurrentUser() admin: AuthUser) {
    return mutationResult(
      this.logger,
      'queueing a newsletter failed',
      () => this.posts.send(input, admin),
      (r) => Object.assign(new NewsletterType(), r),
    );
  }

  /**
   * UnsubscribeFromNewsletter: the unsubscribe page's button. Visitors; rate-limited per client.
   * Returns `NewsletterUnsubscribed { email }`, `ValidationError` (a link that is not valid) or
   * `ServerError`.
   */
  @Public()
  @RateLimit(PUBLIC_SIGNUP_RATE_LIMIT)
  @Mutation(() => UnsubscribeNewsletterResult, {
    description:
      "Unsubscribes the address of a newsletter's unsubscribe link from every newsletter (visitors; rate-limited).",
  })
  unsubscribeFromNewsletter(@Args('token') token: string) {
    return mutationResult(
      this.logger,
      'unsubscribing failed',
      () => this.posts.unsubscribe(token),
      (r) => Object.assign(new NewsletterUnsubscribedType(), r),
    );
  }
}
