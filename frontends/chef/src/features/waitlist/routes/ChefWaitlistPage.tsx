import { ComingSoon } from '../../../../../shared/ComingSoon';

/** /chef/waitlist, public (SPEC §2: opened from 'Become a cook'); the form comes in a later issue. */
export function ChefWaitlistPage() {
  return (
    <ComingSoon
      title="Become a Hearth chef"
      description="Cook from home, on your schedule. The beta and founder chef waitlists open here soon: apply, get approved within 1-2 days, and start cooking."
    />
  );
}
