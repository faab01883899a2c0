import { allergenList } from '@hearth/contracts';

/** What a dish says about allergens (the API's Dish fields). */
export interface DishAllergens {
  allergens: readonly string[];
  mayContainAllergens: readonly string[];
  allergensDeclared: boolean;
}

/**
 * A dish's priority allergens as words, one line each, in `locale` (docs/rules/allergens.md):
 * 'Contains: Milk, Sesame' and 'May contain: Peanuts'; 'No priority allergens' for a dish
 * declared to contain none; 'Allergens not declared' while its chef has not declared them (the
 * free-text allergy warning is all there is). `t` translates the line templates.
 */
export function allergenLines(
  dish: DishAllergens,
  locale: string,
  t: (key: string, vars?: Record<string, unknown>) => string,
): string[] {
  if (!dish.allergensDeclared) return [t('Allergens not declared')];
  const lines =
    dish.allergens.length > 0
      ? [t('Contains: {{list}}', { list: allergenList(dish.allergens, locale) })]
      : [t('No priority allergens')];
  if (dish.mayContainAllergens.length > 0)
    lines.push(
      t('May contain: {{list}}', { list: allergenList(dish.mayContainAllergens, locale) }),
    );
  return lines;
}
