/** The admin side menu, switched by key, not by route (docs/rules/screens.md#admin-dashboard). */
export const ADMIN_ENTRIES = [
  {
    key: 'unverified-chefs',
    label: 'Unverified Chef',
    about: 'Chef applications waiting for verification.',
  },
  { key: 'all-chefs', label: 'All Chefs', about: 'Every chef on Hearth and their status.' },
  { key: 'create-promotion', label: 'Create Promotion', about: 'Create promotions for guests.' },
  {
    key: 'newsletter-subscribers',
    label: 'Newsletter Subscribers',
    about: 'People subscribed to the newsletter.',
  },
  { key: 'post-newsletter', label: 'Post Newsletter', about: 'Write and send a newsletter.' },
  { key: 'pending-payments', label: 'Pending Payments', about: 'Chef payouts waiting to be sent.' },
  { key: 'founder-chefs', label: 'Founder Chefs', about: 'The founder chef waitlist.' },
  { key: 'guest-waitlist', label: 'Guest Waitlist', about: 'Guests waiting for Hearth to open.' },
  { key: 'chef-waitlist', label: 'Chef Waitlist', about: 'Beta chefs waiting to join.' },
  {
    key: 'help-reports',
    label: 'Help Reports',
    about: "Guests' reports of a problem with an order, with the order's conversation.",
  },
  {
    key: 'partner-keys',
    label: 'Partner Keys',
    about: 'API keys of partner apps: their limits, what they may run and their usage.',
  },
] as const;

export type AdminEntryKey = (typeof ADMIN_ENTRIES)[number]['key'];
