import { ChefRegistrationsList } from '../../../components/admin-list/ChefRegistrationsList';

/** Chef Waitlist (SPEC §2 Admin): chefs who joined the beta chef waitlist. */
export function ChefWaitlistPanel() {
  return <ChefRegistrationsList chefType="BETA" />;
}
