import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Kinds of in-app notification (SPEC §3 Notification; filters Orders/Offers come with ordering). */
export type NotificationKind = 'WELCOME' | 'CHEF_APPROVED' | 'CHEF_REJECTED';

/** One in-app notification of one user (SPEC §3: items each with a seen flag). */
@Entity({ name: 'notifications' })
@Index('notifications_user_created_idx', ['userId', 'createdAt', 'id'])
export class NotificationEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') kind!: NotificationKind;
  @Column('text') title!: string;
  @Column('text') body!: string;
  @Column('boolean', { name: 'is_seen', default: false }) isSeen!: boolean;
  /** Millisecond precision on purpose: the paging cursor carries a JS Date. */
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
