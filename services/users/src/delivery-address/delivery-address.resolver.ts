import { Inject } from '@nestjs/common';
import { Args, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Logger } from 'pino';
import { CurrentUser, LOGGER, Public, mutationResult, type AuthUser } from '@hearth/nest-common';
import { UserType } from '../identity/identity.types.js';
import type { UserEntity } from '../identity/user.entity.js';
import { DeliveryAddressService } from './delivery-address.service.js';
import {
  DefaultAddressResult,
  DefaultAddressSavedType,
  SavedAddressInput,
  SavedAddressType,
} from './delivery-address.types.js';

/** The account's default delivery address. Thin: call, map. */
@Resolver(() => UserType)
export class DeliveryAddressResolver {
  constructor(
    private readonly addresses: DeliveryAddressService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Public()
  @ResolveField(() => SavedAddressType, {
    nullable: true,
    description:
      'The default delivery address the checkout starts from; null when none, and for anyone but the user.',
  })
  defaultDeliveryAddress(@Parent() user: UserEntity, @CurrentUser() viewer: AuthUser | null) {
    if (!viewer || viewer.id !== user.id) return null;
    return this.addresses.get(user.id);
  }

  @Mutation(() => DefaultAddressResult, {
    description:
      "Saves the signed-in user's default delivery address (the checkout's rules; coordinates " +
      'from the address autocomplete), or clears it with null.',
  })
  setDefaultDeliveryAddress(
    @CurrentUser() user: AuthUser,
    @Args('input', { type: () => SavedAddressInput, nullable: true })
    input: SavedAddressInput | null,
  ) {
    return mutationResult(
      this.logger,
      'saving the default address failed',
      () => this.addresses.save(user.id, input),
      (r) => Object.assign(new DefaultAddressSavedType(), { address: r.address }),
    );
  }
}
