import { z } from 'zod';
import { DishMessages, IngredientMessages } from './messages.js';
import { CUISINES } from './restaurant.js';
import { ALLERGENS, allergenDeclarationOf } from './allergens.js';

export { DishMessages, IngredientMessages };

/**
 * Dish form and ingredient rules (docs/rules/validation.md#dishes). The browser (react-hook-form
 * resolver) and the `restaurants` service parse with these same schemas. Prices are integer cents;
 * `imageUrls` lists the dish images, the first being the main one; the six dietary flags are one
 * `categories` list. Older field names map to these in docs/api.md.
 */

/** Dish name 3–100 characters. */
export const DISH_NAME = { min: 3, max: 100 } as const;
/** Description 10–3000 characters. */
export const DISH_DESCRIPTION = { min: 10, max: 3000 } as const;
/** Cost 0.1–400 dollars → 10–40000 integer cents. */
export const DISH_PRICE_CENTS = { min: 10, max: 40_000 } as const;
/** Each allergy warning 4–100 characters (Hearth caps the list at 20). */
export const ALLERGY_WARNING = { min: 4, max: 100, maxCount: 20 } as const;
/** Preparation and handle instructions 10–300 characters. */
export const DISH_INSTRUCTIONS = { min: 10, max: 300 } as const;
/** Shelf life 2–300 characters. */
export const SHELF_LIFE = { min: 2, max: 300 } as const;
/** Portion size 3–300 characters. */
export const DISH_PORTION_SIZE = { min: 3, max: 300 } as const;
/** Preparation time in minutes and seconds, no hours → 1 to 3599 seconds. */
export const PREPARATION_TIME_SECONDS = { min: 1, max: 3599 } as const;
/** 3 spice icons → spice level 0–3. */
export const SPICE_LEVEL = { min: 0, max: 3 } as const;
/** Hearth's caps on images and ingredients per dish. */
export const DISH_IMAGES_MAX = 10;
export const DISH_INGREDIENTS_MAX = 100;
/** Ingredient text limits (notes, when given, at least 3 characters; the maxima are Hearth's). */
export const INGREDIENT_LIMITS = { nameMax: 100, unitMax: 50, notesMin: 3, notesMax: 300 } as const;

/** Dish categories (dietary labels; a dish has any number of them). */
export const DISH_CATEGORIES = [
  'DAIRY_FREE',
  'GLUTEN_FREE',
  'HALAL',
  'KOSHER',
  'VEG',
  'VEGAN',
] as const;
export type DishCategory = (typeof DISH_CATEGORIES)[number];
/** Display labels of the categories (product wording). */
export const DISH_CATEGORY_LABELS: Record<DishCategory, string> = {
  DAIRY_FREE: 'Dairy Free',
  GLUTEN_FREE: 'Gluten Free',
  HALAL: 'Halal',
  KOSHER: 'Kosher',
  VEG: 'Veg',
  VEGAN: 'Vegan',
};

/**
 * Dish lifecycle: the chef's dish card menu sets Active / Inactive; a dish is archived, not
 * deleted. The public sees ACTIVE dishes only; ARCHIVED dishes are hidden from the chef's list too.
 */
export const DISH_STATUSES = ['ACTIVE', 'INACTIVE', 'ARCHIVED'] as const;
export type DishStatus = (typeof DISH_STATUSES)[number];

/**
 * Dollars (as typed in the form, e.g. 12.5) → integer cents (1250), rounded to the nearest cent
 * (the cost is rounded to 2 decimals). NaN stays NaN so that the schema reports it.
 */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Integer cents → dollars (1250 → 12.5); prices show with `$` and `toFixed(2)`. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

const text = (required: string, min: number, max: number, length: string) =>
  z.string({ error: required }).trim().min(1, required).min(min, length).max(max, length);

/**
 * One ingredient: `name` required, ≤ 100; `quantity` (a number ≥ 0) required; `unit` (the unit
 * text, e.g. 'cups') required, ≤ 50; `notes` optional, 3–300 when given (empty → null).
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
 * Add/update dish form (AddDish / UpdateDish). `imageUrls`: at least the main
 * image (first), ≤ 10; `priceCents` integer cents 10–40000; `preparationTimeSeconds` 1–3599
 * (minutes and seconds); `spiceLevel` 0–3 (default 0); `allergyWarnings` 1–20 entries of 4–100
 * characters; `categories` optional (deduplicated, default []); `ingredients` optional (default []).
 * The allergen declaration (`allergens`, `mayContainAllergens`, `containsNoAllergens`, each null
 * when not sent) is optional here so older clients keep working, but when any part is sent it must
 * be complete (`allergenDeclarationOf`: `allergens: allergensRequired` / `allergensConflict`); the
 * chef's form requires it (`dishFormSchema`).
 * Whether `cuisine` is one of the restaurant's cuisines is checked by the service
 * (`DishMessages.cuisineNotOffered`): the form offers only those.
 */
const allergenList = z
  .array(z.enum(ALLERGENS, { error: DishMessages.allergenInvalid }), {
    error: DishMessages.allergenInvalid,
  })
  .nullish()
  .transform((v) => (v == null ? null : [...new Set(v)]));

const dishFields = z.object({
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
  allergens: allergenList,
  mayContainAllergens: allergenList,
  containsNoAllergens: z
    .boolean({ error: DishMessages.allergensRequired })
    .nullish()
    .transform((v) => v ?? null),
});

export const dishSchema = dishFields.superRefine((dish, ctx) => {
  const outcome = allergenDeclarationOf(dish).kind;
  if (outcome === 'incomplete' || outcome === 'conflict')
    ctx.addIssue({
      code: 'custom',
      path: ['allergens'],
      message:
        outcome === 'conflict' ? DishMessages.allergensConflict : DishMessages.allergensRequired,
    });
});

/**
 * The chef's dish form: `dishSchema`, and the allergen declaration is required
 * (`allergens: allergensRequired` when none of its parts is given).
 */
export const dishFormSchema = dishSchema.superRefine((dish, ctx) => {
  if (allergenDeclarationOf(dish).kind === 'absent')
    ctx.addIssue({ code: 'custom', path: ['allergens'], message: DishMessages.allergensRequired });
});

/** What the dish form sends (before validation). */
export type DishInputData = z.input<typeof dishSchema>;
/** A validated dish (trimmed; defaults filled). */
export type DishData = z.output<typeof dishSchema>;

/** `dishStatusSchema` — one of DISH_STATUSES (Active / Inactive; archive). */
export const dishStatusSchema = z.enum(DISH_STATUSES, { error: DishMessages.statusInvalid });
