import { cartLineWarnings } from '@hearth/contracts';
import type { CartFieldsFragment, CartItemFieldsFragment } from '@hearth/graphql-client';
import type { CartLinePreview } from '../../types/add-to-cart';

/** The cart as GetCarts returns it (money in integer cents). */
export type CartView = CartFieldsFragment;
/** A cart computed here (optimistic answers carry their `__typename`). */
export type ComputedCart = CartView & { __typename: 'Cart' };
export type { CartLinePreview } from '../../types/add-to-cart';

/** One cart line as GetCarts returns it. */
export type CartLine = CartItemFieldsFragment;

/**
 * Recomputes the derived fields of a cart the way the server does (line totals, item count,
 * subtotal, cart warnings via `cartLineWarnings`, `canCheckout`), for optimistic answers.
 */
export function recomputeCart(items: readonly CartLine[]): ComputedCart {
  const occurrenceTotals = new Map<string, number>();
  for (const line of items) {
    occurrenceTotals.set(
      line.occurrenceId,
      (occurrenceTotals.get(line.occurrenceId) ?? 0) + line.quantity,
    );
  }
  const lines = items.map((line) => ({
    ...line,
    __typename: 'CartItem' as const,
    lineTotalCents: line.priceCents * line.quantity,
    warnings: cartLineWarnings({
      dishName: line.dishName,
      quantity: line.quantity,
      remaining: line.remaining,
      isAvailable: line.isAvailable,
      occurrenceTotal: occurrenceTotals.get(line.occurrenceId) ?? line.quantity,
      orderLimitMin: line.orderLimitMin,
      orderLimitMax: line.orderLimitMax,
    }),
  }));
  return {
    __typename: 'Cart',
    items: lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalCents: lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
    canCheckout: lines.length > 0 && lines.every((line) => line.warnings.length === 0),
  };
}

/**
 * The cart after adding `quantity` portions of a dish from an occurrence: the same line grows
 * (as the server does), else a new line is built from `preview`. Null when the new line cannot
 * be drawn (no preview): the caller then waits for the server instead of guessing.
 */
export function cartWithAdded(
  cart: CartView,
  request: { dishId: string; occurrenceId: string; quantity: number },
  preview: CartLinePreview | undefined,
): ComputedCart | null {
  const existing = cart.items.find(
    (line) => line.dishId === request.dishId && line.occurrenceId === request.occurrenceId,
  );
  if (existing) {
    return recomputeCart(
      cart.items.map((line) =>
        line === existing ? { ...line, quantity: line.quantity + request.quantity } : line,
      ),
    );
  }
  if (!preview) return null;
  const line: CartLine = {
    __typename: 'CartItem',
    // A temporary id until the server's answer replaces the whole cart.
    id: `optimistic-${request.dishId}-${request.occurrenceId}`,
    dishId: request.dishId,
    occurrenceId: request.occurrenceId,
    quantity: request.quantity,
    dishName: preview.dishName,
    priceCents: preview.priceCents,
    lineTotalCents: preview.priceCents * request.quantity,
    portionSize: preview.portionSize ?? '',
    imageUrl: preview.imageUrl ?? null,
    restaurantId: preview.restaurantId,
    restaurantName: preview.restaurantName,
    restaurantSlug: preview.restaurantSlug,
    startsAt: preview.startsAt ?? null,
    orderCutoffAt: preview.orderCutoffAt ?? null,
    minQuantity: preview.minQuantity ?? 1,
    maxQuantity: preview.maxQuantity ?? request.quantity,
    remaining: preview.remaining ?? request.quantity,
    orderLimitMin: preview.orderLimitMin ?? 1,
    orderLimitMax: preview.orderLimitMax ?? Number.MAX_SAFE_INTEGER,
    offersDelivery: preview.offersDelivery ?? false,
    offersPickup: preview.offersPickup ?? false,
    isAvailable: true,
    warnings: [],
    // Known once the server answers (its cart replaces this one).
    allergens: null,
  };
  return recomputeCart([...cart.items, line]);
}

/** The cart without one line. */
export function cartWithout(cart: CartView, cartItemId: string): ComputedCart {
  return recomputeCart(cart.items.filter((line) => line.id !== cartItemId));
}

/** The cart with one line's quantity set. */
export function cartWithQuantity(
  cart: CartView,
  cartItemId: string,
  quantity: number,
): ComputedCart {
  return recomputeCart(
    cart.items.map((line) => (line.id === cartItemId ? { ...line, quantity } : line)),
  );
}

/**
 * The lines of one occurrence (one restaurant, one date): what one checkout turns into one order
 * (docs/api.md PlaceOrderInput). `subtotalCents` = Σ price × quantity of its lines.
 */
export interface CartGroup {
  occurrenceId: string;
  restaurantId: string;
  restaurantName: string;
  restaurantSlug: string;
  startsAt: string | null;
  offersDelivery: boolean;
  offersPickup: boolean;
  lines: CartLine[];
  subtotalCents: number;
  /** True when any line of the group has a warning (checkout is disabled then). */
  hasWarnings: boolean;
}

/** The cart's lines grouped by occurrence, in the cart's order. */
export function groupByOccurrence(items: readonly CartLine[]): CartGroup[] {
  const groups = new Map<string, CartGroup>();
  for (const line of items) {
    let group = groups.get(line.occurrenceId);
    if (!group) {
      group = {
        occurrenceId: line.occurrenceId,
        restaurantId: line.restaurantId,
        restaurantName: line.restaurantName,
        restaurantSlug: line.restaurantSlug,
        startsAt: line.startsAt ?? null,
        offersDelivery: line.offersDelivery,
        offersPickup: line.offersPickup,
        lines: [],
        subtotalCents: 0,
        hasWarnings: false,
      };
      groups.set(line.occurrenceId, group);
    }
    group.lines.push(line);
    group.subtotalCents += line.lineTotalCents;
    group.hasWarnings ||= line.warnings.length > 0;
  }
  return [...groups.values()];
}
