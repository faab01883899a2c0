import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { keysetPage, type Page } from '@hearth/nest-common';
import { NotificationEntity, type NotificationKind } from './notification.entity.js';

/** Most notifications one page returns (SPEC §9: the notification limit is a named constant). */
export const NOTIFICATION_PAGE_LIMIT_MAX = 50;
export const NOTIFICATION_PAGE_LIMIT_DEFAULT = 20;

/** Stores and pages a user's in-app notifications (SPEC §7 GetNotifications). */
@Injectable()
export class NotificationsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Adds a notification inside the caller's transaction (the inbox transaction of a handler). */
  async add(
    manager: EntityManager,
    userId: string,
    kind: NotificationKind,
    title: string,
    body: string,
  ): Promise<void> {
    await manager.insert(NotificationEntity, {
      id: randomUUID(),
      userId,
      kind,
      title,
      body,
      isSeen: false,
      createdAt: new Date(),
    });
  }

  /** A page of `userId`'s notifications, newest first; `limit` clamped to 1..50. */
  page(
    userId: string,
    limit: number,
    cursor: string | null | undefined,
  ): Promise<Page<NotificationEntity>> {
    const qb = this.dataSource
      .getRepository(NotificationEntity)
      .createQueryBuilder('n')
      .where('n.user_id = :userId', { userId });
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
