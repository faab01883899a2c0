import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { NotificationChannel, NotificationPreferenceKind } from '@hearth/contracts';

/**
 * One switch a user turned on or off: `kind` (ORDER_UPDATES, MESSAGES, HELP_REPORTS) on `channel`
 * (IN_APP, EMAIL). No row means the default, on.
 */
@Entity({ name: 'notification_preferences' })
export class NotificationPreferenceEntity {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @PrimaryColumn('text') kind!: NotificationPreferenceKind;
  @PrimaryColumn('text') channel!: NotificationChannel;
  @Column('boolean') enabled!: boolean;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
