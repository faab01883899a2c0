import { ComingSoon } from '../../../../../shared/ComingSoon';

/** Settings (placeholder until its issue builds the screen). */
export function AccountPage() {
  return (
    <ComingSoon
      title="Settings"
      description="Your account settings, payment details, help and about pages will live here."
    />
  );
}
