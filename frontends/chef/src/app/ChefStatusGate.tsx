import { OnboardingWizard } from '../features/onboarding/routes/OnboardingWizard';
import { StatusGate } from '../features/status-gate/StatusGate';

/**
 * The chef area's status gate with the onboarding wizard composed in: INITIAL chefs get the
 * wizard, PENDING or REJECTED the processing screen, everyone else the routes inside it.
 */
export function ChefStatusGate() {
  return <StatusGate onboarding={<OnboardingWizard />} />;
}
