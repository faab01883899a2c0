import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { Logger } from 'pino';
import {
  CurrentUser,
  LOGGER,
  Roles,
  type AuthUser,
  traceparentOf,
  type GqlContext,
} from '@hearth/nest-common';
import { chefUserResult } from '../chef-profile/chef-profile.resolver.js';
import { ChefUserResult } from '../chef-profile/chef-profile.types.js';
import { VerificationService } from './verification.service.js';

/** Admin verification of chef applications (the Unverified Chef list). Admins only. */
@Resolver()
export class VerificationResolver {
  constructor(
    private readonly verification: VerificationService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Roles('ADMIN')
  @Mutation(() => ChefUserResult, {
    description: 'Approves a PENDING chef: status ACTIVE, ChefApproved (admins only).',
  })
  approveChef(
    @CurrentUser() admin: AuthUser,
    @Args('userId', { type: () => ID }) userId: string,
    @Context() ctx: GqlContext,
  ) {
    return chefUserResult(this.logger, () =>
      this.verification.approve(admin.id, userId, traceparentOf(ctx)),
    );
  }

  @Roles('ADMIN')
  @Mutation(() => ChefUserResult, {
    description:
      'Rejects a PENDING chef with a reason: status REJECTED, ChefRejected (admins only).',
  })
  rejectChef(
    @CurrentUser() admin: AuthUser,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('reason') reason: string,
    @Context() ctx: GqlContext,
  ) {
    return chefUserResult(this.logger, () =>
      this.verification.reject(admin.id, userId, reason, traceparentOf(ctx)),
    );
  }
}
