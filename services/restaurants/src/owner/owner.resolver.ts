import { Parent, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CurrentUser, Public, UserReference, type AuthUser } from '@hearth/nest-common';
import { RestaurantEntity } from '../public-catalog/restaurant.entity.js';
import { RestaurantType } from '../public-catalog/restaurant.types.js';

/**
 * `User.restaurant`: the restaurant a chef established, for the admin's chef verification (the
 * Unverified Chef list) and for the chef themself. A restaurant
 * stays hidden until its chef is approved, so anyone else (other chefs, guests, visitors) gets
 * null, never an error: the field sits inside larger user queries.
 */
@Resolver(() => UserReference)
export class RestaurantOwnerResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Federation: this subgraph knows users only by id. */
  @ResolveReference()
  resolveReference(ref: { id: string }): UserReference {
    return UserReference.of(ref.id);
  }

  /**
   * The user's restaurant, or null when they have none or the viewer is neither that user nor
   * an admin.
   */
  @Public()
  @ResolveField(() => RestaurantType, {
    nullable: true,
    description:
      "The chef's restaurant; null when there is none and for anyone but the chef and admins.",
  })
  async restaurant(
    @Parent() user: UserReference,
    @CurrentUser() viewer: AuthUser | null,
  ): Promise<RestaurantEntity | null> {
    if (!viewer || (viewer.id !== user.id && viewer.role !== 'ADMIN')) return null;
    return this.dataSource.getRepository(RestaurantEntity).findOneBy({ ownerUserId: user.id });
  }
}
