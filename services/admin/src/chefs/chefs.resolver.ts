import { Args, Context, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import DataLoader from 'dataloader';
import type { UserStatus } from '@hearth/contracts';
import { CurrentUser, Public, Roles, UserReference, type AuthUser } from '@hearth/nest-common';
import { PAGE_SIZE_DEFAULT } from '../common/list-query.js';
import { WaitlistSortInput } from '../common/list.types.js';
import type { ChefWaitlistEntity } from '../waitlists/chef-waitlist.entity.js';
import { ChefWaitlistRegistrationType } from '../waitlists/waitlists.types.js';
import { ChefApplicationsService, type ChefRow } from './chef-applications.service.js';
import {
  ChefApplicationPageType,
  ChefApplicationType,
  ChefListPageType,
  ChefStatusEnum,
} from './chefs.types.js';

/**
 * The admin's chef lists (Unverified Chef, All Chefs). Admins only: anyone
 * else gets FORBIDDEN (signed in) or UNAUTHENTICATED (visitor). Approve and reject are the users
 * subgraph's `approveChef` / `rejectChef`.
 */
@Resolver(() => ChefApplicationType)
export class ChefApplicationsResolver {
  constructor(private readonly service: ChefApplicationsService) {}

  @Roles('ADMIN')
  @Query(() => ChefApplicationPageType, {
    description: 'Chefs who signed up, newest first (admins only).',
  })
  chefApplications(
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
    @Args('cursor', { type: () => String, nullable: true }) cursor: string | null,
  ) {
    return this.service.page(limit, cursor);
  }

  /** The Unverified Chef queue: PENDING applications, oldest first, at most `limit` (1–100). */
  @Roles('ADMIN')
  @Query(() => [ChefApplicationType], {
    description:
      'Chef applications waiting for a decision (PENDING), oldest submission first, at most limit (1–100) (admins only).',
  })
  unverifiedChefs(@Args('limit', { type: () => Int, defaultValue: 50 }) limit: number) {
    return this.service.unverified(limit);
  }

  /** All Chefs: every chef with their status, paged, searched, sorted; optionally one status. */
  @Roles('ADMIN')
  @Query(() => ChefListPageType, {
    description:
      'Every chef with their status and founder flag, one page (page ≥ 1, pageSize 1–100), searched by e-mail or name, default newest first; sortable by CREATED_AT, EMAIL, FIRST_NAME, LAST_NAME (admins only).',
  })
  chefs(
    @Args('page', { type: () => Int, defaultValue: 1 }) page: number,
    @Args('pageSize', { type: () => Int, defaultValue: PAGE_SIZE_DEFAULT }) pageSize: number,
    @Args('sort', { type: () => WaitlistSortInput, nullable: true }) sort: WaitlistSortInput | null,
    @Args('search', { type: () => String, nullable: true }) search: string | null,
    @Args('status', { type: () => ChefStatusEnum, nullable: true }) status: UserStatus | null,
  ) {
    return this.service.list({ page, pageSize, sort, search, status });
  }

  /** The chef as a `User` (federation reference): the users and restaurants subgraphs fill it. */
  @ResolveField(() => UserReference, {
    description: 'The chef as a user: chefProfile (users), restaurant (restaurants).',
  })
  user(@Parent() chef: ChefRow): UserReference {
    return UserReference.of(chef.id);
  }
}

/** `ChefWaitlistRegistration.chef`: whether a waitlisted person has become a chef (Founder Chefs). */
@Resolver(() => ChefWaitlistRegistrationType)
export class WaitlistChefResolver {
  /** One batching loader per GraphQL request (keyed by its context object). */
  private readonly loaders = new WeakMap<object, DataLoader<string, ChefRow | null>>();

  constructor(private readonly service: ChefApplicationsService) {}

  /**
   * The chef account with the registration's e-mail, or null when there is none — and null for
   * anyone but admins (the public registration mutation returns this type too).
   */
  @Public()
  @ResolveField(() => ChefApplicationType, {
    nullable: true,
    description:
      'The chef who signed up with this e-mail (trimmed, case-insensitive), or null; admins only (null for others).',
  })
  chef(
    @Parent() registration: ChefWaitlistEntity,
    @CurrentUser() viewer: AuthUser | null,
    @Context() ctx: object,
  ): Promise<ChefRow | null> | null {
    if (viewer?.role !== 'ADMIN') return null;
    let loader = this.loaders.get(ctx);
    if (!loader) {
      loader = new DataLoader((emails) => this.service.byEmails(emails));
      this.loaders.set(ctx, loader);
    }
    return loader.load(registration.email);
  }
}
