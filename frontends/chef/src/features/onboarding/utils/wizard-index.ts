/**
 * The wizard step indexes (docs/rules/screens.md#onboarding-wizard): 0 General Information, 1
 * Credentials, 2 Create the Restaurant, 3 Create a Dish, 4 Terms of use.
 */
export const WIZARD_STEPS = [
  'General Information',
  'Credentials',
  'Create the Restaurant',
  'Create a Dish',
  'Terms of use',
] as const;

/** Index of the terms step; the step bar shows while the index is below it. */
export const TERMS_STEP = 4;
/** The wizard header shows while the index is below this. */
export const HEADER_HIDDEN_FROM = 5;

/** What the resume rule looks at: the saved profile and the chef's restaurant. */
export interface WizardProgress {
  addressLine1?: string | null;
  experienceYears?: number | null;
  restaurant?: { dishes?: readonly unknown[] | null } | null;
}

/**
 * The resume rule: on load the wizard starts at 4 if the chef has a restaurant with at least one
 * dish, else at 3 if a restaurant exists, else at 2 if the years of experience are set, else at 1
 * if an address line exists, else at 0. `experienceYears` 0 counts as set.
 */
export function resumeWizardIndex({
  addressLine1,
  experienceYears,
  restaurant,
}: WizardProgress): number {
  if (restaurant) return (restaurant.dishes?.length ?? 0) > 0 ? 4 : 3;
  if (experienceYears !== null && experienceYears !== undefined) return 2;
  if (addressLine1 && addressLine1.trim() !== '') return 1;
  return 0;
}

/** Previous goes back, never below 0. */
export function previousWizardIndex(index: number): number {
  return Math.max(0, index - 1);
}
