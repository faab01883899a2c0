/**
 * Chef dashboard messages: the failure fallbacks and the load error are product wording, word for
 * word; the generic success notices are Hearth's wording. Zod-free.
 */
export const KitchenMessages = {
  /** Fallback when adding a cooking session fails without a message. */
  addSessionFailed: 'Failed to add cooking session',
  /** Fallback when updating a cooking session fails without a message. */
  updateSessionFailed: 'Failed to update cooking session',
  /** Success notice for a session (Hearth's wording). */
  sessionSaved: 'Your cooking session has been saved',
  /** Success notice for bank details (Hearth's wording). */
  bankDetailsSaved: 'Your bank details have been saved',
  /** Success notice for the restaurant (Hearth's wording). */
  restaurantSaved: 'Your restaurant has been saved',
  /** Fallback when updating the restaurant fails without a message (Hearth's wording). */
  restaurantSaveFailed: 'Failed to save restaurant',
  /** Success notice for the chef's profile (Hearth's wording). */
  profileSaved: 'Your profile has been saved',
  /** The restaurant details failed to load (nothing else is rendered). */
  loadFailed: 'There seems to be some issue at the moment.',
} as const;
