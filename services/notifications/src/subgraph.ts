import { UserReference, type SubgraphDefinition } from '@hearth/nest-common';
import { NotificationEntity } from './inbox/notification.entity.js';
import { NotificationsModule } from './inbox/notifications.module.js';
import { ConfirmationsModule } from './mail/confirmations.module.js';
import { CreateNotifications1763700000000 } from './migrations/1763700000000-create-notifications.js';

/** The `notifications` subgraph (port 4005): in-app notifications and confirmation e-mails. */
export function notificationsSubgraph(): SubgraphDefinition {
  return {
    service: 'notifications',
    entities: [NotificationEntity],
    migrations: [CreateNotifications1763700000000],
    orphanedTypes: [UserReference],
    imports: [NotificationsModule, ConfirmationsModule],
  };
}
export default notificationsSubgraph;
