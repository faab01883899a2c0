import { ComingSoon } from '../../../../../shared/ComingSoon';

/** Join the waitlist now! (placeholder until its issue builds the screen). */
export function WaitlistPage() {
  return (
    <ComingSoon
      title="Join the waitlist now!"
      description="Hearth is opening to guests soon. The waitlist form (join & get exclusive promotions) is coming in the next release."
    />
  );
}
