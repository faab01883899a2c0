import { halfStars } from '@hearth/contracts';
import type { GetRestaurantPageQuery } from '@hearth/graphql-client';
import { useLocale, useT } from '@hearth/i18n';
import { BannerImage, formatPrice, StarRating } from '@hearth/ui';
import styled from 'styled-components';
import { offerSentence } from '../../../lib/offers/offer-text';

type Restaurant = NonNullable<GetRestaurantPageQuery['restaurantBySlug']>;

/* Banners are wide (the demo ones 3:1); BannerImage shows any shape whole. */
const Banner = styled.div`
  position: relative;
  width: 100%; /* so the aspect ratio sets the height, never the width */
  aspect-ratio: 3 / 1;
  min-height: 140px;
  max-height: 360px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  overflow: hidden;
`;
const Head = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: ${({ theme }) => theme.spacing(5)} 0 ${({ theme }) => theme.spacing(6)};
  h1 {
    margin: 0;
    font-size: 2rem;
    overflow-wrap: anywhere; /* a long name wraps on a phone instead of running off the page */
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 70ch;
  }
`;
const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: #f5f5f4;
    font-size: 0.875rem;
  }
`;

/** The offers that apply here: a tinted box, one line each. */
const Offers = styled.section`
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing(5)};
  }
  li {
    overflow-wrap: anywhere;
  }
`;

/** Delivery terms in words: "Delivery within 8 km · $4.00 + $0.50/km" (cents → $). */
function deliveryTerms(restaurant: Restaurant, t: ReturnType<typeof useT>): string {
  const parts = [
    restaurant.deliveryRadiusKm != null
      ? t('Delivery within {{km}} km', { km: restaurant.deliveryRadiusKm })
      : t('Delivery'),
  ];
  if (restaurant.baseDeliveryFeeCents != null) {
    const perKm =
      restaurant.feePerKmCents != null ? ` + ${formatPrice(restaurant.feePerKmCents)}/km` : '';
    parts.push(`${formatPrice(restaurant.baseDeliveryFeeCents)}${perKm}`);
  }
  return parts.join(' · ');
}

/**
 * The restaurant page header: banner, name, rating with half stars and review
 * count, cuisines, description, delivery (radius and fees), pickup, the offers that apply to the
 * viewer (amount, minimum, code, who may use it, until when) and the chef's pickup/delivery
 * instructions (`logistics`).
 */
export function RestaurantHeader({ restaurant }: { restaurant: Restaurant }) {
  const t = useT();
  const { locale } = useLocale();
  const place = [restaurant.city, restaurant.province].filter(Boolean).join(', ');
  return (
    <>
      <Banner>{restaurant.imageUrl && <BannerImage src={restaurant.imageUrl} priority />}</Banner>
      <Head>
        <h1>{restaurant.name}</h1>
        <StarRating
          rating={restaurant.rating ?? null}
          stars={halfStars(restaurant.rating ?? null)}
          reviewCount={restaurant.reviewCount}
        />
        {restaurant.cuisines.length > 0 && (
          <Tags aria-label={t('Cuisines')}>
            {restaurant.cuisines.map((cuisine) => (
              <li key={cuisine}>{cuisine}</li>
            ))}
          </Tags>
        )}
        <p>{restaurant.description}</p>
        <p>
          {[
            place,
            restaurant.offersDelivery ? deliveryTerms(restaurant, t) : null,
            restaurant.offersPickup ? t('Pickup') : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {restaurant.offers.length > 0 && (
          <Offers aria-labelledby="restaurant-offers" data-testid="restaurant-offers">
            <h2 id="restaurant-offers">{t('Offers')}</h2>
            <ul>
              {restaurant.offers.map((offer) => (
                <li key={offer.promotionId}>{offerSentence(offer, t, locale)}</li>
              ))}
            </ul>
          </Offers>
        )}
        {restaurant.instructions.length > 0 && (
          <Tags aria-label={t('Pickup and delivery instructions')}>
            {restaurant.instructions.map((instruction) => (
              <li key={instruction}>{instruction}</li>
            ))}
          </Tags>
        )}
      </Head>
    </>
  );
}
