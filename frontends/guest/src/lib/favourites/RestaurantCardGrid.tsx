import { CardGrid } from '../../components/CardGrid';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import type { LoadMorePager } from '../../hooks/useLoadMore';
import { GuestRestaurantCard, type GuestCardRestaurant } from './GuestRestaurantCard';
import type { useFavouriteToggle } from './useFavouriteToggle';

/** Props of {@link RestaurantCardGrid}. */
export interface RestaurantCardGridProps {
  /** The list's accessible name, translated (e.g. 'Restaurants'). */
  label: string;
  restaurants: readonly GuestCardRestaurant[];
  /** The page's {@link useFavouriteToggle} (kept by the page, so a save survives an empty list). */
  favourites: ReturnType<typeof useFavouriteToggle>;
  /** The list is being refreshed (aria-busy). */
  busy?: boolean;
  /** 'Load more' under the grid ({@link useLoadMore}). */
  pager: LoadMorePager;
}

/**
 * A page of restaurant cards as guests see them (explore, favourites): a named list of
 * {@link GuestRestaurantCard}s with the favourite toggle and the Menu link, and 'Load more'
 * under it while there is a next page.
 */
export function RestaurantCardGrid({
  label,
  restaurants,
  favourites,
  busy,
  pager,
}: RestaurantCardGridProps) {
  return (
    <>
      <CardGrid aria-label={label} aria-busy={busy}>
        {restaurants.map((restaurant, index) => (
          <li key={restaurant.id}>
            <GuestRestaurantCard
              restaurant={restaurant}
              favourites={favourites}
              priority={index === 0}
            />
          </li>
        ))}
      </CardGrid>
      <LoadMoreButton pager={pager} centered />
    </>
  );
}
