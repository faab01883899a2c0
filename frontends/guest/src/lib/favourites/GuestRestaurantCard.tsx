import { halfStars } from '@hearth/contracts';
import type { RestaurantCardFieldsFragment } from '@hearth/graphql-client';
import { LOCALE_PARAM, useLocale, useT } from '@hearth/i18n';
import { buttonStyles, RestaurantCard } from '@hearth/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { offerRibbon } from '../offers/offer-text';
import { useFavouriteToggle } from './useFavouriteToggle';

const MenuLink = styled(Link)<{ $variant?: 'primary' | 'secondary'; $size?: 'sm' | 'md' }>`
  ${buttonStyles}
`;

/** `/restaurant/{slug}?lang=<locale>`: the restaurant page keeps the current locale. */
export function restaurantPath(slug: string, locale: string): string {
  return `/restaurant/${encodeURIComponent(slug)}?${LOCALE_PARAM}=${encodeURIComponent(locale)}`;
}

/**
 * A card's restaurant: explore with a postal code adds the distance in km and whether its delivery
 * reaches the guest (else pickup does); both are absent or null elsewhere.
 */
export type GuestCardRestaurant = RestaurantCardFieldsFragment & {
  distanceKm?: number | null;
  deliversHere?: boolean | null;
};

/**
 * The card's reach line in `locale`: '2.4 km away · Delivers to you' (its radius covers the
 * guest's postal code) or '13.7 km away · Pickup'; null without a distance.
 */
export function reachNote(
  restaurant: GuestCardRestaurant,
  locale: string,
  t: ReturnType<typeof useT>,
): string | null {
  if (restaurant.distanceKm == null) return null;
  const distance = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(restaurant.distanceKm);
  return restaurant.deliversHere
    ? t('{{distance}} away · Delivers to you', { distance })
    : t('{{distance}} away · Pickup', { distance });
}

/**
 * A restaurant card as guests see it (explore, favourites): the shared `RestaurantCard` with the
 * favourite toggle of {@link useFavouriteToggle}, the Menu link to the restaurant page, as its
 * discount text the first offer that applies to the viewer (`Restaurant.offers`) and, on explore
 * with a postal code, the distance ({@link reachNote}).
 */
export function GuestRestaurantCard({
  restaurant,
  favourites,
  priority = false,
}: {
  restaurant: GuestCardRestaurant;
  favourites: ReturnType<typeof useFavouriteToggle>;
  /** The list's first card: its banner is fetched at once, first (the page's LCP on wide screens). */
  priority?: boolean;
}) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <RestaurantCard
      name={restaurant.name}
      imageUrl={restaurant.imageUrl}
      priority={priority}
      cuisines={restaurant.cuisines}
      description={restaurant.description}
      rating={restaurant.rating ?? null}
      stars={halfStars(restaurant.rating ?? null)}
      reviewCount={restaurant.reviewCount}
      discountText={restaurant.offers[0] ? offerRibbon(restaurant.offers[0], t) : null}
      note={reachNote(restaurant, locale, t)}
      isFavourite={restaurant.isFavourite}
      isFavouriteSaving={favourites.savingId === restaurant.id}
      onToggleFavourite={
        favourites.canFavourite ? (next) => void favourites.toggle(restaurant.id, next) : undefined
      }
      menuLink={
        <MenuLink
          to={restaurantPath(restaurant.slug, locale)}
          $size="sm"
          aria-label={t('Menu of {{name}}', { name: restaurant.name })}
        >
          {t('Menu')}
        </MenuLink>
      }
    />
  );
}
