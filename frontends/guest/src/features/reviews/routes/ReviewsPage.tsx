import { ComingSoon } from '../../../../../shared/ComingSoon';

/** Reviews (placeholder until its issue builds the screen). */
export function ReviewsPage() {
  return (
    <ComingSoon
      title="Reviews"
      description="Your reviews of the restaurants you ordered from will be listed here."
    />
  );
}
