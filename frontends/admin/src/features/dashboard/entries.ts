/** The admin side menu, switched by key, not by route (docs/rules/screens.md#admin-dashboard). */
export const ADMIN_ENTRIES = [
  { key: 'unverified-chefs', label: 'Unverified Chef' },
  { key: 'all-chefs', label: 'All Chefs' },
  { key: 'create-promotion', label: 'Create Promotion' },
  { key: 'newsletter-subscribers', label: 'Newsletter Subscribers' },
  { key: 'post-newsletter', label: 'Post Newsletter' },
  { key: 'pending-payments', label: 'Pending Payments' },
  { key: 'founder-chefs', label: 'Founder Chefs' },
  { key: 'guest-waitlist', label: 'Guest Waitlist' },
  { key: 'chef-waitlist', label: 'Chef Waitlist' },
  { key: 'help-reports', label: 'Help Reports' },
  { key: 'partner-keys', label: 'Partner Keys' },
] as const;

export type AdminEntryKey = (typeof ADMIN_ENTRIES)[number]['key'];
