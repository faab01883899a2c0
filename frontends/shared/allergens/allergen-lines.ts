// A dish's priority allergens in words, for every app that shows them (guest cards, modal, cart,
// orders; the header's cart dropdown; the chef's order detail) — docs/rules/allergens.md.
import { allergenList } from '@hearth/contracts';
import { addTranslations } from '@hearth/i18n';

addTranslations({
  'fr-CA': {
    Allergens: 'Allergènes',
    'Allergens not declared': 'Allergènes non déclarés',
    'No priority allergens': 'Aucun allergène prioritaire',
    'Contains: {{list}}': 'Contient : {{list}}',
    'May contain: {{list}}': 'Peut contenir : {{list}}',
  },
});

/** A dish's allergen declaration: the priority allergens it contains and may contain. */
export interface AllergenDeclaration {
  contains: readonly string[];
  mayContain: readonly string[];
}

/**
 * A dish's priority allergens as words, one line each, in `locale` (docs/rules/allergens.md):
 * 'Contains: Milk, Sesame' and 'May contain: Peanuts'; 'No priority allergens' for a dish
 * declared to contain none; 'Allergens not declared' (null) while its chef has not declared them.
 * Shown as text on dish cards, the dish modal, cart lines, order lines and the chef's order
 * detail — never colour alone.
 */
export function allergenLines(
  declaration: AllergenDeclaration | null | undefined,
  locale: string,
  t: (key: string, vars?: Record<string, unknown>) => string,
): string[] {
  if (!declaration) return [t('Allergens not declared')];
  const lines =
    declaration.contains.length > 0
      ? [t('Contains: {{list}}', { list: allergenList(declaration.contains, locale) })]
      : [t('No priority allergens')];
  if (declaration.mayContain.length > 0)
    lines.push(t('May contain: {{list}}', { list: allergenList(declaration.mayContain, locale) }));
  return lines;
}
