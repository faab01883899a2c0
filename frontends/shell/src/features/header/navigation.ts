import type { Role } from '@hearth/graphql-client/session';

/** One entry of the profile menu: a link, or the log-out action. */
export type ProfileMenuEntry =
  { label: string; to: string } | { label: 'Log Out'; action: 'logOut' };

const LOG_OUT: ProfileMenuEntry = { label: 'Log Out', action: 'logOut' };

/** Profile menu entries by role, in the order of docs/rules/screens.md#profile-menu. */
export function profileMenuEntries(role: Role): ProfileMenuEntry[] {
  switch (role) {
    case 'GUEST':
      return [
        { label: 'Favorites', to: '/user/favorites' },
        { label: 'Explore', to: '/user/explore' },
        { label: 'Reviews', to: '/user/reviews' },
        { label: 'Settings', to: '/user/account' },
        { label: 'Orders', to: '/user/orders' },
        { label: 'Messages', to: '/messages' },
        LOG_OUT,
      ];
    case 'CHEF':
      return [
        { label: 'Dashboard', to: '/chef/dashboard' },
        { label: 'Explore', to: '/user/explore' },
        { label: 'Messages', to: '/messages' },
        LOG_OUT,
      ];
    case 'ADMIN':
      return [{ label: 'Dashboard', to: '/admin' }, LOG_OUT];
  }
}
