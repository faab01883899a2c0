import { allergenList } from '@hearth/contracts';
import { addTranslations } from '@hearth/i18n';
import type { AllergenDeclaration } from '../../../shared/allergens/allergen-lines';

// The words of a declaration are shared with the shell and the chef app.
export { allergenLines, type AllergenDeclaration } from '../../../shared/allergens/allergen-lines';

addTranslations({
  'fr-CA': {
    'Contains {{list}}, which you avoid': 'Contient : {{list}}, que vous évitez',
  },
});

/** A declaration from the restaurants graph's Dish fields (null while undeclared). */
export function dishDeclaration(dish: {
  allergens: readonly string[];
  mayContainAllergens: readonly string[];
  allergensDeclared: boolean;
}): AllergenDeclaration | null {
  return dish.allergensDeclared
    ? { contains: dish.allergens, mayContain: dish.mayContainAllergens }
    : null;
}

/**
 * 'Contains sesame, which you avoid' for the allergens of a dish the guest avoids (none: no
 * line) — the words say it, not a colour.
 */
export function avoidedLine(
  avoided: readonly string[],
  locale: string,
  t: (key: string, vars?: Record<string, unknown>) => string,
): string[] {
  if (avoided.length === 0) return [];
  return [
    t('Contains {{list}}, which you avoid', {
      list: allergenList(avoided, locale).toLocaleLowerCase(locale),
    }),
  ];
}
