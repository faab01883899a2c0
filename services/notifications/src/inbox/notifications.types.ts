import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { NOTIFICATION_FILTERS, type NotificationFilter } from './notifications.service.js';

/** GraphQL enum of the notification filters (All Notification, Orders, Offers, Read, Unread). */
export const NotificationFilterEnum = Object.fromEntries(
  NOTIFICATION_FILTERS.map((f) => [f, f]),
) as { [K in NotificationFilter]: K };
registerEnumType(NotificationFilterEnum, {
  name: 'NotificationFilter',
  description: 'Notification filters: ALL = All Notification, ORDERS, OFFERS, READ, UNREAD.',
});

/** An in-app notification. */
@ObjectType('Notification')
export class NotificationType {
  @Field(() => ID) id!: string;
  /** WELCOME, CHEF_APPROVED, CHEF_REJECTED, ORDER_PENDING … ORDER_COMPLETED, DISH_AVAILABLE, OFFER_*. */
  @Field() kind!: string;
  /** ACCOUNT, ORDERS or OFFERS (the Orders / Offers filters). */
  @Field() category!: string;
  /** The order an order notification is about. */
  @Field(() => ID, { nullable: true }) orderId!: string | null;
  @Field() title!: string;
  @Field() body!: string;
  /** The page of the web app the notification leads to (a path such as /restaurant/{slug}), or null. */
  @Field(() => String, {
    nullable: true,
    description: 'The web app page the notification leads to (a path, e.g. /restaurant/{slug}).',
  })
  link!: string | null;
  @Field() isSeen!: boolean;
  @Field() createdAt!: Date;
}

/** One page, newest first. Pass `nextCursor` as `cursor` for the next page; null = last page. */
@ObjectType('NotificationPage')
export class NotificationPageType {
  @Field(() => [NotificationType]) items!: NotificationType[];
  @Field(() => String, { nullable: true }) nextCursor!: string | null;
}
