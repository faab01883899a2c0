import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  type EventEnvelope,
  type DishChangedPayload,
  type DishDeletedPayload,
  type OccurrenceDishesWithdrawnPayload,
  type OccurrenceStockChangedPayload,
  type OccurrenceWithdrawnPayload,
  type RestaurantEstablishedPayload,
} from '@hearth/events';

/** Inbox consumer names of orders' projections. */
export const CatalogConsumers = {
  dishChanged: 'orders.on-dish-changed',
  dishDeleted: 'orders.on-dish-deleted',
  restaurantEstablished: 'orders.on-restaurant-established',
  occurrenceStockChanged: 'orders.on-occurrence-stock-changed',
  occurrenceWithdrawn: 'orders.on-occurrence-withdrawn',
  occurrenceDishesWithdrawn: 'orders.on-occurrence-dishes-withdrawn',
} as const;

/**
 * orders' read models of other services' facts (ADR 0006), each kept from events once per event id
 * (inbox) and never moved back by an older event (`occurredAt` guard):
 * - `order_dishes` ← `DishChanged` / `DishDeleted` (name, price in cents, portion, status, the
 *   allergen declaration when the event carries it, and the
 *   ingredients per portion for the kitchen's shopping list; an event without them keeps the
 *   last known);
 * - `order_restaurants` ← `RestaurantEstablished` (owner = who sees the orders, name, slug,
 *   delivery terms: coordinates, radius in km, fees in cents; the cuisines promotions may be
 *   limited to, and the visibility facts — chef Active, bank details, hidden — that decide
 *   whether carts and checkout take the restaurant, and the postal code that places a pickup for
 *   sales tax; each kept when an event lacks it);
 * - `cart_occurrences` + `cart_occurrence_dishes` ← `OccurrenceStockChanged` (cutoff, order
 *   limits, per-dish min/max/remaining; newest per dish), and `OccurrenceWithdrawn` (sessions
 *   deleted the occurrence: `withdrawn_at` is set and never cleared, so its cart lines are
 *   unavailable at once and a later stock event cannot revive it), and
 *   `OccurrenceDishesWithdrawn` (a session edit took dishes out of the occurrence: their
 *   `cart_occurrence_dishes.withdrawn_at` is set unless a newer stock event already carried them;
 *   the next newer stock event carrying the dish — the chef added it back — clears it).
 */
@Injectable()
export class CatalogProjections {
  /** `DishChanged` (restaurants): run by its handler in the inbox transaction, once per event. */
  async applyDishChanged(p: DishChangedPayload, m: EntityManager, e: EventEnvelope): Promise<void> {
    await m.query(
      `INSERT INTO order_dishes (dish_id, restaurant_id, name, price_cents, portion_size, status,
         image_url, ingredients, allergens, may_contain_allergens, allergens_declared, changed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::text[], $10::text[], $11, $12)
       ON CONFLICT (dish_id) DO UPDATE SET restaurant_id = EXCLUDED.restaurant_id,
         name = EXCLUDED.name, price_cents = EXCLUDED.price_cents,
         portion_size = EXCLUDED.portion_size, status = EXCLUDED.status,
         image_url = EXCLUDED.image_url,
         ingredients = COALESCE(EXCLUDED.ingredients, order_dishes.ingredients),
         allergens = COALESCE(EXCLUDED.allergens, order_dishes.allergens),
         may_contain_allergens = COALESCE(EXCLUDED.may_contain_allergens,
           order_dishes.may_contain_allergens),
         allergens_declared = COALESCE(EXCLUDED.allergens_declared, order_dishes.allergens_declared),
         changed_at = EXCLUDED.changed_at
       WHERE order_dishes.status <> 'DELETED' AND order_dishes.changed_at <= EXCLUDED.changed_at`,
      [
        p.dishId,
        p.restaurantId,
        p.name,
        p.priceCents,
        p.portionSize,
        p.status,
        p.imageUrl,
        p.ingredients ? JSON.stringify(p.ingredients) : null,
        p.allergens ?? null,
        p.mayContainAllergens ?? null,
        p.allergensDeclared ?? null,
        e.occurredAt,
      ],
    );
  }

  /** `DishDeleted` (restaurants): run by its handler in the inbox transaction, once per event. */
  async applyDishDeleted(p: DishDeletedPayload, m: EntityManager, e: EventEnvelope): Promise<void> {
    await m.query(
      `INSERT INTO order_dishes (dish_id, restaurant_id, name, price_cents, portion_size, status, changed_at)
       VALUES ($1, $2, '', 0, '', 'DELETED', $3)
       ON CONFLICT (dish_id) DO UPDATE SET status = 'DELETED', changed_at = EXCLUDED.changed_at
       WHERE order_dishes.changed_at <= EXCLUDED.changed_at`,
      [p.dishId, p.restaurantId, e.occurredAt],
    );
  }

