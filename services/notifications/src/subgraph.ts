import { UserReference, type SubgraphDefinition } from '@hearth/nest-common';
import { PrivacyModule } from './privacy/privacy.module.js';
import { NotificationEntity } from './inbox/notification.entity.js';
import { NotificationsModule } from './inbox/notifications.module.js';
import { IntegrationEventsModule } from './integration-events/integration-events.module.js';
import { LiveModule } from './live/live.module.js';
import { ConfirmationsModule } from './mail/confirmations.module.js';
import { CreateNotifications1763700000000 } from './migrations/1763700000000-create-notifications.js';
import { OrderNotifications1763900000000 } from './migrations/1763900000000-order-notifications.js';
import { DropOrderParties1765600000001 } from './migrations/1765600000001-drop-order-parties.js';
import { Messaging1766800000000 } from './migrations/1766800000000-messaging.js';
import { NotificationPreferences1767000000000 } from './migrations/1767000000000-notification-preferences.js';
import { Attachments1767000000001 } from './migrations/1767000000001-attachments.js';
import { MailOutbox1768000000000 } from './migrations/1768000000000-mail-outbox.js';
import { NotificationLinks1769100000000 } from './migrations/1769100000000-notification-links.js';
import { MessagingScaleIndexes1770600000000 } from './migrations/1770600000000-messaging-scale-indexes.js';
import { MessagingModule } from './messaging/messaging.module.js';
import { OrderNotificationsModule } from './orders/order-notifications.module.js';
import { NotificationPreferenceEntity } from './preferences/notification-preference.entity.js';
import { PreferencesModule } from './preferences/preferences.module.js';

/**
 * The `notifications` subgraph (port 4005): in-app notifications, order notifications,
 * notification preferences, messaging, confirmation e-mails and the live stream `GET /live/stream` (server-sent events).
 */
export function notificationsSubgraph(): SubgraphDefinition {
  return {
    service: 'notifications',
    entities: [NotificationEntity, NotificationPreferenceEntity],
    migrations: [
      CreateNotifications1763700000000,
      OrderNotifications1763900000000,
      DropOrderParties1765600000001,
      Messaging1766800000000,
      NotificationPreferences1767000000000,
      Attachments1767000000001,
      MailOutbox1768000000000,
      NotificationLinks1769100000000,
      MessagingScaleIndexes1770600000000,
    ],
    orphanedTypes: [UserReference],
    imports: [
      PrivacyModule,
      LiveModule,
      NotificationsModule,
      PreferencesModule,
      ConfirmationsModule,
      OrderNotificationsModule,
      MessagingModule,
      IntegrationEventsModule,
    ],
  };
}
export default notificationsSubgraph;
