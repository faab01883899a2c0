/**
 * Chef dashboard messages (SPEC §8), word for word where the SPEC gives them, and the generic
 * success notices it asks for in Hearth's wording. Zod-free.
 */
export const KitchenMessages = {
  /** SPEC §8 "Add cooking session fails" fallback. */
  addSessionFailed: 'Failed to add cooking session',
  /** SPEC §8 "Update cooking session fails" fallback. */
  updateSessionFailed: 'Failed to update cooking session',
  /** SPEC §8 generic success notice for a session (Hearth's wording). */
  sessionSaved: 'Your cooking session has been saved',
  /** SPEC §8 generic success notice for bank details (Hearth's wording). */
  bankDetailsSaved: 'Your bank details have been saved',
  /** SPEC §8 generic success notice for the restaurant (Hearth's wording). */
  restaurantSaved: 'Your restaurant has been saved',
  /** Fallback when updating the restaurant fails without a message (Hearth's wording). */
  restaurantSaveFailed: 'Failed to save restaurant',
  /** SPEC §8 generic success notice for the chef's profile (Hearth's wording). */
  profileSaved: 'Your profile has been saved',
  /** SPEC §8 "Restaurant details fail to load", word for word. */
  loadFailed: 'There seems to be some issue at the moment.',
} as const;
