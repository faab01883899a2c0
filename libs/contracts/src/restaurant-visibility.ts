/**
 * Public visibility of a restaurant (the bank details banner tells the chef: "Add your bank details
 * to make your restaurant visible to public"): a restaurant is visible to the public only when its
 * chef is Active (approved by an admin), the chef's bank details are filled and the chef has not
 * hidden the restaurant.
 */

/** Owner-facing reasons why a restaurant is not public (Hearth's texts), in checking order. */
export const RestaurantVisibilityMessages = {
  chefNotApproved: 'Your chef application is not approved yet',
  bankDetailsMissing: 'Add your bank details',
  hidden: 'The restaurant is hidden',
} as const;

/** The facts the visibility rule depends on. */
export interface RestaurantVisibilityFacts {
  /** The chef's status is ACTIVE (approved). */
  isChefActive: boolean;
  /** The chef has bank details on file. */
  hasBankDetails: boolean;
  /** The chef hid the restaurant. */
  isHidden: boolean;
}

/**
 * The visibility rule itself, the one place it is written: each fact the restaurant must show to
 * be public (`fact` equal to `publicWhen`), and the owner-facing reason when it does not, in
 * checking order. `restaurantVisibilityBlockers` applies it to facts in memory; the restaurants
 * service turns the same list into its SQL condition (fact → column), so the two cannot differ.
 */
export const RESTAURANT_VISIBILITY_RULE: readonly {
  fact: keyof RestaurantVisibilityFacts;
  publicWhen: boolean;
  blocker: string;
}[] = [
  { fact: 'isChefActive', publicWhen: true, blocker: RestaurantVisibilityMessages.chefNotApproved },
  {
    fact: 'hasBankDetails',
    publicWhen: true,
    blocker: RestaurantVisibilityMessages.bankDetailsMissing,
  },
  { fact: 'isHidden', publicWhen: false, blocker: RestaurantVisibilityMessages.hidden },
];

/** Every reason the restaurant is not public, in `RestaurantVisibilityMessages` order; [] when public. */
export function restaurantVisibilityBlockers(facts: RestaurantVisibilityFacts): string[] {
  return RESTAURANT_VISIBILITY_RULE.filter((c) => facts[c.fact] !== c.publicWhen).map(
    (c) => c.blocker,
  );
}

/** True when the restaurant is visible to the public (no blocker). */
export function isRestaurantPublic(facts: RestaurantVisibilityFacts): boolean {
  return restaurantVisibilityBlockers(facts).length === 0;
}

/** The facts as another service's copy holds them: null while no event has told it. */
export type KnownRestaurantVisibilityFacts = {
  [K in keyof RestaurantVisibilityFacts]: boolean | null | undefined;
};

/**
 * The visibility rule applied to another service's copy of the facts (sessions' and orders'
 * projections of `RestaurantEstablished`): public only when every fact is known and the rule
 * holds; a copy that has not been told a fact treats the restaurant as not public.
 */
export function isKnownRestaurantPublic(facts: KnownRestaurantVisibilityFacts): boolean {
  const { isChefActive, hasBankDetails, isHidden } = facts;
  if (isChefActive == null || hasBankDetails == null || isHidden == null) return false;
  return isRestaurantPublic({ isChefActive, hasBankDetails, isHidden });
}

/**
 * Refusals of anything a restaurant that is not public (or a chef who is not Active) may not do
 * (Hearth's wording; the guest and chef screens translate them).
 */
export const RestaurantAvailabilityMessages = {
  /** To a guest adding to the cart or checking out: the restaurant is not public. */
  notTakingOrders: 'This restaurant is not taking orders right now',
  /** To a chef scheduling a session while their chef status is not Active. */
  chefNotActive: 'You can schedule cooking sessions once an admin approves your chef account',
} as const;
