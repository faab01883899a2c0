import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ReviewMessages,
  createReviewSchema,
  reviewSchema,
  toFieldErrors,
  type FieldError,
  isUuid,
} from '@hearth/contracts';
import type { OrderCompletedPayload } from '@hearth/events';
import { forbidden, keysetPage, type AuthUser, type Page } from '@hearth/nest-common';
import { RestaurantEntity } from '../public-catalog/restaurant.entity.js';
import { ReviewEntity } from './review.entity.js';

/** A saved review, or the field errors with nothing written. */
export type ReviewSaveResult = { review: ReviewEntity } | { errors: FieldError[] };

/** Most reviews one `myReviews` page returns. */
export const REVIEW_PAGE_LIMIT_MAX = 50;

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

/**
 * Guests' reviews of restaurants (docs/rules/catalogue.md#reviews: create if none exists, change
 * if one exists; stars required; the rating). One review per order. Every write updates
 * `restaurant_ratings` (stars total and count; the average to one decimal is derived) in the SAME
 * transaction, so `Restaurant.rating` never disagrees with the reviews.
 *
 * Only the guest of an order that `orders` reported completed (`OrderCompleted` v1 →
 * `completed_orders`) for the same restaurant may review it (`orderId: orderNotCompleted`).
 */
@Injectable()
export class ReviewsService {
  private readonly restaurantLoaders = new WeakMap<
    object,
    DataLoader<string, RestaurantEntity | null>
  >();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The restaurant a review is about (null when gone), batched per `batchKey` (request). */
  restaurantOf(restaurantId: string, batchKey: object): Promise<RestaurantEntity | null> {
    let loader = this.restaurantLoaders.get(batchKey);
    if (!loader) {
      loader = new DataLoader(async (ids: readonly string[]) => {
        const rows = await this.dataSource
          .getRepository(RestaurantEntity)
          .createQueryBuilder('r')
          .where('r.id = ANY(:ids)', { ids: [...ids] })
          .getMany();
        const byId = new Map(rows.map((r) => [r.id, r]));
        return ids.map((id) => byId.get(id) ?? null);
      });
      this.restaurantLoaders.set(batchKey, loader);
    }
    return loader.load(restaurantId);
  }

  /**
   * CreateReview: validates (`createReviewSchema`), refuses an unknown restaurant
   * (`restaurantId: restaurantUnavailable`), an order that is not the caller's completed order
   * from that restaurant (`orderId: orderNotCompleted`) and a second review of the same order
   * (`orderId: alreadyReviewed`); else writes the review and bumps the rating in one transaction.
   */
  async create(user: AuthUser, input: unknown): Promise<ReviewSaveResult> {
    const parsed = createReviewSchema.safeParse(input);
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const { restaurantId, orderId, stars, description } = parsed.data;
    const exists = (await this.dataSource.query(`SELECT 1 FROM restaurants WHERE id = $1`, [
      restaurantId,
    ])) as unknown[];
    if (exists.length === 0)
      return { errors: [{ field: 'restaurantId', message: ReviewMessages.restaurantUnavailable }] };
    const completed = (await this.dataSource.query(
      `SELECT 1 FROM completed_orders
        WHERE order_id = $1 AND guest_user_id = $2 AND restaurant_id = $3`,
      [orderId.toLowerCase(), user.id, restaurantId],
    )) as unknown[];
    if (completed.length === 0)
      return { errors: [{ field: 'orderId', message: ReviewMessages.orderNotCompleted }] };
    const already = { errors: [{ field: 'orderId', message: ReviewMessages.alreadyReviewed }] };
    try {
      const review = await this.dataSource.transaction(async (manager) => {
        const id = randomUUID();
        const inserted = (await manager.query(
          `INSERT INTO reviews (id, restaurant_id, order_id, guest_user_id, stars, description)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (order_id) DO NOTHING RETURNING id`,
          [id, restaurantId, orderId.toLowerCase(), user.id, stars, description],
        )) as unknown[];
        if (inserted.length === 0) return null;
        await addReview(manager, restaurantId, stars);
        return manager.findOneByOrFail(ReviewEntity, { id });
      });
      return review ? { review } : already;
    } catch (err) {
      if (isUniqueViolation(err)) return already;
      throw err;
    }
  }

