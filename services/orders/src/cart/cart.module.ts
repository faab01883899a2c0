import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Int, Parent, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import { CurrentUser, UserReference, forbidden, type AuthUser } from '@hearth/nest-common';
import { CartItemEntity } from './cart-item.entity.js';

/** Reads carts. */
@Injectable()
export class CartService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Total quantity of all lines in `guestId`'s cart (the header bag badge, SPEC §2). */
  async itemCount(guestId: string): Promise<number> {
    const row = await this.dataSource
      .getRepository(CartItemEntity)
      .createQueryBuilder('c')
      .select('COALESCE(SUM(c.quantity), 0)::int', 'count')
      .where('c.guest_id = :guestId', { guestId })
      .getRawOne<{ count: number }>();
    return row?.count ?? 0;
  }
}

/** `User.cartItemCount`: for the signed-in user themself only (0 for non-guests). */
@Resolver(() => UserReference)
export class UserCartResolver {
  constructor(private readonly cart: CartService) {}

  @ResolveReference()
  resolveReference(ref: { id: string }): UserReference {
    return UserReference.of(ref.id);
  }

  @ResolveField(() => Int, { description: 'Items in the guest’s cart (sum of quantities).' })
  cartItemCount(@Parent() parent: UserReference, @CurrentUser() user: AuthUser) {
    if (parent.id !== user.id) throw forbidden();
    return user.role === 'GUEST' ? this.cart.itemCount(user.id) : 0;
  }
}

@Module({ providers: [CartService, UserCartResolver] })
export class CartModule {}
