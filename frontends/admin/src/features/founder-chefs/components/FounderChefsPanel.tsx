import { ChefRegistrationsList } from '../../../components/admin-list/ChefRegistrationsList';

/** Founder Chefs (SPEC §2 Admin): chefs who joined the founder chef programme waitlist. */
export function FounderChefsPanel() {
  return <ChefRegistrationsList chefType="FOUNDER" />;
}