  /**
   * ChangeReview: new stars and text for the caller's own review (FORBIDDEN for someone else's;
   * `reviewId: reviewNotFound` for an unknown id). The rating moves by the difference, in the
   * same transaction (the review row is locked so two changes cannot both read the old stars).
   */
  async change(user: AuthUser, reviewId: string, input: unknown): Promise<ReviewSaveResult> {
    const notFound = { errors: [{ field: 'reviewId', message: ReviewMessages.reviewNotFound }] };
    if (!isUuid(reviewId)) return notFound;
    const parsed = reviewSchema.safeParse(input);
    if (!parsed.success) return { errors: toFieldErrors(parsed.error) };
    const { stars, description } = parsed.data;
    const review = await this.dataSource.transaction(async (manager) => {
      const current = await manager
        .getRepository(ReviewEntity)
        .createQueryBuilder('r')
        .setLock('pessimistic_write')
        .where('r.id = :reviewId', { reviewId })
        .getOne();
      if (!current) return null;
      if (current.guestUserId !== user.id) throw forbidden();
      await manager.query(
        `UPDATE reviews SET stars = $2, description = $3,
           updated_at = date_trunc('milliseconds', now()) WHERE id = $1`,
        [reviewId, stars, description],
      );
      await manager.query(
        `UPDATE restaurant_ratings SET stars_total = stars_total + $2 WHERE restaurant_id = $1`,
        [current.restaurantId, stars - current.stars],
      );
      return manager.findOneByOrFail(ReviewEntity, { id: reviewId });
    });
    return review ? { review } : notFound;
  }

  /** The caller's reviews, newest first (keyset pages of 1..50) — /user/reviews. */
  mine(
    user: AuthUser,
    limit: number,
    cursor: string | null | undefined,
  ): Promise<Page<ReviewEntity>> {
    const qb = this.dataSource
      .getRepository(ReviewEntity)
      .createQueryBuilder('r')
      .where('r.guest_user_id = :guest', { guest: user.id });
    return keysetPage(qb, limit, cursor, REVIEW_PAGE_LIMIT_MAX);
  }

  /** The caller's review of `orderId`, or null (the modal creates or changes it). */
  mineForOrder(user: AuthUser, orderId: string): Promise<ReviewEntity | null> {
    if (!isUuid(orderId)) return Promise.resolve(null);
    return this.dataSource
      .getRepository(ReviewEntity)
      .findOneBy({ orderId: orderId.toLowerCase(), guestUserId: user.id });
  }

  /**
   * `OrderCompleted`: records the completed order in `completed_orders`, so from then on its guest
   * may review the restaurant for it. A known order id changes nothing (runs in the handler's
   * inbox transaction).
   */
  async recordCompletedOrder(
    manager: EntityManager,
    p: OrderCompletedPayload,
    occurredAt: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO completed_orders (order_id, guest_user_id, restaurant_id, completed_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT (order_id) DO NOTHING`,
      [p.orderId, p.guestId, p.restaurantId, occurredAt],
    );
  }
}

/** Counts one more review of `stars` in the restaurant's rating (creates its row if needed). */
async function addReview(
  manager: EntityManager,
  restaurantId: string,
  stars: number,
): Promise<void> {
  await manager.query(
    `INSERT INTO restaurant_ratings (restaurant_id, review_count, stars_total) VALUES ($1, 1, $2)
     ON CONFLICT (restaurant_id) DO UPDATE SET
       review_count = restaurant_ratings.review_count + 1,
       stars_total = restaurant_ratings.stars_total + EXCLUDED.stars_total`,
    [restaurantId, stars],
  );
}
