/** A side-menu entry: a page, or a group of pages (SPEC §2 chef routes). */
export interface ChefMenuEntry {
  label: string;
  to: string;
  children?: { label: string; to: string }[];
}

/** The chef dashboard's side menu, in SPEC §2 order. */
export const CHEF_MENU: ChefMenuEntry[] = [
  { label: 'Dashboard', to: '/chef/dashboard' },
  {
    label: 'Manage',
    to: '/chef/manage',
    children: [
      { label: 'Restaurant', to: '/chef/manage/restaurant' },
      { label: 'Order history', to: '/chef/manage/orderhistory' },
      { label: 'Menus', to: '/chef/manage/menus' },
      { label: 'Cooking plans', to: '/chef/manage/cookingplans' },
      { label: 'Schedule', to: '/chef/manage/schedule' },
      { label: 'Delivery', to: '/chef/manage/delivery' },
    ],
  },
  {
    label: 'Incoming Orders',
    to: '/chef/incoming-orders',
    children: [
      { label: 'Accept', to: '/chef/incoming-orders/accept' },
      { label: 'Pending', to: '/chef/incoming-orders/pending' },
      { label: 'Decline', to: '/chef/incoming-orders/decline' },
    ],
  },
  { label: 'Notification', to: '/chef/notification' },
  {
    label: 'Settings',
    to: '/chef/settings',
    children: [
      { label: 'Profile', to: '/chef/settings/profile' },
      { label: 'Account', to: '/chef/settings/account' },
      { label: 'Help & support', to: '/chef/settings/help-support' },
    ],
  },
];
