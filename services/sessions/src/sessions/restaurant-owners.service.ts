import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DEFAULT_TIME_ZONE, isUuid } from '@hearth/contracts';
import type { RestaurantEstablishedPayload } from '@hearth/events';
import { forbidden, type AuthUser } from '@hearth/nest-common';

/** Inbox consumer name of the `restaurant_owners` projection. */
export const OWNERS_PROJECTION_CONSUMER = 'sessions.on-restaurant-established';

/** What sessions knows of a restaurant it schedules for. */
interface RestaurantOwner {
  ownerUserId: string;
  timeZone: string;
  offersDelivery: boolean;
  offersPickup: boolean;
}

/**
 * The `restaurant_owners` projection (fed by `RestaurantEstablished`): who owns a restaurant, its
 * time zone and whether it delivers / offers pickup — what decides who may schedule sessions for
 * it, in which zone, with which fulfilments.
 */
@Injectable()
export class RestaurantOwnersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * `RestaurantEstablished`: the `restaurant_owners` projection row (owner, time zone, delivery /
   * pickup) that decides who may schedule for the restaurant; runs in the handler's inbox
   * transaction.
   */
  async recordRestaurant(manager: EntityManager, p: RestaurantEstablishedPayload): Promise<void> {
    await manager.query(
      `INSERT INTO restaurant_owners
         (restaurant_id, owner_user_id, slug, name, time_zone, offers_delivery, offers_pickup, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now())
       ON CONFLICT (restaurant_id) DO UPDATE SET owner_user_id = EXCLUDED.owner_user_id,
         slug = EXCLUDED.slug, name = EXCLUDED.name, time_zone = EXCLUDED.time_zone,
         offers_delivery = EXCLUDED.offers_delivery, offers_pickup = EXCLUDED.offers_pickup,
         updated_at = now()`,
      [
        p.restaurantId,
        p.ownerUserId,
        p.slug,
        p.name,
        p.timeZone || DEFAULT_TIME_ZONE,
        p.offersDelivery,
        p.offersPickup,
      ],
    );
  }

  /** The restaurant if `user` owns it; FORBIDDEN otherwise (also for unknown restaurants). */
  async ownedBy(user: AuthUser, restaurantId: string): Promise<RestaurantOwner> {
    if (!isUuid(restaurantId)) throw forbidden();
    const [row] = (await this.dataSource.query(
      `SELECT owner_user_id AS "ownerUserId", time_zone AS "timeZone",
              offers_delivery AS "offersDelivery", offers_pickup AS "offersPickup"
         FROM restaurant_owners WHERE restaurant_id = $1`,
      [restaurantId],
    )) as RestaurantOwner[];
    if (!row || row.ownerUserId !== user.id) throw forbidden();
    return row;
  }
}
