import { ComingSoon } from '../../../../../shared/ComingSoon';

/** Restaurants (placeholder until its issue builds the screen). */
export function RestaurantListPage() {
  return (
    <ComingSoon
      title="Restaurants"
      description="The list of restaurants near you will appear here."
    />
  );
}
