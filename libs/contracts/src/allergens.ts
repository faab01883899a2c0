// Canada's priority food allergens and the rules on a dish's allergen declaration (zod-free: the
// browser's first paint may import it; docs/rules/allergens.md).

/**
 * Canada's priority food allergens (canada.ca, food allergen labelling), one code each:
 * eggs, milk, mustard, peanuts, sesame, soy, crustaceans and molluscs, fish, sulphites, tree nuts,
 * wheat and triticale, and gluten sources (barley, oats, rye, triticale, wheat).
 */
export const ALLERGENS = [
  'EGGS',
  'MILK',
  'MUSTARD',
  'PEANUTS',
  'SESAME',
  'SOY',
  'CRUSTACEANS_MOLLUSCS',
  'FISH',
  'SULPHITES',
  'TREE_NUTS',
  'WHEAT_TRITICALE',
  'GLUTEN',
] as const;
/** One of {@link ALLERGENS}. */
export type Allergen = (typeof ALLERGENS)[number];

/** Each allergen's name in English (en-CA, en-US) and Canadian French (fr-CA), as labels print it. */
export const ALLERGEN_LABELS: Record<Allergen, { en: string; fr: string }> = {
  EGGS: { en: 'Eggs', fr: 'Œufs' },
  MILK: { en: 'Milk', fr: 'Lait' },
  MUSTARD: { en: 'Mustard', fr: 'Moutarde' },
  PEANUTS: { en: 'Peanuts', fr: 'Arachides' },
  SESAME: { en: 'Sesame', fr: 'Sésame' },
  SOY: { en: 'Soy', fr: 'Soya' },
  CRUSTACEANS_MOLLUSCS: { en: 'Crustaceans and molluscs', fr: 'Crustacés et mollusques' },
  FISH: { en: 'Fish', fr: 'Poisson' },
  SULPHITES: { en: 'Sulphites', fr: 'Sulfites' },
  TREE_NUTS: { en: 'Tree nuts', fr: 'Noix' },
  WHEAT_TRITICALE: { en: 'Wheat and triticale', fr: 'Blé et triticale' },
  GLUTEN: { en: 'Gluten', fr: 'Gluten' },
};

/**
 * The allergen's name in `locale` ('fr-CA' → French, any other → English); unknown codes (a newer
 * server) show as themselves.
 */
export function allergenLabel(code: string, locale: string): string {
  const labels = (ALLERGEN_LABELS as Record<string, { en: string; fr: string }>)[code];
  if (!labels) return code;
  return locale.toLowerCase().startsWith('fr') ? labels.fr : labels.en;
}

/** The allergens' names in `locale`, in {@link ALLERGENS} order, joined with ', '. */
export function allergenList(codes: readonly string[], locale: string): string {
  return sortAllergens(codes)
    .map((c) => allergenLabel(c, locale))
    .join(', ');
}

/** `codes` without duplicates, in {@link ALLERGENS} order (unknown codes last, as given). */
export function sortAllergens<T extends string>(codes: readonly T[]): T[] {
  const order = (c: string) => {
    const i = (ALLERGENS as readonly string[]).indexOf(c);
    return i < 0 ? ALLERGENS.length : i;
  };
  return [...new Set(codes)].sort((a, b) => order(a) - order(b));
}

/** What a dish form sends about allergens; every part may be missing (null/undefined). */
export interface AllergenDeclarationInput {
  /** Allergens the dish contains. */
  allergens?: readonly Allergen[] | null;
  /** Allergens it may contain (cross-contact in the kitchen). */
  mayContainAllergens?: readonly Allergen[] | null;
  /** The chef's explicit "contains none of these". */
  containsNoAllergens?: boolean | null;
}

/** A complete declaration: what the dish contains (maybe none) and may contain. */
export interface AllergenDeclaration {
  contains: Allergen[];
  mayContain: Allergen[];
}

/**
 * The outcome of a dish form's allergen part (docs/rules/allergens.md):
 * - `absent`: none of the three fields was sent (an older client): the dish keeps what it had;
 * - `incomplete`: sent, but neither an allergen it contains nor "contains none" is chosen;
 * - `conflict`: "contains none" together with allergens it contains;
 * - `declared`: a declaration (an allergen both contained and "may contain" counts as contained).
 */
export type AllergenDeclarationOutcome =
  | { kind: 'absent' }
  | { kind: 'incomplete' }
  | { kind: 'conflict' }
  | { kind: 'declared'; declaration: AllergenDeclaration };

/**
 * Reads the allergen part of a dish form. "Contains none" is an explicit choice: an empty
 * "contains" list alone is not a declaration. See {@link AllergenDeclarationOutcome}.
 */
export function allergenDeclarationOf(input: AllergenDeclarationInput): AllergenDeclarationOutcome {
  const { allergens, mayContainAllergens, containsNoAllergens } = input;
  if (allergens == null && mayContainAllergens == null && containsNoAllergens == null)
    return { kind: 'absent' };
  const contains = sortAllergens(allergens ?? []);
  if (containsNoAllergens === true && contains.length > 0) return { kind: 'conflict' };
  if (containsNoAllergens !== true && contains.length === 0) return { kind: 'incomplete' };
  const mayContain = sortAllergens(mayContainAllergens ?? []).filter((a) => !contains.includes(a));
  return { kind: 'declared', declaration: { contains, mayContain } };
}

/**
 * Whether a dish may be made ACTIVE (published): only once its allergens are declared. A dish
 * published before declarations existed stays as it is; it just cannot be re-published until its
 * chef declares them.
 */
export function mayPublishDish(dish: { allergensDeclared: boolean }): boolean {
  return dish.allergensDeclared;
}

/**
 * The allergens of `dishContains` that the guest avoids (`avoid`), in {@link ALLERGENS} order;
 * empty when the dish is fine for them. "May contain" allergens are not counted here: they are
 * shown, never hidden.
 */
export function avoidedAllergensIn(
  dishContains: readonly string[],
  avoid: readonly string[],
): string[] {
  const avoided = new Set(avoid);
  return sortAllergens(dishContains.filter((a) => avoided.has(a)));
}
