// User-facing messages of the guest's dietary profile (zod-free: see ../messages.ts).

/** Dietary profile messages (docs/rules/allergens.md#a-guests-dietary-profile). */
export const DietaryProfileMessages = {
  allergenInvalid: 'Choose allergens from the list',
  dietInvalid: 'Choose diets from the list',
  saved: 'Your dietary profile has been saved',
  saveFailed: 'Your dietary profile could not be saved. Please try again.',
} as const;
