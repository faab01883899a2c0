import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUuid } from '@hearth/contracts';
import { forbidden, type AuthUser } from '@hearth/nest-common';
import type { OrderActor, OrderEntity } from './order.entity.js';

/** A restaurant as orders' projection knows it: who owns it and its time zone (IANA). */
export interface OwnedRestaurant {
  restaurantId: string;
  ownerUserId: string;
  timeZone: string;
}

/**
 * Who may see and move an order — the one ownership check of orders, run FIRST by every order
 * query and action, before the order's state is looked at (docs/rules/orders-and-sessions.md):
 * the guest who placed it, or the chef who owns its restaurant (orders' restaurant projection;
 * the order's `chefId` when the projection does not know the restaurant). Anyone else — another
 * guest, another chef, a malformed or unknown id — gets the same FORBIDDEN, so a stranger learns
 * nothing about whether the order exists or what state it is in.
 */
@Injectable()
export class OrderAccess {
  /**
   * The restaurant `restaurantId` if `user` owns it.
   * @throws FORBIDDEN for a malformed id, an unknown restaurant or someone else's.
   */
  async ownedRestaurant(
    m: EntityManager,
    user: AuthUser,
    restaurantId: string,
  ): Promise<OwnedRestaurant> {
    if (!isUuid(restaurantId)) throw forbidden();
    const restaurant = await this.restaurant(m, restaurantId);
    if (!restaurant || restaurant.ownerUserId !== user.id) throw forbidden();
    return restaurant;
  }

  /**
   * Whether `user` may act on `order` as `actor`: as GUEST, they placed it; as CHEF, they own
   * its restaurant. A user of another role than `actor` may not.
   */
  async mayActAs(
    m: EntityManager,
    user: AuthUser,
    actor: OrderActor,
    order: Pick<OrderEntity, 'guestId' | 'restaurantId' | 'chefId'>,
  ): Promise<boolean> {
    if (user.role !== actor) return false;
    if (actor === 'GUEST') return order.guestId === user.id;
    const restaurant = await this.restaurant(m, order.restaurantId);
    return (restaurant?.ownerUserId ?? order.chefId) === user.id;
  }

  /**
   * Checks that `user` may act on `order` as `actor` (`mayActAs`); `order` null (unknown) counts
   * as not theirs. Returns the order.
   * @throws FORBIDDEN otherwise — whatever state the order is in.
   */
  async assertActor<O extends Pick<OrderEntity, 'guestId' | 'restaurantId' | 'chefId'>>(
    m: EntityManager,
    user: AuthUser,
    actor: OrderActor,
    order: O | null,
  ): Promise<O> {
    if (!order || !(await this.mayActAs(m, user, actor, order))) throw forbidden();
    return order;
  }

  /**
   * Checks that `user` may read `order`: a guest their own, a chef their restaurant's.
   * @throws FORBIDDEN otherwise (also for an unknown order).
   */
  assertViewer<O extends Pick<OrderEntity, 'guestId' | 'restaurantId' | 'chefId'>>(
    m: EntityManager,
    user: AuthUser,
    order: O | null,
  ): Promise<O> {
    return this.assertActor(m, user, user.role === 'CHEF' ? 'CHEF' : 'GUEST', order);
  }

  private async restaurant(
    m: EntityManager,
    restaurantId: string,
  ): Promise<OwnedRestaurant | null> {
    const [row] = (await m.query(
      `SELECT restaurant_id AS "restaurantId", owner_user_id AS "ownerUserId",
              time_zone AS "timeZone"
         FROM order_restaurants WHERE restaurant_id = $1`,
      [restaurantId],
    )) as OwnedRestaurant[];
    return row ?? null;
  }
}
