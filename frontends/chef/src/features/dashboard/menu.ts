import { addTranslations } from '@hearth/i18n';

/** A side-menu entry: a page, or a group of pages. */
export interface ChefMenuEntry {
  label: string;
  to: string;
  children?: { label: string; to: string }[];
}

/** Where the bank details (payment info) screen lives. */
export const BANK_DETAILS_PATH = '/chef/settings/bank-details';

/** The chef dashboard's side menu, in the order of docs/rules/screens.md#chef-dashboard. */
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
  { label: 'Earnings', to: '/chef/earnings' },
  { label: 'Notification', to: '/chef/notification' },
  {
    label: 'Settings',
    to: '/chef/settings',
    children: [
      { label: 'Profile', to: '/chef/settings/profile' },
      { label: 'Account', to: '/chef/settings/account' },
      { label: 'Bank details', to: BANK_DETAILS_PATH },
      { label: 'Help & support', to: '/chef/settings/help-support' },
    ],
  },
];

addTranslations({ 'fr-CA': { 'Orders waiting for you': 'Des commandes vous attendent' } });

/** Entries that carry the red dot while orders wait for the chef: Incoming Orders, Pending. */
export const PENDING_DOT_PATHS: readonly string[] = [
  '/chef/incoming-orders',
  '/chef/incoming-orders/pending',
];
