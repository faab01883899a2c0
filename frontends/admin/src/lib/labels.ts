import type { ChefType, UserStatus } from '@hearth/graphql-client';

/** Chef account statuses (the user's `status`) as admins say them. */
export const CHEF_STATUS_LABELS: Record<UserStatus, string> = {
  INITIAL: 'Initial',
  PENDING: 'Pending',
  ACTIVE: 'Active',
  REJECTED: 'Rejected',
};

/** The statuses in the order a chef goes through them (filters list them so). */
export const CHEF_STATUS_ORDER: readonly UserStatus[] = [
  'INITIAL',
  'PENDING',
  'ACTIVE',
  'REJECTED',
];

/** Chef waitlist programmes as admins say them. */
export const PROGRAMME_LABELS: Record<ChefType, string> = { BETA: 'Beta', FOUNDER: 'Founder' };
