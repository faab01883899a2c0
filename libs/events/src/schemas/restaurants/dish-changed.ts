import { z } from 'zod';

/** Lifecycle of a dish: active or inactive (the chef's choice), archived instead of deleted. */
export const DishStatusV1 = z.enum(['ACTIVE', 'INACTIVE', 'ARCHIVED']);

/**
 * An ingredient of a dish as the chef wrote it: `quantity` of `unit` (free text, e.g. 'g', 'cups',
 * 'whole') for one portion, optional `notes`.
 */
export const DishIngredientV1 = z.object({
  name: z.string(),
  quantity: z.number().min(0),
  unit: z.string(),
  notes: z.string().nullable(),
});

/**
 * `DishChanged` v1 — published by `restaurants` (topic `Topics.restaurants`, in the same
 * transaction as the change) when a dish is added, updated, made active or inactive, or archived.
 * It carries the dish's full current state, so a consumer keeps a projection by upserting it.
 * Aggregate id = `dishId`. Consumers: sessions (the `restaurant_dishes` projection: a cooking
 * session may offer only ACTIVE dishes of its own restaurant), orders (cart lines: name, price;
 * the kitchen's shopping list: ingredients).
 */
export const DishChangedV1 = z.object({
  dishId: z.uuid(),
  restaurantId: z.uuid(),
  name: z.string(),
  /** Price of one portion in integer cents (10–40000: $0.10 to $400). */
  priceCents: z.number().int(),
  /** Portion size text, as the chef wrote it. */
  portionSize: z.string(),
  status: DishStatusV1,
  /** Main image URL (the dish's first image), or null. */
  imageUrl: z.string().nullable(),
  /**
   * The dish's ingredients, per portion (optional: events published before it was added have
   * none; a consumer keeps what it knew then).
   */
  ingredients: z.array(DishIngredientV1).optional(),
  /**
   * The priority allergens it contains and may contain (codes of the contracts' `ALLERGENS`), and
   * whether the chef declared them (optional: events published before declarations have none).
   */
  allergens: z.array(z.string()).optional(),
  mayContainAllergens: z.array(z.string()).optional(),
  allergensDeclared: z.boolean().optional(),
});

/** One ingredient in `DishChanged` v1. */
export type DishIngredientPayload = z.infer<typeof DishIngredientV1>;

/** Payload of `DishChanged` v1. */
export type DishChangedPayload = z.infer<typeof DishChangedV1>;
