import {
  Args,
  ID,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
  ResolveReference,
} from '@nestjs/graphql';
import { CurrentUser, UserReference, forbidden, type AuthUser } from '@hearth/nest-common';
import {
  NOTIFICATION_PAGE_LIMIT_DEFAULT,
  NotificationsService,
  type NotificationFilter,
} from './notifications.service.js';
import { NotificationFilterEnum, NotificationPageType } from './notifications.types.js';

const filterArg = {
  type: () => NotificationFilterEnum,
  defaultValue: 'ALL' as NotificationFilter,
  description: 'Which notifications to list (default ALL).',
};

/** Signed-in user's notifications: pages, unseen count, mark seen. */
@Resolver()
export class NotificationsResolver {
  constructor(private readonly service: NotificationsService) {}

  @Query(() => NotificationPageType, {
    description: "The signed-in user's notifications, newest first.",
  })
  notifications(
    @CurrentUser() user: AuthUser,
    @Args('limit', { type: () => Int, defaultValue: NOTIFICATION_PAGE_LIMIT_DEFAULT })
    limit: number,
    @Args('cursor', { type: () => String, nullable: true }) cursor: string | null,
    @Args('filter', filterArg) filter: NotificationFilter,
  ) {
    return this.service.page(user.id, limit, cursor, filter);
  }

  @Query(() => Int, { description: 'How many of the signed-in user’s notifications are unseen.' })
  unseenNotificationCount(@CurrentUser() user: AuthUser) {
    return this.service.unseenCount(user.id);
  }

  @Mutation(() => Int, {
    description: 'Marks the given notifications (null = all) seen; returns how many changed.',
  })
  markNotificationsSeen(
    @CurrentUser() user: AuthUser,
    @Args('ids', { type: () => [ID], nullable: true }) ids: string[] | null,
  ) {
    return this.service.markSeen(user.id, ids);
  }
}

/** `User.notifications` / `User.unseenNotificationCount`: only for the user themself. */
@Resolver(() => UserReference)
export class UserNotificationsResolver {
  constructor(private readonly service: NotificationsService) {}

  @ResolveReference()
  resolveReference(ref: { id: string }): UserReference {
    return UserReference.of(ref.id);
  }

  @ResolveField(() => NotificationPageType)
  notifications(
    @Parent() parent: UserReference,
    @CurrentUser() user: AuthUser,
    @Args('limit', { type: () => Int, defaultValue: NOTIFICATION_PAGE_LIMIT_DEFAULT })
    limit: number,
    @Args('cursor', { type: () => String, nullable: true }) cursor: string | null,
    @Args('filter', filterArg) filter: NotificationFilter,
  ) {
    if (parent.id !== user.id) throw forbidden();
    return this.service.page(user.id, limit, cursor, filter);
  }

  @ResolveField(() => Int)
  unseenNotificationCount(@Parent() parent: UserReference, @CurrentUser() user: AuthUser) {
    if (parent.id !== user.id) throw forbidden();
    return this.service.unseenCount(user.id);
  }
}
