import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import { DataSource } from 'typeorm';

/** A restaurant's rating: the average stars to one decimal (null with no reviews) and the count. */
export interface RestaurantRating {
  rating: number | null;
  reviewCount: number;
}

const NO_RATING: RestaurantRating = { rating: null, reviewCount: 0 };

/**
 * Reads `restaurant_ratings` (kept by `ReviewsService` in each review's transaction), batching
 * the look-ups of one GraphQL request into one query (a page of restaurants costs one statement).
 */
@Injectable()
export class RatingService {
  private readonly loaders = new WeakMap<object, DataLoader<string, RestaurantRating>>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The rating of each restaurant of `ids` (same order); no reviews → rating null, count 0. */
  async ofMany(ids: readonly string[]): Promise<RestaurantRating[]> {
    const rows = (await this.dataSource.query(
      `SELECT restaurant_id AS id, review_count AS "reviewCount", rating::float8 AS rating
         FROM restaurant_ratings WHERE restaurant_id = ANY($1::uuid[])`,
      [[...new Set(ids)]],
    )) as Array<{ id: string; reviewCount: number; rating: number | null }>;
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => {
      const row = byId.get(id);
      return row ? { rating: row.rating, reviewCount: row.reviewCount } : NO_RATING;
    });
  }

  /** The rating of `restaurantId`, batched per `batchKey` (e.g. the GraphQL context). */
  of(restaurantId: string, batchKey: object): Promise<RestaurantRating> {
    let loader = this.loaders.get(batchKey);
    if (!loader) {
      loader = new DataLoader<string, RestaurantRating>((ids) => this.ofMany(ids));
      this.loaders.set(batchKey, loader);
    }
    return loader.load(restaurantId);
  }

  /**
   * The rating of the reviews of `restaurantId` written in [from, to): average stars to one
   * decimal (null with none) and their count.
   */
  async between(restaurantId: string, from: Date, to: Date): Promise<RestaurantRating> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS "reviewCount", round(avg(stars), 1)::float8 AS rating
         FROM reviews WHERE restaurant_id = $1 AND created_at >= $2 AND created_at < $3`,
      [restaurantId, from, to],
    )) as Array<{ reviewCount: number; rating: number | null }>;
    return row ?? NO_RATING;
  }
}
