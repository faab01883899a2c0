import { useT } from '@hearth/i18n';
import { useId } from 'react';
import styled from 'styled-components';
import '../translations';

/** Props of {@link StarRating}. */
export interface StarRatingProps {
  /** Average stars out of 5 to one decimal; null when there are no reviews. */
  rating: number | null;
  /**
   * Stars to draw, a multiple of 0.5 from 0 to 5 — pass `halfStars(rating)` from
   * `@hearth/contracts` (the rounding rule lives there).
   */
  stars: number;
  /** Number of reviews behind the rating; shown as "(n reviews)" when given. */
  reviewCount?: number;
  /** Star size in px (default 16). */
  size?: number;
}

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
const Stars = styled.span`
  display: inline-flex;
  color: #d97706;
`;

const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';

/** One star: `fill` is 1 (full), 0.5 (half) or 0 (empty). */
function Star({ fill, size, gradientId }: { fill: number; size: number; gradientId: string }) {
  const paint = fill >= 1 ? 'currentColor' : fill > 0 ? `url(#${gradientId})` : 'none';
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {fill > 0 && fill < 1 && (
        <defs>
          <linearGradient id={gradientId}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      )}
      <path
        d={STAR_PATH}
        fill={paint}
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
        data-fill={fill}
      />
    </svg>
  );
}

/**
 * Five stars with half stars (as on the restaurant card), the rating to one decimal and the
 * review count. Screen readers get one sentence ("Rated 4.5 out of 5, 12 reviews" or "No reviews
 * yet"); the drawing itself is hidden from them.
 */
export function StarRating({ rating, stars, reviewCount, size = 16 }: StarRatingProps) {
  const t = useT();
  const id = useId();
  const clamped = Math.min(5, Math.max(0, Math.round(stars * 2) / 2));
  const label =
    rating === null
      ? t('No reviews yet')
      : t('Rated {{rating}} out of 5', { rating: rating.toFixed(1) }) +
        (reviewCount === undefined ? '' : `, ${t('{{count}} reviews', { count: reviewCount })}`);
  return (
    <Row role="img" aria-label={label} data-testid="star-rating" data-stars={clamped}>
      <Stars>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            size={size}
            gradientId={`${id}-half`}
            fill={clamped >= n ? 1 : clamped >= n - 0.5 ? 0.5 : 0}
          />
        ))}
      </Stars>
      <strong aria-hidden="true">{rating === null ? t('New') : rating.toFixed(1)}</strong>
      {reviewCount !== undefined && (
        <span aria-hidden="true">({t('{{count}} reviews', { count: reviewCount })})</span>
      )}
    </Row>
  );
}
