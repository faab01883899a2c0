import { ComingSoon } from '../../../../../shared/ComingSoon';

/** Explore (placeholder until its issue builds the screen). */
export function ExplorePage() {
  return (
    <ComingSoon
      title="Explore"
      description="Soon you will browse restaurants near you here, filter by cuisine, date, delivery or pickup, and open their menus."
    />
  );
}
