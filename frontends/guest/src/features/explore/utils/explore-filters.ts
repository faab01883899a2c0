import {
  ALLERGENS,
  DISH_CATEGORIES,
  EXPLORE_PICKUP_KM,
  EXPLORE_TEXT_MAX,
  type Allergen,
  type Diet,
  type DishCategory,
} from '@hearth/contracts';
import type { ExploreFilterInput, ExploreSort } from '@hearth/graphql-client';

/** Explore filters and sort as the page keeps them in the URL (reload and back keep them). */
export interface ExploreState {
  cuisines: string[];
  categories: DishCategory[];
  /** Delivery or pickup; null: either. */
  mode: 'delivery' | 'pickup' | null;
  /** Local date YYYY-MM-DD, or '' for any day. */
  date: string;
  /** Free text ('' for none). */
  text: string;
  sort: 'rating' | 'distance';
  /**
   * Where the guest is ('' for anywhere): only the chefs who deliver there or offer pickup within
   * `pickupKm` are listed, with their distance; the distance sort needs it.
   */
  postalCode: string;
  /** With a postal code: how far pickup may be, in km (one of `EXPLORE_PICKUP_KM.choices`). */
  pickupKm: number;
}

/** URL query parameter names (short, readable, shareable). */
export const EXPLORE_PARAMS = {
  cuisine: 'cuisine',
  category: 'category',
  mode: 'mode',
  date: 'date',
  text: 'q',
  sort: 'sort',
  postalCode: 'postal',
  pickupKm: 'pickup',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the explore state from the URL; unknown values are ignored. */
export function readExploreState(params: URLSearchParams): ExploreState {
  const mode = params.get(EXPLORE_PARAMS.mode);
  const date = params.get(EXPLORE_PARAMS.date) ?? '';
  const pickupKm = Number(params.get(EXPLORE_PARAMS.pickupKm));
  return {
    cuisines: params.getAll(EXPLORE_PARAMS.cuisine).filter(Boolean),
    categories: params
      .getAll(EXPLORE_PARAMS.category)
      .filter((c): c is DishCategory => (DISH_CATEGORIES as readonly string[]).includes(c)),
    mode: mode === 'delivery' || mode === 'pickup' ? mode : null,
    date: DATE.test(date) ? date : '',
    text: (params.get(EXPLORE_PARAMS.text) ?? '').slice(0, EXPLORE_TEXT_MAX),
    sort: params.get(EXPLORE_PARAMS.sort) === 'distance' ? 'distance' : 'rating',
    postalCode: params.get(EXPLORE_PARAMS.postalCode) ?? '',
    pickupKm: (EXPLORE_PICKUP_KM.choices as readonly number[]).includes(pickupKm)
      ? pickupKm
      : EXPLORE_PICKUP_KM.default,
  };
}

/**
 * Writes `state` into a copy of `params`: explore's own parameters are replaced, every other
 * parameter (the locale `lang`) is kept. Defaults are left out so a plain page has a plain URL.
 */
export function writeExploreState(params: URLSearchParams, state: ExploreState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(EXPLORE_PARAMS)) next.delete(name);
  for (const cuisine of state.cuisines) next.append(EXPLORE_PARAMS.cuisine, cuisine);
  for (const category of state.categories) next.append(EXPLORE_PARAMS.category, category);
  if (state.mode) next.set(EXPLORE_PARAMS.mode, state.mode);
  if (state.date) next.set(EXPLORE_PARAMS.date, state.date);
  if (state.text.trim()) next.set(EXPLORE_PARAMS.text, state.text.trim());
  if (state.sort === 'distance') next.set(EXPLORE_PARAMS.sort, 'distance');
  if (state.postalCode.trim()) next.set(EXPLORE_PARAMS.postalCode, state.postalCode.trim());
  if (state.pickupKm !== EXPLORE_PICKUP_KM.default)
    next.set(EXPLORE_PARAMS.pickupKm, String(state.pickupKm));
  return next;
}

/**
 * The exploreRestaurants variables for `state` (filter null when nothing is chosen; the pickup
 * distance only with a postal code and when it is not the server's default).
 */
export function toExploreVariables(state: ExploreState): {
  filter: ExploreFilterInput | null;
  sort: ExploreSort;
  postalCode: string | null;
} {
  const filter: ExploreFilterInput = {};
  if (state.cuisines.length) filter.cuisines = state.cuisines;
  if (state.categories.length) filter.categories = state.categories;
  if (state.mode) filter.fulfilment = state.mode === 'delivery' ? 'DELIVERY' : 'PICKUP';
  if (state.date) filter.date = state.date;
  if (state.text.trim()) filter.text = state.text.trim();
  if (state.postalCode.trim() && state.pickupKm !== EXPLORE_PICKUP_KM.default)
    filter.pickupWithinKm = state.pickupKm;
  return {
    filter: Object.keys(filter).length ? filter : null,
    sort: state.sort === 'distance' ? 'DISTANCE' : 'RATING',
    postalCode: state.postalCode.trim() || null,
  };
}

/**
 * `variables` with the guest's dietary profile added to the filter (docs/rules/allergens.md): only
 * the chefs with an active dish that fits it. An empty profile leaves them as they are; allergen
 * codes this app does not know are left out.
 */
export function withDietaryProfile<V extends { filter: ExploreFilterInput | null }>(
  variables: V,
  profile: { avoidAllergens: readonly string[]; diets: readonly Diet[] },
): V {
  const avoidAllergens = profile.avoidAllergens.filter((a): a is Allergen =>
    (ALLERGENS as readonly string[]).includes(a),
  );
  if (avoidAllergens.length === 0 && profile.diets.length === 0) return variables;
  return {
    ...variables,
    filter: {
      ...variables.filter,
      ...(avoidAllergens.length ? { avoidAllergens } : {}),
      ...(profile.diets.length ? { diets: [...profile.diets] } : {}),
    },
  };
}

/** How many filters are active (for the "Clear filters" button and the summary). */
export function activeFilterCount(state: ExploreState): number {
  return (
    state.cuisines.length +
    state.categories.length +
    (state.mode ? 1 : 0) +
    (state.date ? 1 : 0) +
    (state.text.trim() ? 1 : 0)
  );
}
