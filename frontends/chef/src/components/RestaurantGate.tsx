import { EmptyState } from '@hearth/ui';
import type { ReactNode } from 'react';
import { PageFrame, PageLoadError, PageLoading } from './PageFrame';
import { useKitchen, type KitchenRestaurant } from '../lib/use-kitchen';

/** Props of {@link RestaurantGate}. */
export interface RestaurantGateProps {
  /** The page's title (translated) while the restaurant is not known. */
  title: string;
  /** What the page says (translated) when the chef has not established a restaurant yet. */
  noRestaurant: string;
  /** The page once the chef's restaurant is known (it draws its own `PageFrame`). */
  children: (restaurant: KitchenRestaurant) => ReactNode;
}

/**
 * A dashboard page that needs the chef's restaurant (GetRestaurantDetails): the page itself
 * (`children(restaurant)`) once it is known; until then its frame with the loading state, the
 * load failure, or `noRestaurant` when the chef has none.
 */
export function RestaurantGate({ title, noRestaurant, children }: RestaurantGateProps) {
  const { restaurant, loading, error } = useKitchen();
  if (restaurant) return <>{children(restaurant)}</>;
  return (
    <PageFrame title={title}>
      {loading ? <PageLoading /> : error ? <PageLoadError /> : <EmptyState title={noRestaurant} />}
    </PageFrame>
  );
}
