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
 * A restaurant card as guests see it (explore, favourites): the shared `RestaurantCard` with the
 * favourite toggle of {@link useFavouriteToggle}, the Menu link to the restaurant page and, as its
 * discount text, the first offer that applies to the viewer (`Restaurant.offers`).
 */
export function GuestRestaurantCard({
  restaurant,
  favourites,
}: {
  restaurant: RestaurantCardFieldsFragment;
  favourites: ReturnType<typeof useFavouriteToggle>;
}) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <RestaurantCard
      name={restaurant.name}
      imageUrl={restaurant.imageUrl}
      cuisines={restaurant.cuisines}
      description={restaurant.description}
      rating={restaurant.rating ?? null}
      stars={halfStars(restaurant.rating ?? null)}
      reviewCount={restaurant.reviewCount}
      discountText={restaurant.offers[0] ? offerRibbon(restaurant.offers[0], t) : null}
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
