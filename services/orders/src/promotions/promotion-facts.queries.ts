import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isKnownRestaurantPublic } from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import type { PromotionFacts } from './promotion.entity.js';

/** SHA-256 (hex) of an e-mail, trimmed and lower-cased: how orders matches guests to the waitlist. */
export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * The cart a discount is judged on: whose (the guest's id and the e-mail of their signed token),
 * which restaurant, its food subtotal in integer cents.
 */
export interface CartToDiscount {
  guestId: string;
  guestEmail: string;
  restaurantId: string;
  subtotalCents: number;
}

/** A guest's facts that promotions depend on (see `PromotionFacts.guest`), minus `used`. */
export interface GuestStanding {
  hasOrders: boolean;
  isWaitlistMember: boolean;
  /** Live redemptions per promotion id. */
  used: Map<string, number>;
}

/** The facts of one promotion for a guest: their standing with that promotion's own `used`. */
export const guestFactsOf = (s: GuestStanding, promotionId: string) => ({
  hasOrders: s.hasOrders,
  isWaitlistMember: s.isWaitlistMember,
  used: s.used.get(promotionId) ?? 0,
});

/**
 * The reads promotions are judged against (`PromotionFacts`), from orders' own projections: the
 * restaurants orders knows (visibility, cuisines), a guest's orders and redemptions, and the
 * guest waitlist's e-mail hashes. No rule lives here; no row is written.
 */
@Injectable()
export class PromotionFactsQueries {
  /** How many of the restaurants `ids` orders knows. */
  async knownRestaurantCount(m: EntityManager, ids: string[]): Promise<number> {
    const [known] = (await m.query(
      `SELECT count(*)::int AS n FROM order_restaurants WHERE restaurant_id = ANY($1::uuid[])`,
      [ids],
    )) as Array<{ n: number }>;
    return known!.n;
  }

  /** Every restaurant orders knows (id, name, cuisines), by name. */
  restaurants(m: EntityManager): Promise<Array<{ id: string; name: string; cuisines: string[] }>> {
    return m.query(
      `SELECT restaurant_id AS id, name, COALESCE(cuisines, '{}') AS cuisines
         FROM order_restaurants ORDER BY lower(name), restaurant_id`,
    );
  }

  /** The restaurants of `ids` that `viewer` may see: public ones, and their own or any for admins. */
  async shownTo(m: EntityManager, ids: string[], viewer: AuthUser | null): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = (await m.query(
      `SELECT restaurant_id AS id, owner_user_id AS "ownerUserId", is_chef_active AS "isChefActive",
              has_bank_details AS "hasBankDetails", is_hidden AS "isHidden"
         FROM order_restaurants WHERE restaurant_id = ANY($1::uuid[])`,
      [ids],
    )) as Array<{
      id: string;
      ownerUserId: string;
      isChefActive: boolean | null;
      hasBankDetails: boolean | null;
      isHidden: boolean | null;
    }>;
    return rows
      .filter(
        (r) =>
          viewer?.role === 'ADMIN' || viewer?.id === r.ownerUserId || isKnownRestaurantPublic(r),
      )
      .map((r) => r.id);
  }

  /** Cuisines of each restaurant of `ids` orders knows (missing: not known yet). */
  async cuisinesOf(m: EntityManager, ids: string[]): Promise<Map<string, string[]>> {
    const rows = (await m.query(
      `SELECT restaurant_id AS id, cuisines FROM order_restaurants
        WHERE restaurant_id = ANY($1::uuid[]) AND cuisines IS NOT NULL`,
      [ids],
    )) as Array<{ id: string; cuisines: string[] }>;
    return new Map(rows.map((r) => [r.id, r.cuisines]));
  }

  /**
   * A guest's standing: whether they have an order that is not rejected, declined or cancelled
   * (first orders), whether their e-mail (the one their signed token carries) is on the guest
   * waitlist, and their live redemptions of each of `promotionIds`. One query.
   */
  async standing(
    m: EntityManager,
    guest: { id: string; email: string },
    promotionIds: string[],
  ): Promise<GuestStanding> {
    const [row] = (await m.query(
      `SELECT
         EXISTS (SELECT 1 FROM orders WHERE guest_id = $1
                  AND status IN ('PLACED', 'PENDING', 'ACCEPTED', 'COMPLETED')) AS "hasOrders",
         EXISTS (SELECT 1 FROM promotion_waitlist_emails WHERE email_hash = $3)
           AS "isWaitlistMember",
         COALESCE((SELECT json_object_agg(promotion_id, n) FROM (
            SELECT promotion_id, count(*)::int AS n FROM promotion_redemptions
             WHERE guest_id = $1 AND released_at IS NULL AND promotion_id = ANY($2::uuid[])
             GROUP BY promotion_id) u), '{}'::json) AS used`,
      [guest.id, promotionIds, emailHash(guest.email)],
    )) as Array<{ hasOrders: boolean; isWaitlistMember: boolean; used: Record<string, number> }>;
    return {
      hasOrders: row!.hasOrders,
      isWaitlistMember: row!.isWaitlistMember,
      used: new Map(Object.entries(row!.used)),
    };
  }

  /**
   * The facts of `cart` for each of `promotionIds`, read now (the restaurant's cuisines, the
   * subtotal, the guest's standing): a function from a promotion id to its `PromotionFacts`.
   */
  async ofCart(
    m: EntityManager,
    cart: CartToDiscount,
    promotionIds: string[],
  ): Promise<(promotionId: string) => PromotionFacts> {
    const cuisines = await this.cuisinesOf(m, [cart.restaurantId]);
    const standing = await this.standing(
      m,
      { id: cart.guestId, email: cart.guestEmail },
      promotionIds,
    );
    return (promotionId) => ({
      restaurantId: cart.restaurantId,
      cuisines: cuisines.get(cart.restaurantId) ?? null,
      subtotalCents: cart.subtotalCents,
      guest: guestFactsOf(standing, promotionId),
    });
  }
}
