import { allergenList } from '@hearth/contracts';
import { bestBeforeDate, type FoodLabel } from './labels-pdf';

type T = (key: string, vars?: Record<string, unknown>) => string;

/** What a label needs of a dish (the chef's dish, `ChefDishFields`). */
export interface LabelDish {
  id: string;
  name: string;
  shelfLife: string;
  preparationInstructions: string;
  ingredients: ReadonlyArray<{ name: string }>;
  allergens: readonly string[];
  mayContainAllergens: readonly string[];
  allergensDeclared: boolean;
}

/**
 * A dish's allergen statement in words: 'Contains: Milk, Wheat and triticale. May contain:
 * Eggs.', 'Contains none of the priority allergens.' or, undeclared, 'Allergens not declared'
 * (docs/rules/allergens.md).
 */
export function allergenStatement(dish: LabelDish, locale: string, t: T): string {
  if (!dish.allergensDeclared) return t('Allergens not declared');
  const contains =
    dish.allergens.length > 0
      ? t('Contains: {{list}}.', { list: allergenList(dish.allergens, locale) })
      : t('Contains none of the priority allergens.');
  return dish.mayContainAllergens.length > 0
    ? `${contains} ${t('May contain: {{list}}.', { list: allergenList(dish.mayContainAllergens, locale) })}`
    : contains;
}

/** A local date (YYYY-MM-DD) in words for `locale`, e.g. 'Nov 30, 2026' / '30 nov. 2026'. */
function longDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/**
 * The labels of one occurrence (docs/rules/allergens.md#labels): one per accepted portion of each
 * dish (`portions`: dish id → portions), in prep-sheet order, with the dish, the chef ('Made by
 * Rosa Mensah · Rosa’s Kitchen': `chef.name`, the signed-in chef's first and last name, and
 * `chef.restaurant`, the restaurant's name; the restaurant alone when the name is blank), the ingredients, the allergens, 'Prepared on' the occurrence's
 * local date `preparedOn` (YYYY-MM-DD), 'Best before' from the dish's shelf life, and 'Keep
 * refrigerated'. A dish missing from `dishes` (archived since) gets its name and the sheet's text.
 */
export function foodLabels(
  portions: ReadonlyArray<{ dishId: string; dishName: string; count: number }>,
  dishes: readonly LabelDish[],
  chef: { name: string; restaurant: string },
  preparedOn: string,
  locale: string,
  t: T,
): FoodLabel[] {
  const byId = new Map(dishes.map((d) => [d.id, d]));
  const madeBy = chef.name.trim()
    ? t('Made by {{chef}} · {{restaurant}}', {
        chef: chef.name.trim(),
        restaurant: chef.restaurant,
      })
    : t('Made by {{chef}}', { chef: chef.restaurant });
  return portions.flatMap(({ dishId, dishName, count }) => {
    const dish = byId.get(dishId);
    const best = dish ? bestBeforeDate(preparedOn, dish.shelfLife) : null;
    const label: FoodLabel = {
      dish: dish?.name ?? dishName,
      chef: madeBy,
      ingredients: t('Ingredients: {{list}}', {
        list: dish
          ? dish.ingredients.length > 0
            ? dish.ingredients.map((i) => i.name).join(', ')
            : dish.preparationInstructions
          : '-',
      }),
      allergens: dish ? allergenStatement(dish, locale, t) : t('Allergens not declared'),
      dates: `${t('Prepared on: {{date}}', { date: longDate(preparedOn, locale) })} · ${
        best
          ? t('Best before: {{date}}', { date: longDate(best, locale) })
          : t('Best before: {{shelfLife}} after preparation', { shelfLife: dish?.shelfLife ?? '-' })
      }`,
      storage: t('Keep refrigerated'),
    };
    return Array.from({ length: count }, () => label);
  });
}
