import { DishForm, dishDefaults } from '../features/dishes/components/DishForm';
import {
  RestaurantForm,
  restaurantDefaults,
} from '../features/manage-restaurant/components/RestaurantForm';
import {
  OnboardingWizard,
  type OnboardingForms,
} from '../features/onboarding/routes/OnboardingWizard';
import {
  CredentialsForm,
  credentialsDefaults,
} from '../features/settings/components/CredentialsForm';
import {
  GeneralInfoForm,
  generalInfoDefaults,
} from '../features/settings/components/GeneralInfoForm';
import { StatusGate } from '../features/status-gate/StatusGate';

/** The wizard's step forms: the same ones the settings, restaurant and dish pages edit with. */
const onboardingForms: OnboardingForms = {
  generalInfo: ({ email, saved, onSubmit }) => (
    <GeneralInfoForm email={email} defaultValues={generalInfoDefaults(saved)} onSubmit={onSubmit} />
  ),
  credentials: ({ saved, previous, onSubmit }) => (
    <CredentialsForm
      defaultValues={credentialsDefaults(saved)}
      secondaryAction={previous}
      onSubmit={onSubmit}
    />
  ),
  restaurant: ({ saved, previous, onSubmit }) => (
    <RestaurantForm
      defaultValues={restaurantDefaults(saved)}
      secondaryAction={previous}
      onSubmit={onSubmit}
    />
  ),
  dish: ({ restaurantId, cuisines, saved, previous, onSubmit }) => (
    <DishForm
      restaurantId={restaurantId}
      cuisines={cuisines}
      defaultValues={dishDefaults(saved)}
      secondaryAction={previous}
      onSubmit={onSubmit}
    />
  ),
};

/**
 * The chef area's status gate with the onboarding wizard composed in: INITIAL chefs get the
 * wizard (its step forms come from the features that own them), PENDING or REJECTED the
 * processing screen, everyone else the routes inside it.
 */
export function ChefStatusGate() {
  return <StatusGate onboarding={<OnboardingWizard forms={onboardingForms} />} />;
}
