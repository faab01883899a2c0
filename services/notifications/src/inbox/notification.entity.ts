import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Kinds of order notification, one per order transition (and a standing order's week, and a tip
 * given after completion).
 */
export const ORDER_NOTIFICATION_KINDS = [
  'ORDER_PENDING',
  'ORDER_REJECTED',
  'ORDER_ACCEPTED',
  'ORDER_DECLINED',
  'ORDER_CANCELLED',
  'ORDER_COMPLETED',
  'ORDER_REFUNDED',
  'ORDER_TIPPED',
  'ORDER_WEEKLY_PLACED',
  'ORDER_WEEKLY_MISSED',
] as const;
export type OrderNotificationKind = (typeof ORDER_NOTIFICATION_KINDS)[number];

/** Kinds of in-app notification. Offer kinds start with `OFFER_`. */
export type NotificationKind =
  | 'WELCOME'
  | 'CHEF_APPROVED'
  | 'CHEF_REJECTED'
  | 'MESSAGE'
  | 'HELP_REPORT_ANSWERED'
  | 'DISH_AVAILABLE'
  | OrderNotificationKind
  | `OFFER_${string}`;

/** What a notification is about, for the Orders and Offers filters. */
export type NotificationCategory = 'ACCOUNT' | 'ORDERS' | 'OFFERS';

/** The category of `kind`: ORDER_* → ORDERS, OFFER_* → OFFERS, everything else ACCOUNT. */
export function categoryOf(kind: NotificationKind): NotificationCategory {
  if (kind.startsWith('ORDER_')) return 'ORDERS';
  if (kind.startsWith('OFFER_')) return 'OFFERS';
  return 'ACCOUNT';
}

/** One in-app notification of one user, with its seen flag. */
@Entity({ name: 'notifications' })
@Index('notifications_user_created_idx', ['userId', 'createdAt', 'id'])
export class NotificationEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') kind!: NotificationKind;
  @Column('text', { default: 'ACCOUNT' }) category!: NotificationCategory;
  /** The order this notification is about (order kinds only). */
  @Column('uuid', { name: 'order_id', nullable: true }) orderId!: string | null;
  @Column('text') title!: string;
  @Column('text') body!: string;
  /** The web app page the notification leads to (a path, e.g. `/restaurant/beit-sitti`), or null. */
  @Column('text', { nullable: true }) link!: string | null;
  @Column('boolean', { name: 'is_seen', default: false }) isSeen!: boolean;
  /** Millisecond precision on purpose: the paging cursor carries a JS Date. */
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
