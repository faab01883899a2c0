import { Field, ID, ObjectType } from '@nestjs/graphql';

/** An in-app notification (SPEC §3). */
@ObjectType('Notification')
export class NotificationType {
  @Field(() => ID) id!: string;
  /** WELCOME for now; order and offer kinds arrive with ordering and promotions. */
  @Field() kind!: string;
  @Field() title!: string;
  @Field() body!: string;
  @Field() isSeen!: boolean;
  @Field() createdAt!: Date;
}

/** One page, newest first. Pass `nextCursor` as `cursor` for the next page; null = last page. */
@ObjectType('NotificationPage')
export class NotificationPageType {
  @Field(() => [NotificationType]) items!: NotificationType[];
  @Field(() => String, { nullable: true }) nextCursor!: string | null;
}
