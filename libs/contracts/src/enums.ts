/**
 * Enumerations shared by the browser and the server. Graph names are upper-case GraphQL enum
 * values; the `*_LABELS` maps give the display text (product wording).
 */
export const ROLES = ['GUEST', 'CHEF', 'ADMIN'] as const;
/** A user's role: Guest, Chef or Admin. */
export type Role = (typeof ROLES)[number];
/** Roles a visitor may choose when signing up; admins are created by `npm run admin:create`. */
export const SIGN_UP_ROLES = ['GUEST', 'CHEF'] as const;

export const USER_STATUSES = ['INITIAL', 'PENDING', 'REJECTED', 'ACTIVE'] as const;
/**
 * Chef user status: INITIAL shows the onboarding wizard, PENDING / REJECTED the "being processed"
 * screen, ACTIVE the dashboard. Guests and admins are ACTIVE.
 */
export type UserStatus = (typeof USER_STATUSES)[number];

/** Display labels (product wording). */
export const ROLE_LABELS: Record<Role, string> = { GUEST: 'Guest', CHEF: 'Chef', ADMIN: 'Admin' };
