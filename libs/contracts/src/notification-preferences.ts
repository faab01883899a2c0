import { z } from 'zod';
import { NotificationPreferenceMessages } from './messages/notification-preferences.js';

export { NotificationPreferenceMessages };

/**
 * Notification preferences (docs/rules/notification-preferences.md): for each kind of
 * notification the notifications service sends, whether it reaches the user in the app (the bell)
 * and by e-mail. Everything is on until the user turns it off; order updates always show in the
 * app (they are how a guest learns what happened to their order and a chef that one waits), so
 * that one switch cannot be turned off.
 */

/** The kinds of notification a user can choose channels for, in the order screens list them. */
export const NOTIFICATION_PREFERENCE_KINDS = ['ORDER_UPDATES', 'MESSAGES', 'HELP_REPORTS'] as const;
export type NotificationPreferenceKind = (typeof NOTIFICATION_PREFERENCE_KINDS)[number];

/** The channels a notification can take: the in-app bell and e-mail. */
export const NOTIFICATION_CHANNELS = ['IN_APP', 'EMAIL'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The switches a user cannot turn off (`kind.channel`). */
export const MANDATORY_NOTIFICATION_CHANNELS: ReadonlyArray<`${NotificationPreferenceKind}.${NotificationChannel}`> =
  ['ORDER_UPDATES.IN_APP'];

/** True when `kind` on `channel` is always on. */
export function isMandatoryChannel(
  kind: NotificationPreferenceKind,
  channel: NotificationChannel,
): boolean {
  return MANDATORY_NOTIFICATION_CHANNELS.includes(`${kind}.${channel}`);
}

const channels = z.object({ IN_APP: z.boolean(), EMAIL: z.boolean() });

/**
 * The preferences form and the rule the server applies: `{ KIND: { IN_APP, EMAIL } }` for every
 * kind; order updates in the app must stay on.
 */
export const notificationPreferencesSchema = z.object({
  ORDER_UPDATES: channels.refine((v) => v.IN_APP, {
    message: NotificationPreferenceMessages.orderUpdatesInAppRequired,
    path: ['IN_APP'],
  }),
  MESSAGES: channels,
  HELP_REPORTS: channels,
});
export type NotificationPreferencesInput = z.output<typeof notificationPreferencesSchema>;

/** Everything on: what a user who never chose gets. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferencesInput = {
  ORDER_UPDATES: { IN_APP: true, EMAIL: true },
  MESSAGES: { IN_APP: true, EMAIL: true },
  HELP_REPORTS: { IN_APP: true, EMAIL: true },
};
