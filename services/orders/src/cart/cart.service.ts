import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  CartMessages,
  RestaurantAvailabilityMessages,
  isKnownRestaurantPublic,
  addToCartSchema,
  cartQuantitySchema,
  toFieldErrors,
  type FieldError,
  isUuid,
} from '@hearth/contracts';
import type { AuthUser } from '@hearth/nest-common';
import { isLineAvailable, loadCartLines, toCart } from './cart-lines.js';
import type { CartType } from './cart.types.js';

/** A cart change: the new cart, or why nothing changed. */
export type CartOutcome = { cart: CartType } | { errors: FieldError[] };

const refuse = (field: string, message: string): CartOutcome => ({
  errors: [{ field, message }],
});

/**
 * Guests' carts (docs/rules/orders-and-sessions.md#cart): read, add, remove, change a quantity.
 * Lines are per (guest, occurrence, dish); dish, restaurant and stock facts
 * come from orders' projections (ADR 0006). Only guests (`role` GUEST) have a cart.
 */
@Injectable()
export class CartService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Total quantity of all lines in `guestId`'s cart (the header bag badge). */
  async itemCount(guestId: string): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT COALESCE(SUM(quantity), 0)::int AS count FROM cart_items WHERE guest_id = $1`,
      [guestId],
    )) as Array<{ count: number }>;
    return row?.count ?? 0;
  }

  /** The cart of `guestId` with its warnings at `now`. */
  async cart(guestId: string, now = new Date()): Promise<CartType> {
    return toCart(await loadCartLines(this.dataSource.manager, guestId), now);
  }

  /**
   * AddToCart: `quantity` portions of a dish from an occurrence; the same dish and occurrence again
   * adds to the line. Refused (nothing written) for a non-guest ('Log In as a guest to add dish to
   * cart'), a restaurant that is not public ('This restaurant is not taking orders right now'),
   * an unknown/withdrawn dish or an occurrence past its cutoff ('This dish is no longer
   * available'), no portions left ('This dish is out of stock. Please try again later') or fewer
   * left than the line would hold ('There is only {n} remaining. Please try again later').
   */
  async add(user: AuthUser, input: unknown, now = new Date()): Promise<CartOutcome> {
    if (user.role !== 'GUEST') return refuse('dishId', CartMessages.guestsOnly);
    const parsed = addToCartSchema.safeParse(input);
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const { dishId, occurrenceId, quantity } = parsed.data;
    const refused = await this.dataSource.transaction(async (m) => {
      // Serialise this guest's adds of the same line so the stock check sees the final quantity.
      await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`${user.id}:${occurrenceId}`]);
      const [facts] = (await m.query(
        `SELECT d.status AS "dishStatus", d.restaurant_id AS "restaurantId",
                o.restaurant_id AS "occurrenceRestaurantId", o.order_cutoff_at AS "orderCutoffAt",
                COALESCE(o.withdrawn_at, od.withdrawn_at) AS "withdrawnAt",
                r.is_chef_active AS "isChefActive", r.has_bank_details AS "hasBankDetails",
                r.is_hidden AS "isHidden",
                od.remaining, (SELECT quantity FROM cart_items c WHERE c.guest_id = $3
                  AND c.occurrence_id = $2 AND c.dish_id = $1) AS "inCart"
           FROM order_dishes d
           JOIN cart_occurrences o ON o.occurrence_id = $2
           JOIN cart_occurrence_dishes od ON od.occurrence_id = $2 AND od.dish_id = $1
           LEFT JOIN order_restaurants r ON r.restaurant_id = d.restaurant_id
          WHERE d.dish_id = $1`,
        [dishId, occurrenceId, user.id],
      )) as Array<{
        dishStatus: string;
        restaurantId: string;
        occurrenceRestaurantId: string;
        orderCutoffAt: Date;
        withdrawnAt: Date | null;
        remaining: number;
        inCart: number | null;
        isChefActive: boolean | null;
        hasBankDetails: boolean | null;
        isHidden: boolean | null;
      }>;
      if (facts && !isKnownRestaurantPublic(facts))
        return refuse('dishId', RestaurantAvailabilityMessages.notTakingOrders);
      if (!facts || !isLineAvailable(facts, now))
        return refuse('dishId', CartMessages.noLongerAvailable);
      if (facts.remaining <= 0) return refuse('quantity', CartMessages.addOutOfStock);
      const wanted = (facts.inCart ?? 0) + quantity;
      if (wanted > facts.remaining)
        return refuse('quantity', CartMessages.addFewerRemaining(facts.remaining));
      await m.query(
        `INSERT INTO cart_items (id, guest_id, dish_id, occurrence_id, quantity, created_at)
         VALUES ($1, $2, $3, $4, $5, date_trunc('milliseconds', now()))
         ON CONFLICT (guest_id, occurrence_id, dish_id)
         DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity`,
        [randomUUID(), user.id, dishId, occurrenceId, quantity],
      );
      return null;
    });
    return refused ?? { cart: await this.cart(user.id, now) };
  }

  /** Removes one line of the guest's own cart ('Failed to remove from cart' when it is not there). */
  async remove(user: AuthUser, cartItemId: string, now = new Date()): Promise<CartOutcome> {
    if (user.role !== 'GUEST') return refuse('cartItemId', CartMessages.guestsOnly);
    if (!isUuid(cartItemId)) return refuse('cartItemId', CartMessages.removeFailed);
    const deleted = (await this.dataSource.query(
      `DELETE FROM cart_items WHERE id = $1 AND guest_id = $2 RETURNING id`,
      [cartItemId, user.id],
    )) as [unknown[], number];
    if (deleted[1] === 0) return refuse('cartItemId', CartMessages.removeFailed);
    return { cart: await this.cart(user.id, now) };
  }

  /**
   * Sets a line's quantity (≥ 1). Raising it above the portions left is refused ('There is only
   * {n} remaining. Please try again later': stock left must cover the quantity); lowering is
   * always allowed.
   */
  async changeQuantity(
    user: AuthUser,
    cartItemId: string,
    quantity: number,
    now = new Date(),
  ): Promise<CartOutcome> {
    if (user.role !== 'GUEST') return refuse('cartItemId', CartMessages.guestsOnly);
    const parsed = cartQuantitySchema.safeParse({ quantity });
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    if (!isUuid(cartItemId)) return refuse('cartItemId', CartMessages.itemNotFound);
    const refused = await this.dataSource.transaction(async (m) => {
      const [line] = (await m.query(
        `SELECT c.quantity, od.remaining FROM cart_items c
           LEFT JOIN cart_occurrence_dishes od
                  ON od.occurrence_id = c.occurrence_id AND od.dish_id = c.dish_id
          WHERE c.id = $1 AND c.guest_id = $2 FOR UPDATE OF c`,
        [cartItemId, user.id],
      )) as Array<{ quantity: number; remaining: number | null }>;
      if (!line) return refuse('cartItemId', CartMessages.itemNotFound);
      const remaining = line.remaining ?? 0;
      if (parsed.data.quantity > line.quantity && parsed.data.quantity > remaining)
        return refuse(
          'quantity',
          remaining <= 0 ? CartMessages.addOutOfStock : CartMessages.addFewerRemaining(remaining),
        );
      await m.query(`UPDATE cart_items SET quantity = $2 WHERE id = $1`, [
        cartItemId,
        parsed.data.quantity,
      ]);
      return null;
    });
    return refused ?? { cart: await this.cart(user.id, now) };
  }
}
