import { z } from 'zod';
import { CartMessages } from './messages.js';

export { CartMessages };

/**
 * Cart rules: only a signed-in guest has a cart (the guest is never an argument); a line is
 * portions of one dish from one occurrence; the portions still for sale must cover the quantity;
 * checkout waits until no line has a warning (docs/rules/validation.md#orders-and-cart).
 */

/** Most portions of one dish in one cart line (Hearth's cap; the dish modal stops at 20). */
export const CART_QUANTITY_MAX = 100;

const quantity = z
  .number({ error: CartMessages.quantityInvalid })
  .int(CartMessages.quantityInvalid)
  .min(1, CartMessages.quantityInvalid)
  .max(CART_QUANTITY_MAX, CartMessages.quantityTooLarge(CART_QUANTITY_MAX));

/** AddToCart input: portions of a dish from one occurrence. */
export const addToCartSchema = z.object({
  dishId: z.uuid({ error: CartMessages.noLongerAvailable }),
  occurrenceId: z.uuid({ error: CartMessages.noLongerAvailable }),
  quantity,
});
export type AddToCartData = z.output<typeof addToCartSchema>;

/** Cart quantity change: the new quantity of a line, ≥ 1 (remove the line instead). */
export const cartQuantitySchema = z.object({ quantity });

/** What the warnings of one cart line depend on. */
export interface CartLineFacts {
  dishName: string;
  /** Portions wanted in this line. */
  quantity: number;
  /** Portions still for sale for this dish and occurrence; null when unknown. */
  remaining: number | null;
  /** False when the occurrence is past its order cutoff, unknown, or the dish is withdrawn. */
  isAvailable: boolean;
  /** Σ quantity over the cart's lines of one occurrence (held to the session's order limit). */
  occurrenceTotal: number;
  orderLimitMin: number;
  orderLimitMax: number;
}

/**
 * The warnings of one cart line, in this fixed order: no longer available, below the order
 * minimum, above the order maximum, out of stock, fewer remaining than wanted; empty when the line
 * can be ordered. Checkout is disabled while any line has a warning. An unavailable line shows only
 * 'This dish is no longer available' (nothing else about it matters).
 */
export function cartLineWarnings(line: CartLineFacts): string[] {
  if (!line.isAvailable) return [CartMessages.noLongerAvailable];
  const warnings: string[] = [];
  if (line.occurrenceTotal < line.orderLimitMin)
    warnings.push(CartMessages.belowOrderMinimum(line.orderLimitMin));
  if (line.occurrenceTotal > line.orderLimitMax)
    warnings.push(CartMessages.aboveOrderMaximum(line.orderLimitMax));
  const remaining = line.remaining ?? 0;
  if (remaining <= 0) warnings.push(CartMessages.outOfStock);
  else if (remaining < line.quantity)
    warnings.push(CartMessages.fewerRemaining(remaining, line.dishName));
  return warnings;
}
