import type { CartFieldsFragment } from '@hearth/graphql-client';

// The cart's contract with the pages that add to it: the guest's shared cart state implements it
// (`useAddToCart()` in lib/cart/use-cart), the restaurant page calls it, and the app hands one to
// the other.

/**
 * What the dish modal knows about a dish it adds, so the new line can show at once (optimistic
 * add) before the server answers. Prices in integer cents; instants ISO-8601.
 */
export interface CartLinePreview {
  dishName: string;
  priceCents: number;
  portionSize?: string;
  imageUrl?: string | null;
  restaurantId: string;
  restaurantName: string;
  restaurantSlug: string;
  /** Portions still for sale; unknown → the server judges. */
  remaining?: number;
  minQuantity?: number;
  maxQuantity?: number;
  /** The session's order limit (default 1 to 20). */
  orderLimitMin?: number;
  orderLimitMax?: number;
  offersDelivery?: boolean;
  offersPickup?: boolean;
  startsAt?: string | null;
  orderCutoffAt?: string | null;
}

/**
 * What a cart action came to: the server's cart, or the message to show. `needsLogIn`
 * is true for a visitor (the page opens the log-in modal instead of a message).
 */
export type CartOutcome =
  { ok: true; cart: CartFieldsFragment } | { ok: false; message: string; needsLogIn: boolean };

/** AddToCart arguments: `quantity` portions (≥ 1) of a dish from one occurrence. */
export interface AddToCartRequest {
  dishId: string;
  occurrenceId: string;
  quantity: number;
  /** Lets a new line show at once (optimistic); without it the line shows on answer. */
  preview?: CartLinePreview;
}

/** Adds to the guest's cart (`useAddToCart()` of lib/cart/use-cart). */
export type AddToCart = (request: AddToCartRequest) => Promise<CartOutcome>;
