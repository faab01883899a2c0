import { Inject } from '@nestjs/common';
import { Args, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Logger } from 'pino';
import {
  CurrentUser,
  LOGGER,
  Public,
  Roles,
  mutationResult,
  type AuthUser,
} from '@hearth/nest-common';
import { UserType } from '../identity/identity.types.js';
import type { UserEntity } from '../identity/user.entity.js';
import { DietaryProfileService } from './dietary-profile.service.js';
import {
  DietaryProfileInput,
  DietaryProfileResult,
  DietaryProfileType,
} from './dietary-profile.types.js';

/** A guest's dietary profile (docs/rules/allergens.md#a-guests-dietary-profile). Thin: call, map. */
@Resolver(() => UserType)
export class DietaryProfileResolver {
  constructor(
    private readonly profiles: DietaryProfileService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The user's own profile (empty lists when none); null for anyone else. */
  @Public()
  @ResolveField(() => DietaryProfileType, {
    nullable: true,
    description:
      "The guest's dietary profile (allergens avoided, diets; empty when none saved); null for anyone but the user.",
  })
  dietaryProfile(@Parent() user: UserEntity, @CurrentUser() viewer: AuthUser | null) {
    if (!viewer || viewer.id !== user.id) return null;
    return this.profiles.get(user.id);
  }

  /** Saves the signed-in guest's profile; `ValidationError` for codes not in the lists. */
  @Roles('GUEST')
  @Mutation(() => DietaryProfileResult, {
    description:
      "Saves the signed-in guest's dietary profile: priority allergens to avoid and diets (empty lists clear it).",
  })
  setDietaryProfile(
    @CurrentUser() user: AuthUser,
    @Args('input', { type: () => DietaryProfileInput }) input: DietaryProfileInput,
  ) {
    return mutationResult(
      this.logger,
      'saving the dietary profile failed',
      () => this.profiles.save(user.id, input),
      (r) => Object.assign(new DietaryProfileType(), r.profile),
    );
  }
}
