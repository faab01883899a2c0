import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { keysetPage, type Page } from '@hearth/nest-common';
import { LiveHub } from '../live/live-hub.js';
import { NotificationEntity, categoryOf, type NotificationKind } from './notification.entity.js';

/** Notification filters: All Notification, Orders, Offers, Read, Unread. */
export const NOTIFICATION_FILTERS = ['ALL', 'ORDERS', 'OFFERS', 'READ', 'UNREAD'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** Most notifications one page returns (the notification limit, a named constant). */
export const NOTIFICATION_PAGE_LIMIT_MAX = 50;
export const NOTIFICATION_PAGE_LIMIT_DEFAULT = 20;

/**
 * Stores and pages a user's in-app notifications
 * (docs/rules/accounts-and-admin.md#notifications).
 */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveHub,
  ) {}

  /**
   * Adds a notification inside the caller's transaction (the inbox transaction of a handler) and,
   * once that commits, pushes `{ kind: 'notification', notificationId, orderId, status }` to the
   * user's open browsers. `order` links an order notification to its order and status; `link` is
   * the web app page it leads to (a path), if any.
   * @returns the new notification's id.
   */
  async add(
    manager: EntityManager,
    userId: string,
    kind: NotificationKind,
    title: string,
    body: string,
    order: { orderId: string; status: string } | null = null,
    link: string | null = null,
  ): Promise<string> {
    const id = randomUUID();
    await manager.insert(NotificationEntity, {
      id,
      userId,
      kind,
      category: categoryOf(kind),
      orderId: order?.orderId ?? null,
      title,
      body,
      link,
      isSeen: false,
      createdAt: new Date(),
    });
    this.live.publishAfterCommit(manager, userId, {
      kind: 'notification',
      notificationId: id,
      orderId: order?.orderId ?? null,
      status: order?.status ?? null,
    });
    return id;
  }

  /**
   * A page of `userId`'s notifications, newest first; `limit` clamped to 1..50; `filter` one of
   * the filters (ORDERS / OFFERS by category, READ / UNREAD by the seen flag).
   */
  page(
    userId: string,
    limit: number,
    cursor: string | null | undefined,
    filter: NotificationFilter = 'ALL',
  ): Promise<Page<NotificationEntity>> {
    const qb = this.dataSource
      .getRepository(NotificationEntity)
      .createQueryBuilder('n')
      .where('n.user_id = :userId', { userId });
    if (filter === 'ORDERS' || filter === 'OFFERS') qb.andWhere('n.category = :filter', { filter });
    if (filter === 'READ') qb.andWhere('n.is_seen');
    if (filter === 'UNREAD') qb.andWhere('NOT n.is_seen');
    return keysetPage(qb, limit, cursor, NOTIFICATION_PAGE_LIMIT_MAX);
  }

  /** How many of `userId`'s notifications are unseen. */
  unseenCount(userId: string): Promise<number> {
    return this.dataSource.getRepository(NotificationEntity).countBy({ userId, isSeen: false });
  }

  /** Marks `ids` (or, when null, all) of `userId`'s notifications seen; returns how many changed. */
  async markSeen(userId: string, ids: string[] | null | undefined): Promise<number> {
    const qb = this.dataSource
      .createQueryBuilder()
      .update(NotificationEntity)
      .set({ isSeen: true })
      .where('user_id = :userId AND NOT is_seen', { userId });
    if (ids) {
      if (ids.length === 0) return 0;
      qb.andWhere('id IN (:...ids)', { ids });
    }
    const result = await qb.execute();
    return result.affected ?? 0;
  }
}
