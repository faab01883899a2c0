import { useT } from '@hearth/i18n';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { BannerImage } from './BannerImage';
import { StarRating } from './StarRating';

/** Props of {@link RestaurantCard}. */
export interface RestaurantCardProps {
  name: string;
  /** Banner image URL; a monogram (the name's first letter) shows without one or when it fails to load. */
  imageUrl?: string | null;
  /** The first card of a list (likely the page's largest image): fetched at once, first. */
  priority?: boolean;
  cuisines: readonly string[];
  /** Average stars to one decimal; null with no reviews. */
  rating: number | null;
  /** Stars to draw (multiple of 0.5): `halfStars(rating)` from `@hearth/contracts`. */
  stars: number;
  reviewCount: number;
  /** Discount text, shown as a ribbon when given. */
  discountText?: string | null;
  /** Optional one-line description under the tags. */
  description?: string;
  /** Optional short line under the rating (explore: the distance and how the food reaches you). */
  note?: string | null;
  isFavourite: boolean;
  /**
   * Called with the wanted state when the heart is pressed (the caller knows the restaurant and
   * saves the change). Without it the heart is not shown.
   */
  onToggleFavourite?: (isFavourite: boolean) => void;
  /** True while the favourite change is being saved (the heart is disabled). */
  isFavouriteSaving?: boolean;
  /** The Menu button: a router link to /restaurant/{slug} that keeps the locale. */
  menuLink: ReactNode;
}

const Box = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
`;
const Banner = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  display: grid;
  place-items: center;
  font-size: 2rem;
  font-weight: 800;
  overflow: hidden;
`;
const Ribbon = styled.span`
  position: absolute;
  left: 12px;
  top: 12px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.success};
  color: #fff;
  font-size: 0.8125rem;
  font-weight: 700;
`;
const Heart = styled.button<{ $on: boolean }>`
  position: absolute;
  right: 10px;
  top: 10px;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme, $on }) => ($on ? theme.colors.danger : theme.colors.text)};
  cursor: pointer;
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;
const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(4)};
  /* The name and description wrap (a long word breaks rather than overflowing the card) and
     stop at two lines with an ellipsis; the full text is their title (see below). */
  h3,
  p {
    margin: 0;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
  h3 {
    font-size: 1.125rem;
    line-height: 1.3;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: #f5f5f4;
    font-size: 0.8125rem;
  }
`;
const Note = styled.span`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;
const Footer = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.spacing(2)};
`;

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.4-9.3-9.1C1.5 8.2 3.6 4.5 7.2 4.5c2 0 3.4 1.1 4.8 2.8 1.4-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.7 4.5 6.9-1.8 4.7-9.3 9.1-9.3 9.1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Restaurant card: banner, title, star rating with half stars and one decimal, review
 * count, cuisine tags, discount text, favourite toggle (a toggle button with `aria-pressed`) and
 * the Menu button (a link the caller renders, so the router and locale stay the caller's). The
 * title and description are never cut mid-glyph: they wrap, end in an ellipsis after two lines,
 * and carry their full text as a `title` (the restaurant page shows it whole); the banner image is
 * shown whole too ({@link BannerImage}).
 */
export function RestaurantCard(props: RestaurantCardProps) {
  const { name, imageUrl, cuisines, rating, stars, reviewCount, discountText, description } = props;
  const { note, priority = false } = props;
  const { isFavourite, onToggleFavourite, isFavouriteSaving, menuLink } = props;
  const t = useT();
  const titleId = useId();
  return (
    <Box aria-labelledby={titleId} data-testid="restaurant-card">
      <Banner>
        <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
        {imageUrl && <BannerImage src={imageUrl} lazy={!priority} priority={priority} />}
        {discountText && <Ribbon>{discountText}</Ribbon>}
        {onToggleFavourite && (
          <Heart
            type="button"
            $on={isFavourite}
            aria-pressed={isFavourite}
            aria-label={t('Favourite {{name}}', { name })}
            disabled={isFavouriteSaving}
            onClick={() => onToggleFavourite(!isFavourite)}
          >
            <HeartIcon filled={isFavourite} />
          </Heart>
        )}
      </Banner>
      <Body>
        <h3 id={titleId} title={name}>
          {name}
        </h3>
        <StarRating rating={rating} stars={stars} reviewCount={reviewCount} />
        {note && <Note>{note}</Note>}
        {cuisines.length > 0 && (
          <Tags aria-label={t('Cuisines')}>
            {cuisines.map((cuisine) => (
              <li key={cuisine}>{cuisine}</li>
            ))}
          </Tags>
        )}
        {description && <p title={description}>{description}</p>}
        <Footer>{menuLink}</Footer>
      </Body>
    </Box>
  );
}
