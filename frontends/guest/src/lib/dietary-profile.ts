import { useMutation, useQuery } from '@apollo/client/react';
import { DietaryProfileMessages, type Diet } from '@hearth/contracts';
import { addTranslations } from '@hearth/i18n';
import {
  GetDietaryProfileDocument,
  SetDietaryProfileDocument,
  useAuth,
} from '@hearth/graphql-client';
import { settleWaitlistCall, type WaitlistOutcome } from '../../../shared/waitlist/outcome';

addTranslations({
  'fr-CA': {
    'Dietary profile': 'Profil alimentaire',
    'Restaurant pages show the dishes that fit your profile (a switch shows everything), mark a dish with an allergen you avoid, and ask before it goes in your cart.':
      'Les pages des restaurants montrent les plats qui conviennent à votre profil (un interrupteur montre tout), signalent un plat contenant un allergène que vous évitez et vous le demandent avant de l’ajouter au panier.',
    'Allergens I avoid': 'Allergènes que j’évite',
    'My diets': 'Mes régimes',
    Vegan: 'Végane',
    Vegetarian: 'Végétarien',
    Halal: 'Halal',
    'Gluten-free': 'Sans gluten',
    'Save dietary profile': 'Enregistrer le profil alimentaire',
    'Loading your dietary profile…': 'Chargement de votre profil alimentaire…',
    [DietaryProfileMessages.saved]: 'Votre profil alimentaire a été enregistré',
    [DietaryProfileMessages.saveFailed]:
      'Votre profil alimentaire n’a pas pu être enregistré. Veuillez réessayer.',
    [DietaryProfileMessages.allergenInvalid]: 'Choisissez les allergènes dans la liste',
    [DietaryProfileMessages.dietInvalid]: 'Choisissez les régimes dans la liste',
    'Show every dish': 'Afficher tous les plats',
    '({{count}} hidden by your dietary profile)':
      '({{count}} masqués par votre profil alimentaire)',
    'No dish on this date fits your dietary profile.':
      'Aucun plat à cette date ne convient à votre profil alimentaire.',
    'Add it to your cart anyway?': 'L’ajouter au panier quand même?',
    'Add anyway': 'Ajouter quand même',
    Cancel: 'Annuler',
  },
});

/** A guest's dietary profile as the pages use it (empty lists: no preference). */
export interface DietaryProfileView {
  avoidAllergens: readonly string[];
  diets: readonly Diet[];
}

const NONE: DietaryProfileView = { avoidAllergens: [], diets: [] };

/**
 * The signed-in guest's dietary profile (`me.dietaryProfile`; docs/rules/allergens.md), or the
 * empty profile for visitors and other roles (then nothing is asked). `active` is true when it
 * avoids an allergen or follows a diet.
 */
export function useDietaryProfile(): {
  profile: DietaryProfileView;
  active: boolean;
  loading: boolean;
} {
  const { status, user } = useAuth();
  const skip = status !== 'signedIn' || user?.role !== 'GUEST';
  const { data, loading } = useQuery(GetDietaryProfileDocument, { skip });
  const profile = (!skip && data?.me?.dietaryProfile) || NONE;
  return {
    profile,
    active: profile.avoidAllergens.length > 0 || profile.diets.length > 0,
    loading: !skip && loading && !data,
  };
}

/** `save(profile)`: SetDietaryProfile, settled (accepted, field errors, or one message). */
export function useSetDietaryProfile(): (profile: DietaryProfileView) => Promise<WaitlistOutcome> {
  const [save] = useMutation(SetDietaryProfileDocument, {
    refetchQueries: [GetDietaryProfileDocument],
    awaitRefetchQueries: true,
  });
  return (profile) =>
    settleWaitlistCall(
      'DietaryProfile',
      async () =>
        (
          await save({
            variables: {
              input: { avoidAllergens: [...profile.avoidAllergens], diets: [...profile.diets] },
            },
          })
        ).data?.setDietaryProfile,
    );
}
