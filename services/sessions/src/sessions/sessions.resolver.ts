import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  GraphQLISODateTime,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
} from '@nestjs/graphql';
import type { Logger } from 'pino';
import {
  CurrentUser,
  LOGGER,
  Public,
  Roles,
  mutationResult,
  traceparentOf,
  type AuthUser,
  type GqlContext,
} from '@hearth/nest-common';
import { SessionsService } from './sessions.service.js';
import { CookingSessionInput, CookingSessionResult, CookingSessionType } from './sessions.types.js';

/** Cooking sessions API: create, edit, list a restaurant's upcoming sessions. Thin: call, map. */
@Resolver()
export class SessionsResolver {
  constructor(
    private readonly sessions: SessionsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** `CookingSessionResult` of a save: the session, `ValidationError` or `ServerError`. */
  private result(save: () => ReturnType<SessionsService['save']>) {
    return mutationResult(this.logger, 'saving a cooking session failed', save, (r) => r.session);
  }

  /**
   * Schedules a cooking session for the chef's own restaurant (CHEF; another chef's restaurant →
   * FORBIDDEN). Expands it into occurrences with their own stock and publishes
   * `CookingSessionScheduled`. Only ACTIVE dishes of the restaurant; defaults for omitted fields
   * (`cookingSessionSchema`). `ValidationError` carries the form's messages; nothing is written
   * then.
   */
  @Roles('CHEF')
  @Mutation(() => CookingSessionResult, {
    description: "Schedules a cooking session for the chef's own restaurant (chefs only).",
  })
  createCookingSession(
    @Args('input') input: CookingSessionInput,
    @CurrentUser() user: AuthUser,
    @Context() ctx: GqlContext,
  ) {
    return this.result(() =>
      this.sessions.save(user, null, input, { traceparent: traceparentOf(ctx) }),
    );
  }

  /**
   * Edits a session of the chef's own restaurant and re-expands its occurrences, keeping every
   * portion already sold (refused with a `ValidationError` when an edit would contradict them).
   */
  @Roles('CHEF')
  @Mutation(() => CookingSessionResult, {
    description:
      "Edits a cooking session of the chef's own restaurant; portions already sold are kept (chefs only).",
  })
  updateCookingSession(
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('input') input: CookingSessionInput,
    @CurrentUser() user: AuthUser,
    @Context() ctx: GqlContext,
  ) {
    return this.result(() =>
      this.sessions.save(user, sessionId, input, { traceparent: traceparentOf(ctx) }),
    );
  }

  /**
   * Public: anyone may see the upcoming sessions and the portions left of a public restaurant;
   * of one that is not public, only its owner and admins (everyone else gets []).
   */
  @Public()
  @Query(() => [CookingSessionType], {
    description:
      'Sessions of a restaurant with their occurrences starting in [from (default now), from + days) and the portions left per dish, soonest first ([] for a restaurant that is not public, except to its owner and admins).',
  })
  cookingSessions(
    @Args('restaurantId', { type: () => ID }) restaurantId: string,
    @Args('from', { type: () => GraphQLISODateTime, nullable: true }) from: Date | null,
    @Args('days', { type: () => Int, defaultValue: 14, description: '1 to 90.' }) days: number,
    @CurrentUser() viewer: AuthUser | null,
  ) {
    return this.sessions.list(viewer, restaurantId, from ?? new Date(), days);
  }
}
