import { ComingSoon } from '../../../../../shared/ComingSoon';

/** Favorites (placeholder until its issue builds the screen). */
export function FavoritesPage() {
  return (
    <ComingSoon
      title="Favorites"
      description="Restaurants you mark with the heart will be collected here."
    />
  );
}
