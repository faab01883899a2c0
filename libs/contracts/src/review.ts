import { z } from 'zod';
import { ExploreMessages, FavouriteMessages, ReviewMessages } from './messages.js';
import { UUID_PATTERN } from './ids.js';

export { ExploreMessages, FavouriteMessages, ReviewMessages };

/**
 * Review rules (docs/rules/validation.md#reviews): a guest reviews a restaurant once per completed
 * order (CreateReview, then ChangeReview). Stars are whole numbers 1–5; a missing star (absent,
 * null or 0) gives 'Review stars are required' word for word. The description is optional
 * (blank → '').
 */

/** Fewest and most stars of one review (a rating is out of 5). */
export const REVIEW_STARS_MIN = 1;
export const REVIEW_STARS_MAX = 5;
/** Hearth's cap on a review's text, in characters. */
export const REVIEW_DESCRIPTION_MAX = 1000;

const stars = z
  .number({ error: ReviewMessages.starsRequired })
  .refine((n) => n !== 0, ReviewMessages.starsRequired)
  .refine(
    (n) => Number.isInteger(n) && n >= REVIEW_STARS_MIN && n <= REVIEW_STARS_MAX,
    ReviewMessages.starsOutOfRange,
  );

const description = z
  .string()
  .trim()
  .max(REVIEW_DESCRIPTION_MAX, ReviewMessages.descriptionTooLong)
  .nullish()
  .transform((v) => v ?? '');

/** The review form (stars and text) — what the 'Review Your Order' modal validates. */
export const reviewSchema = z.object({ stars, description });
export type ReviewInputData = z.input<typeof reviewSchema>;
export type ReviewData = z.output<typeof reviewSchema>;

/** CreateReview: the form plus the reviewed restaurant and the completed order. */
export const createReviewSchema = reviewSchema.extend({
  restaurantId: z.string({ error: ReviewMessages.restaurantUnavailable }).regex(UUID_PATTERN, {
    error: ReviewMessages.restaurantUnavailable,
  }),
  orderId: z
    .string({ error: ReviewMessages.orderRequired })
    .regex(UUID_PATTERN, { error: ReviewMessages.orderRequired }),
});
export type CreateReviewData = z.output<typeof createReviewSchema>;

/**
 * The stars to draw for `rating` with half stars (the restaurant card): rounded to the
 * nearest half, e.g. 4.3 → 4.5, 4.2 → 4. Null (no reviews) → 0.
 */
export function halfStars(rating: number | null): number {
  return rating === null ? 0 : Math.round(rating * 2) / 2;
}

/** Most restaurants one explore page returns. */
export const EXPLORE_PAGE_LIMIT_MAX = 48;
/** Longest free-text search on explore, in characters. */
export const EXPLORE_TEXT_MAX = 100;
/**
 * Explore with the guest's postal code: how far (km, great circle) a pickup restaurant may be —
 * the default, the allowed range, and the choices the explore filter offers.
 */
export const EXPLORE_PICKUP_KM = {
  default: 10,
  min: 1,
  max: 100,
  choices: [2, 5, 10, 25, 50],
} as const;
/** A local calendar date (YYYY-MM-DD) that exists, e.g. the explore date filter. */
export const localDateSchema = z
  .string({ error: ExploreMessages.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, ExploreMessages.dateInvalid)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, ExploreMessages.dateInvalid);