  /** `RestaurantEstablished` (restaurants): run by its handler in the inbox transaction, once per event. */
  async applyRestaurantEstablished(
    p: RestaurantEstablishedPayload,
    m: EntityManager,
    e: EventEnvelope,
  ): Promise<void> {
    await m.query(
      `INSERT INTO order_restaurants (restaurant_id, owner_user_id, slug, name, time_zone,
         offers_delivery, offers_pickup, latitude, longitude, delivery_radius_km,
         base_delivery_fee_cents, fee_per_km_cents, changed_at, cuisines, is_chef_active,
         has_bank_details, is_hidden, postal_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::text[], $15, $16, $17,
               $18)
       ON CONFLICT (restaurant_id) DO UPDATE SET owner_user_id = EXCLUDED.owner_user_id,
         slug = EXCLUDED.slug, name = EXCLUDED.name, time_zone = EXCLUDED.time_zone,
         offers_delivery = EXCLUDED.offers_delivery, offers_pickup = EXCLUDED.offers_pickup,
         latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude,
         delivery_radius_km = EXCLUDED.delivery_radius_km,
         base_delivery_fee_cents = EXCLUDED.base_delivery_fee_cents,
         fee_per_km_cents = EXCLUDED.fee_per_km_cents, changed_at = EXCLUDED.changed_at,
         cuisines = COALESCE(EXCLUDED.cuisines, order_restaurants.cuisines),
         is_chef_active = COALESCE(EXCLUDED.is_chef_active, order_restaurants.is_chef_active),
         has_bank_details = COALESCE(EXCLUDED.has_bank_details, order_restaurants.has_bank_details),
         is_hidden = COALESCE(EXCLUDED.is_hidden, order_restaurants.is_hidden),
         postal_code = COALESCE(EXCLUDED.postal_code, order_restaurants.postal_code)
       WHERE order_restaurants.changed_at <= EXCLUDED.changed_at`,
      [
        p.restaurantId,
        p.ownerUserId,
        p.slug,
        p.name,
        p.timeZone,
        p.offersDelivery,
        p.offersPickup,
        p.latitude ?? null,
        p.longitude ?? null,
        p.deliveryRadiusKm ?? null,
        p.baseDeliveryFeeCents ?? null,
        p.feePerKmCents ?? null,
        e.occurredAt,
        p.cuisines ?? null,
        p.isChefActive ?? null,
        p.hasBankDetails ?? null,
        p.isHidden ?? null,
        p.postalCode ?? null,
      ],
    );
  }

  /** `OccurrenceStockChanged` (sessions): run by its handler in the inbox transaction, once per event. */
  async applyOccurrenceStockChanged(
    p: OccurrenceStockChangedPayload,
    m: EntityManager,
    e: EventEnvelope,
  ): Promise<void> {
    await m.query(
      `INSERT INTO cart_occurrences (occurrence_id, session_id, restaurant_id, starts_at,
         order_cutoff_at, order_limit_min, order_limit_max, offers_delivery, offers_pickup, changed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (occurrence_id) DO UPDATE SET session_id = EXCLUDED.session_id,
         restaurant_id = EXCLUDED.restaurant_id, starts_at = EXCLUDED.starts_at,
         order_cutoff_at = EXCLUDED.order_cutoff_at, order_limit_min = EXCLUDED.order_limit_min,
         order_limit_max = EXCLUDED.order_limit_max, offers_delivery = EXCLUDED.offers_delivery,
         offers_pickup = EXCLUDED.offers_pickup, changed_at = EXCLUDED.changed_at
       WHERE cart_occurrences.changed_at <= EXCLUDED.changed_at`,
      [
        p.occurrenceId,
        p.sessionId,
        p.restaurantId,
        p.startsAt,
        p.orderCutoffAt,
        p.orderLimitMin,
        p.orderLimitMax,
        p.offersDelivery,
        p.offersPickup,
        e.occurredAt,
      ],
    );
    for (const d of p.dishes)
      await m.query(
        `INSERT INTO cart_occurrence_dishes (occurrence_id, dish_id, min_quantity, max_quantity,
           portion_size, remaining, changed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (occurrence_id, dish_id) DO UPDATE SET min_quantity = EXCLUDED.min_quantity,
           max_quantity = EXCLUDED.max_quantity, portion_size = EXCLUDED.portion_size,
           remaining = EXCLUDED.remaining, changed_at = EXCLUDED.changed_at,
           withdrawn_at = CASE WHEN cart_occurrence_dishes.withdrawn_at < EXCLUDED.changed_at
             THEN NULL ELSE cart_occurrence_dishes.withdrawn_at END
         WHERE cart_occurrence_dishes.changed_at <= EXCLUDED.changed_at`,
        [
          p.occurrenceId,
          d.dishId,
          d.minQuantity,
          d.maxQuantity,
          d.portionSize,
          d.remaining,
          e.occurredAt,
        ],
      );
  }

  /** `OccurrenceWithdrawn` (sessions): run by its handler in the inbox transaction, once per event. */
  async applyOccurrenceWithdrawn(
    p: OccurrenceWithdrawnPayload,
    m: EntityManager,
    e: EventEnvelope,
  ): Promise<void> {
    // Unknown here (no stock event yet): its cart lines are unavailable already.
    await m.query(
      `UPDATE cart_occurrences SET withdrawn_at = $2,
         changed_at = GREATEST(changed_at, $2::timestamptz)
        WHERE occurrence_id = $1 AND withdrawn_at IS NULL`,
      [p.occurrenceId, e.occurredAt],
    );
  }

  /** `OccurrenceDishesWithdrawn` (sessions): run by its handler in the inbox transaction, once per event. */
  async applyOccurrenceDishesWithdrawn(
    p: OccurrenceDishesWithdrawnPayload,
    m: EntityManager,
    e: EventEnvelope,
  ): Promise<void> {
    // A row a newer stock event wrote already has the dish back; an unknown row leaves its
    // cart lines unavailable already (no stock known).
    await m.query(
      `UPDATE cart_occurrence_dishes SET withdrawn_at = $3, changed_at = $3
        WHERE occurrence_id = $1 AND dish_id = ANY($2::uuid[]) AND changed_at <= $3`,
      [p.occurrenceId, p.dishIds, e.occurredAt],
    );
  }
}
