import { z } from 'zod';
import { ALLERGENS, avoidedAllergensIn, sortAllergens } from './allergens.js';
import type { DishCategory } from './dish.js';
import { DietaryProfileMessages } from './messages/dietary-profile.js';

export { DietaryProfileMessages };

/** The diets a guest may follow (docs/rules/allergens.md#a-guests-dietary-profile). */
export const DIETS = ['VEGAN', 'VEGETARIAN', 'HALAL', 'GLUTEN_FREE'] as const;
/** One of {@link DIETS}. */
export type Diet = (typeof DIETS)[number];
/** Display labels of the diets (English; the apps translate them). */
export const DIET_LABELS: Record<Diet, string> = {
  VEGAN: 'Vegan',
  VEGETARIAN: 'Vegetarian',
  HALAL: 'Halal',
  GLUTEN_FREE: 'Gluten-free',
};

/**
 * The dish categories that satisfy each diet (a vegan dish is vegetarian too): a dish meets a diet
 * when its categories include one of them. The one mapping `dishFit` and explore's dietary filter
 * (SQL, services/restaurants) both read.
 */
export const DIET_CATEGORIES: Record<Diet, readonly DishCategory[]> = {
  VEGAN: ['VEGAN'],
  VEGETARIAN: ['VEG', 'VEGAN'],
  HALAL: ['HALAL'],
  GLUTEN_FREE: ['GLUTEN_FREE'],
};

/**
 * A guest's dietary profile: the priority allergens to avoid and the diets followed; each list
 * deduplicated (and allergens in `ALLERGENS` order). Empty lists mean no preference.
 */
export const dietaryProfileSchema = z.object({
  avoidAllergens: z
    .array(z.enum(ALLERGENS, { error: DietaryProfileMessages.allergenInvalid }))
    .nullish()
    .transform((v) => sortAllergens(v ?? [])),
  diets: z
    .array(z.enum(DIETS, { error: DietaryProfileMessages.dietInvalid }))
    .nullish()
    .transform((v) => DIETS.filter((d) => (v ?? []).includes(d))),
});
/** A validated dietary profile. */
export type DietaryProfileData = z.output<typeof dietaryProfileSchema>;

/** How a dish stands against a guest's profile. */
export interface DishFit {
  /** Allergens the dish contains that the guest avoids (ALLERGENS order). */
  avoided: string[];
  /** The guest's diets the dish's categories do not satisfy. */
  unmetDiets: Diet[];
  /**
   * The dish is shown while the profile filters the page: it contains nothing avoided and meets
   * every diet. A dish whose allergens are undeclared is not known to be safe: hidden when the
   * guest avoids any allergen.
   */
  fits: boolean;
}

/**
 * Checks a dish against a guest's profile (the avoid-check; docs/rules/allergens.md): the avoided
 * allergens it contains ("may contain" is shown, not counted), the diets its categories miss, and
 * whether it fits. `allergensDeclared` false: nothing is known about its allergens.
 */
export function dishFit(
  dish: { allergens: readonly string[]; allergensDeclared: boolean; categories: readonly string[] },
  profile: { avoidAllergens: readonly string[]; diets: readonly Diet[] },
): DishFit {
  const avoided = avoidedAllergensIn(dish.allergens, profile.avoidAllergens);
  const unmetDiets = profile.diets.filter(
    (d) => !DIET_CATEGORIES[d].some((c) => dish.categories.includes(c)),
  );
  const unknown = !dish.allergensDeclared && profile.avoidAllergens.length > 0;
  return { avoided, unmetDiets, fits: avoided.length === 0 && unmetDiets.length === 0 && !unknown };
}
