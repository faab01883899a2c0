import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Logger } from 'pino';
import { ChefProfileMessages } from '@hearth/contracts';
import {
  type AuthUser,
  CurrentUser,
  LOGGER,
  mutationResult,
  Public,
  Roles,
  traceparentOf,
  type GqlContext,
} from '@hearth/nest-common';
import { BankDetailsService } from '../bank-details/bank-details.service.js';
import { UserType } from '../identity/identity.types.js';
import type { UserEntity } from '../identity/user.entity.js';
import { ChefProfileService, type ChefCommandResult } from './chef-profile.service.js';
import { ChefProfileInput, ChefProfileType, ChefUserResult } from './chef-profile.types.js';
import { SetGstHstNumberHandler } from './set-gst-hst-number.handler.js';

/** Maps a chef command's outcome to the `ChefUserResult` union; failures become `ServerError`. */
export function chefUserResult(
  logger: Logger,
  command: () => Promise<ChefCommandResult>,
  fallback: string = ChefProfileMessages.updateFailed,
) {
  return mutationResult(logger, 'chef command failed', command, (r) => r.user, fallback);
}

/**
 * The chef onboarding wizard (accepting the terms moves INITIAL → PENDING). Chefs only, on their
 * own account (the id comes from the access token, never from the input).
 */
@Resolver()
export class ChefProfileResolver {
  constructor(
    private readonly profiles: ChefProfileService,
    private readonly setGstHstNumberHandler: SetGstHstNumberHandler,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Roles('CHEF')
  @Mutation(() => ChefUserResult, {
    description:
      'Saves a wizard step of the signed-in chef: `general` (General information) and/or `credentials` (chefs only).',
  })
  updateChefProfile(@CurrentUser() user: AuthUser, @Args('input') input: ChefProfileInput) {
    return chefUserResult(this.logger, () => this.profiles.update(user.id, input));
  }

  /** SetGstHstNumber (chefs, their own): see `SetGstHstNumberHandler.handle`. */
  @Roles('CHEF')
  @Mutation(() => ChefUserResult, {
    description:
      "Records the signed-in chef's GST/HST number (9 digits + RT + 4 digits, check digit checked; blank removes it). With one the chef supplies their own orders for GST/HST (docs/rules/tax.md).",
  })
  setGstHstNumber(
    @CurrentUser() user: AuthUser,
    @Args('gstHstNumber', { type: () => String, nullable: true }) gstHstNumber: string | null,
    @Context() ctx: GqlContext,
  ) {
    return chefUserResult(this.logger, () =>
      this.setGstHstNumberHandler.handle(user.id, gstHstNumber ?? null, traceparentOf(ctx)),
    );
  }

  @Roles('CHEF')
  @Mutation(() => ChefUserResult, {
    description:
      'Accepts the terms: verified = true, status INITIAL → PENDING, ChefApplicationSubmitted. Refresh the session afterwards (the token carries the status).',
  })
  acceptTerms(
    @CurrentUser() user: AuthUser,
    @Args('accepted') accepted: boolean,
    @Context() ctx: GqlContext,
  ) {
    return chefUserResult(this.logger, () =>
      this.profiles.acceptTerms(user.id, accepted, traceparentOf(ctx)),
    );
  }
}

/** Chef fields of `User`: the onboarding profile (owner and admins only) and `hasBankDetails`. */
@Resolver(() => UserType)
export class ChefUserFieldsResolver {
  constructor(
    private readonly profiles: ChefProfileService,
    private readonly bank: BankDetailsService,
  ) {}

  @Public()
  @ResolveField(() => ChefProfileType, {
    nullable: true,
    description:
      "The chef's onboarding profile; null before the first wizard save and for anyone but the chef and admins.",
  })
  async chefProfile(@Parent() user: UserEntity, @CurrentUser() viewer: AuthUser | null) {
    if (!viewer || (viewer.id !== user.id && viewer.role !== 'ADMIN')) return null;
    const row = await this.profiles.find(user.id);
    return row ? Object.assign(new ChefProfileType(), row) : null;
  }

  @Public()
  @ResolveField(() => Boolean, {
    description:
      'True when the chef has bank details on file (for the banner); never the details themselves.',
  })
  hasBankDetails(@Parent() user: UserEntity) {
    return this.bank.exists(user.id);
  }
}
