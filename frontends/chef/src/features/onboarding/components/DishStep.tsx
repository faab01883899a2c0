import type { ChefOnboardingRestaurantFragment } from '@hearth/graphql-client';
import { DishMessages } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { useToast } from '@hearth/ui';
import type { ReactNode } from 'react';
import type { Saved } from '../api/onboarding-api';
import type { OnboardingForms } from '../routes/OnboardingWizard';
import type { ChefDishFieldsFragment } from '@hearth/graphql-client';
import type { DishData } from '@hearth/contracts';
import '../translations';

/** Props of {@link DishStep}. */
export interface DishStepProps {
  restaurant: ChefOnboardingRestaurantFragment;
  save: (
    values: DishData,
    restaurantId: string,
    dishId: string | null,
  ) => Promise<Saved<ChefDishFieldsFragment>>;
  onSaved: () => void;
  previous: ReactNode;
  /** The dish form (the dishes feature's, passed in by the app). */
  form: OnboardingForms['dish'];
}

/**
 * The dish form in the wizard: if the restaurant already has a first dish, submit updates it
 * (UpdateDish), otherwise it creates one (AddDish). On success the cached restaurant takes the
 * returned dish (GetChefOnboarding is refetched), a success notice shows and the wizard advances.
 */
export function DishStep({ restaurant, save, onSaved, previous, form }: DishStepProps) {
  const t = useT();
  const toast = useToast();
  const firstDish = restaurant.dishes[0] ?? null;
  return form({
    restaurantId: restaurant.id,
    cuisines: restaurant.cuisines,
    saved: firstDish,
    previous,
    onSubmit: async (values) => {
      const outcome = await save(values, restaurant.id, firstDish?.id ?? null);
      if (outcome.ok) {
        toast.show(t(DishMessages.saved), { tone: 'success' });
        onSaved();
      }
      return outcome;
    },
  });
}
