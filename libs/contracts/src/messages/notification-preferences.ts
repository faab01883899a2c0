/** Messages of the notification preferences, word for word. */
export const NotificationPreferenceMessages = {
  saved: 'Your notification preferences have been saved.',
  orderUpdatesInAppRequired:
    'Order updates always show in the app: they tell you what happens to an order.',
  unknownChoice: 'Choose a kind and a channel from the list.',
  loadFailed: 'Could not load your notification preferences.',
} as const;
