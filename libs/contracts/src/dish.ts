import { z } from 'zod';
import { DishMessages, IngredientMessages } from './messages.js';
import { CUISINES } from './restaurant.js';

export { DishMessages, IngredientMessages };

/**
 * Dish form and ingredient rules (SPEC §5 "Dish form" and "Ingredient", §9 limits). The browser
 * (react-hook-form resolver) and the `restaurants` service parse with these same schemas.
 * Graph names (SPEC → Hearth): `desc` → description, `cost` → priceCents (integer cents),
 * `prep_time` → preparationTimeSeconds, `spicy_level` → spiceLevel, `allergy_warn` →
 * allergyWarnings, `hand_inst` → handlingInstructions, `prep_inst` → preparationInstructions,
 * `shelf_life` → shelfLife, `unit` → portionSize, `dish_images[].url` → imageUrls (first = main),
 * the six boolean flags → categories. `menu` ('Regular') and `max_per_haul` (1) are constants.
 */

/** SPEC §9: dish name 3–100 characters. */
export const DISH_NAME = { min: 3, max: 100 } as const;
/** SPEC §9: description 10–3000 characters. */
export const DISH_DESCRIPTION = { min: 10, max: 3000 } as const;
/** SPEC §5/§9: cost 0.1–400 dollars → 10–40000 integer cents. */
export const DISH_PRICE_CENTS = { min: 10, max: 40_000 } as const;
/** SPEC §9: each allergy warning 4–100 characters (Hearth caps the list at 20). */
export const ALLERGY_WARNING = { min: 4, max: 100, maxCount: 20 } as const;
/** SPEC §9: preparation and handle instructions 10–300 characters. */
export const DISH_INSTRUCTIONS = { min: 10, max: 300 } as const;
/** SPEC §9: shelf life 2–300 characters. */
export const SHELF_LIFE = { min: 2, max: 300 } as const;
/** SPEC §9: portion size 3–300 characters. */
export const DISH_PORTION_SIZE = { min: 3, max: 300 } as const;
/** SPEC §5: preparation time in minutes and seconds, no hours → 1 to 3599 seconds. */
export const PREPARATION_TIME_SECONDS = { min: 1, max: 3599 } as const;
/** SPEC §9: 3 spice icons → spice level 0–3. */
export const SPICE_LEVEL = { min: 0, max: 3 } as const;
/** Hearth's caps on images and ingredients per dish. */
export const DISH_IMAGES_MAX = 10;
export const DISH_INGREDIENTS_MAX = 100;
/** Ingredient text limits (SPEC §9: notes at least 3; the maxima are Hearth's). */
export const INGREDIENT_LIMITS = { nameMax: 100, unitMax: 50, notesMin: 3, notesMax: 300 } as const;

/** Dish categories (SPEC §3 Enumerations; SPEC's boolean flags `dairy_free` … `vegan`). */
export const DISH_CATEGORIES = [
  'DAIRY_FREE',
  'GLUTEN_FREE',
  'HALAL',
  'KOSHER',
  'VEG',
  'VEGAN',
] as const;
export type DishCategory = (typeof DISH_CATEGORIES)[number];
/** SPEC display labels of the categories. */
export const DISH_CATEGORY_LABELS: Record<DishCategory, string> = {
  DAIRY_FREE: 'Dairy Free',
  GLUTEN_FREE: 'Gluten Free',
  HALAL: 'Halal',
  KOSHER: 'Kosher',
  VEG: 'Veg',
  VEGAN: 'Vegan',
};

/**
 * Dish lifecycle (SPEC §2 edit-mode card menu Active / Inactive; archive instead of delete).
 * The public sees ACTIVE dishes only; ARCHIVED dishes are hidden from the chef's list too.
 */
export const DISH_STATUSES = ['ACTIVE', 'INACTIVE', 'ARCHIVED'] as const;
export type DishStatus = (typeof DISH_STATUSES)[number];

/**
 * Dollars (as typed in the form, e.g. 12.5) → integer cents (1250), rounded to the nearest cent
 * (SPEC §5 "rounded to 2 decimals"). NaN stays NaN so that the schema reports it.
 */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Integer cents → dollars (1250 → 12.5); display with `$` and `toFixed(2)` (SPEC §9). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

const text = (required: string, min: number, max: number, length: string) =>
  z.string({ error: required }).trim().min(1, required).min(min, length).max(max, length);

/**
 * One ingredient (SPEC §3/§5 Ingredient): `name` (SPEC `item`) required, ≤ 100;
 * `quantity` (a number ≥ 0) required; `unit` (SPEC `amount`, the unit text) required, ≤ 50;
 * `notes` optional, 3–300 when given (empty → null).
 */
