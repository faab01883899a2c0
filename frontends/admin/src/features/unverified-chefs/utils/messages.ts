/**
 * Texts of the Unverified Chef panel, including its success notices. The
 * rejection reason's rule and messages are `chefRejectionSchema` in `@hearth/contracts`.
 * These are screen texts only: no API returns them, so they stay with the feature.
 */
export const UnverifiedChefMessages = {
  empty: 'No chef applications waiting',
  loading: 'Loading chef applications…',
  loadFailed: 'We could not load the chef applications. Check your connection and try again.',
  approved: (name: string) => `${name} is approved and can now use the chef dashboard.`,
  rejected: (name: string) => `${name}'s application was rejected.`,
  decisionFailed: 'The decision could not be saved. Please try again.',
} as const;
