import { ExplorePage } from './ExplorePage';

/** /user/restaurant-list: the explore list under its own title. */
export function RestaurantListPage() {
  return <ExplorePage title="Restaurants" />;
}
