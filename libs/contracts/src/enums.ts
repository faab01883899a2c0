/**
 * Enumerations shared by the browser and the server (SPEC §3 "Enumerations", §6 roles).
 * Graph names are upper-case GraphQL enum values; `label` gives the SPEC's display text.
 */
export const ROLES = ['GUEST', 'CHEF', 'ADMIN'] as const;
/** A user's role (SPEC `meta1`: Guest, Chef or Admin). */
export type Role = (typeof ROLES)[number];
/** Roles a visitor may choose when signing up; admins are created by `npm run admin:create`. */
export const SIGN_UP_ROLES = ['GUEST', 'CHEF'] as const;

export const USER_STATUSES = ['INITIAL', 'PENDING', 'REJECTED', 'ACTIVE'] as const;
/** Chef user status (SPEC §3, §4 chef status gate). Guests and admins are ACTIVE. */
export type UserStatus = (typeof USER_STATUSES)[number];

/** Display labels, SPEC wording. */
export const ROLE_LABELS: Record<Role, string> = { GUEST: 'Guest', CHEF: 'Chef', ADMIN: 'Admin' };