export const ingredientSchema = z.object({
  name: z
    .string({ error: IngredientMessages.nameRequired })
    .trim()
    .min(1, IngredientMessages.nameRequired)
    .max(INGREDIENT_LIMITS.nameMax, IngredientMessages.nameTooLong),
  quantity: z
    .number({ error: IngredientMessages.quantityRequired })
    .min(0, IngredientMessages.quantityNegative),
  unit: z
    .string({ error: IngredientMessages.unitRequired })
    .trim()
    .min(1, IngredientMessages.unitRequired)
    .max(INGREDIENT_LIMITS.unitMax, IngredientMessages.unitTooLong),
  notes: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || v.length >= INGREDIENT_LIMITS.notesMin, {
      message: IngredientMessages.notesTooShort,
    })
    .refine((v) => v === null || v.length <= INGREDIENT_LIMITS.notesMax, {
      message: IngredientMessages.notesTooLong,
    }),
});
export type IngredientInputData = z.input<typeof ingredientSchema>;
export type IngredientData = z.output<typeof ingredientSchema>;

const imageUrl = z
  .string({ error: DishMessages.mainImageRequired })
  .trim()
  .regex(/^https?:\/\/\S+$/i, DishMessages.imageInvalid);

/**
 * Add/update dish form (SPEC §5 Dish form, §7 AddDish/UpdateDish). `imageUrls`: at least the main
 * image (first), ≤ 10; `priceCents` integer cents 10–40000; `preparationTimeSeconds` 1–3599
 * (minutes and seconds); `spiceLevel` 0–3 (default 0); `allergyWarnings` 1–20 entries of 4–100
 * characters; `categories` optional (deduplicated, default []); `ingredients` optional (default []).
 * Whether `cuisine` is one of the restaurant's cuisines is checked by the service
 * (`DishMessages.cuisineNotOffered`): the form offers only those.
 */
export const dishSchema = z.object({
  imageUrls: z
    .array(imageUrl, { error: DishMessages.mainImageRequired })
    .min(1, DishMessages.mainImageRequired)
    .max(DISH_IMAGES_MAX, DishMessages.imagesTooMany),
  name: text(DishMessages.nameRequired, DISH_NAME.min, DISH_NAME.max, DishMessages.nameLength),
  description: text(
    DishMessages.descriptionRequired,
    DISH_DESCRIPTION.min,
    DISH_DESCRIPTION.max,
    DishMessages.descriptionLength,
  ),
  priceCents: z
    .number({ error: DishMessages.costRequired })
    .int(DishMessages.costCents)
    .min(DISH_PRICE_CENTS.min, DishMessages.costRange)
    .max(DISH_PRICE_CENTS.max, DishMessages.costRange),
  allergyWarnings: z
    .array(
      z
        .string()
        .trim()
        .min(ALLERGY_WARNING.min, DishMessages.allergyWarningLength)
        .max(ALLERGY_WARNING.max, DishMessages.allergyWarningLength),
      { error: DishMessages.allergyWarningsRequired },
    )
    .min(1, DishMessages.allergyWarningsRequired)
    .max(ALLERGY_WARNING.maxCount, DishMessages.allergyWarningsTooMany),
  preparationInstructions: text(
    DishMessages.preparationInstructionsRequired,
    DISH_INSTRUCTIONS.min,
    DISH_INSTRUCTIONS.max,
    DishMessages.preparationInstructionsLength,
  ),
  preparationTimeSeconds: z
    .number({ error: DishMessages.preparationTimeRequired })
    .int(DishMessages.preparationTimeRange)
    .min(PREPARATION_TIME_SECONDS.min, DishMessages.preparationTimeRange)
    .max(PREPARATION_TIME_SECONDS.max, DishMessages.preparationTimeRange),
  handlingInstructions: text(
    DishMessages.handlingInstructionsRequired,
    DISH_INSTRUCTIONS.min,
    DISH_INSTRUCTIONS.max,
    DishMessages.handlingInstructionsLength,
  ),
  cuisine: z
    .string({ error: DishMessages.cuisineRequired })
    .trim()
    .min(1, DishMessages.cuisineRequired)
    .max(CUISINES.maxLength, DishMessages.cuisineNotOffered),
  shelfLife: text(
    DishMessages.shelfLifeRequired,
    SHELF_LIFE.min,
    SHELF_LIFE.max,
    DishMessages.shelfLifeLength,
  ),
  portionSize: text(
    DishMessages.portionSizeRequired,
    DISH_PORTION_SIZE.min,
    DISH_PORTION_SIZE.max,
    DishMessages.portionSizeLength,
  ),
  categories: z
    .array(z.enum(DISH_CATEGORIES, { error: DishMessages.categoryInvalid }))
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  spiceLevel: z
    .number({ error: DishMessages.spiceLevelRange })
    .int(DishMessages.spiceLevelRange)
    .min(SPICE_LEVEL.min, DishMessages.spiceLevelRange)
    .max(SPICE_LEVEL.max, DishMessages.spiceLevelRange)
    .nullish()
    .transform((v) => v ?? 0),
  ingredients: z
    .array(ingredientSchema)
    .max(DISH_INGREDIENTS_MAX, DishMessages.ingredientsTooMany)
    .nullish()
    .transform((v) => v ?? []),
});

/** What the dish form sends (before validation). */
export type DishInputData = z.input<typeof dishSchema>;
/** A validated dish (trimmed; defaults filled). */
export type DishData = z.output<typeof dishSchema>;

/** `dishStatusSchema` — one of DISH_STATUSES (SPEC §2 Active / Inactive; archive). */
export const dishStatusSchema = z.enum(DISH_STATUSES, { error: DishMessages.statusInvalid });
