import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  DEFAULT_TIME_ZONE,
  isKnownRestaurantPublic,
  isUuid,
  type KnownRestaurantVisibilityFacts,
} from '@hearth/contracts';
import type { RestaurantEstablishedPayload } from '@hearth/events';
import { forbidden, type AuthUser } from '@hearth/nest-common';

/** Inbox consumer name of the `restaurant_owners` projection. */
export const OWNERS_PROJECTION_CONSUMER = 'sessions.on-restaurant-established';

/** What sessions knows of a restaurant it schedules for (visibility facts null until told). */
interface RestaurantOwner extends KnownRestaurantVisibilityFacts {
  ownerUserId: string;
  timeZone: string;
  offersDelivery: boolean;
  offersPickup: boolean;
}

const OWNER_COLUMNS = `owner_user_id AS "ownerUserId", time_zone AS "timeZone",
  offers_delivery AS "offersDelivery", offers_pickup AS "offersPickup",
  is_chef_active AS "isChefActive", has_bank_details AS "hasBankDetails", is_hidden AS "isHidden"`;

/**
 * The `restaurant_owners` projection (fed by `RestaurantEstablished`): who owns a restaurant, its
 * time zone and whether it delivers / offers pickup — what decides who may schedule sessions for
 * it, in which zone, with which fulfilments — and the visibility facts (chef Active, bank details,
 * hidden) that decide whether its chef may schedule at all and whether the public sees its
 * sessions (the one rule of `@hearth/contracts`, `isKnownRestaurantPublic`).
 */
@Injectable()
export class RestaurantOwnersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * `RestaurantEstablished`: the `restaurant_owners` projection row (owner, time zone, delivery /
   * pickup) that decides who may schedule for the restaurant, with its visibility facts; runs in
   * the handler's inbox transaction.
   */
  async recordRestaurant(manager: EntityManager, p: RestaurantEstablishedPayload): Promise<void> {
    // An event without the visibility facts (written before they were added) keeps the known ones.
    await manager.query(
      `INSERT INTO restaurant_owners
         (restaurant_id, owner_user_id, slug, name, time_zone, offers_delivery, offers_pickup,
          is_chef_active, has_bank_details, is_hidden, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
       ON CONFLICT (restaurant_id) DO UPDATE SET owner_user_id = EXCLUDED.owner_user_id,
         slug = EXCLUDED.slug, name = EXCLUDED.name, time_zone = EXCLUDED.time_zone,
         offers_delivery = EXCLUDED.offers_delivery, offers_pickup = EXCLUDED.offers_pickup,
         is_chef_active = COALESCE(EXCLUDED.is_chef_active, restaurant_owners.is_chef_active),
         has_bank_details = COALESCE(EXCLUDED.has_bank_details, restaurant_owners.has_bank_details),
         is_hidden = COALESCE(EXCLUDED.is_hidden, restaurant_owners.is_hidden),
         updated_at = now()`,
      [
        p.restaurantId,
        p.ownerUserId,
        p.slug,
        p.name,
        p.timeZone || DEFAULT_TIME_ZONE,
        p.offersDelivery,
        p.offersPickup,
        p.isChefActive ?? null,
        p.hasBankDetails ?? null,
        p.isHidden ?? null,
      ],
    );
  }

  /** The restaurant if `user` owns it; FORBIDDEN otherwise (also for unknown restaurants). */
  async ownedBy(user: AuthUser, restaurantId: string): Promise<RestaurantOwner> {
    const row = await this.find(restaurantId);
    if (!row || row.ownerUserId !== user.id) throw forbidden();
    return row;
  }

  /**
   * Whether `viewer` may see the restaurant's sessions: anyone while it is public (visibility rule
   * on the projected facts), else only its owner and admins. False for unknown restaurants.
   */
  async visibleTo(viewer: AuthUser | null, restaurantId: string): Promise<boolean> {
    const row = await this.find(restaurantId);
    if (!row) return false;
    if (viewer && (viewer.role === 'ADMIN' || viewer.id === row.ownerUserId)) return true;
    return isKnownRestaurantPublic(row);
  }

  private async find(restaurantId: string): Promise<RestaurantOwner | undefined> {
    if (!isUuid(restaurantId)) return undefined;
    const [row] = (await this.dataSource.query(
      `SELECT ${OWNER_COLUMNS} FROM restaurant_owners WHERE restaurant_id = $1`,
      [restaurantId],
    )) as RestaurantOwner[];
    return row;
  }
}
