import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import {
  AcceptTermsDocument,
  AddDishDocument,
  EstablishRestaurantDocument,
  GetChefOnboardingDocument,
  UpdateChefProfileDocument,
  UpdateDishDocument,
  UpdateWizardRestaurantDocument,
  type ChefDishFieldsFragment,
  type ChefOnboardingRestaurantFragment,
  type DishInput,
  type RestaurantInput,
} from '@hearth/graphql-client';
import {
  ChefProfileMessages,
  DishMessages,
  type ChefCredentials,
  type ChefGeneralInformation,
  type DishData,
  type RestaurantData,
  RestaurantMessages,
} from '@hearth/contracts';
import { useMemo } from 'react';
import { toFormOutcome, type FormOutcome } from '../../../components/form/form-outcome';

/** The fallback when establishing the restaurant fails without a message. */
export const ESTABLISH_FAILED = RestaurantMessages.establishFailed;

/** A save's outcome plus what it returned on success. */
export type Saved<T> = FormOutcome & { value?: T };

const run = async <T>(
  call: () => Promise<{ result: { __typename?: string } | null | undefined; value?: T }>,
  successType: string,
  fallback: string,
): Promise<Saved<T>> => {
  try {
    const { result, value } = await call();
    const outcome = toFormOutcome(result, successType, fallback);
    return outcome.ok ? { ...outcome, value } : outcome;
  } catch (error) {
    // The first error message, else the fallback (never a network error's own text).
    const first = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
    return { ok: false, fieldErrors: [], message: first || fallback };
  }
};

/** The validated restaurant form as the API's `RestaurantInput` (km, integer cents). */
function restaurantInput(v: RestaurantData): RestaurantInput {
  return { ...v };
}

/** The validated dish form as the API's `DishInput`. */
export function dishInput(v: DishData): DishInput {
  return { ...v, ingredients: v.ingredients.map((i) => ({ ...i })) };
}

/**
 * The wizard's saves (UpdateUser → `updateChefProfile`, `acceptTerms`,
 * EstablishRestaurant / UpdateRestaurant, AddDish / UpdateDish), each resolving to a
 * {@link FormOutcome} with their fallbacks ('Failed to update general information ',
 * 'Failed to Establish Restaurant', 'Failed to Add Dish'); never rejects. Successful saves
 * refresh `GetChefOnboarding` in the cache.
 */
export function useOnboardingApi() {
  const client = useApolloClient();
  return useMemo(() => {
    const refetchQueries = [{ query: GetChefOnboardingDocument }];
    return {
      saveGeneral: (general: ChefGeneralInformation) =>
        run(
          async () => {
            const r = await client.mutate({
              mutation: UpdateChefProfileDocument,
              variables: { input: { general } },
              refetchQueries,
              awaitRefetchQueries: true,
            });
            return { result: r.data?.updateChefProfile };
          },
          'User',
          ChefProfileMessages.updateFailed,
        ),
      saveCredentials: (credentials: ChefCredentials) =>
        run(
          async () => {
            const r = await client.mutate({
              mutation: UpdateChefProfileDocument,
              variables: { input: { credentials } },
              refetchQueries,
              awaitRefetchQueries: true,
            });
            return { result: r.data?.updateChefProfile };
          },
          'User',
          ChefProfileMessages.updateFailed,
        ),
      saveRestaurant: (values: RestaurantData, restaurantId: string | null) =>
        run<ChefOnboardingRestaurantFragment>(
          async () => {
            const input = restaurantInput(values);
            const r = restaurantId
              ? (
                  await client.mutate({
                    mutation: UpdateWizardRestaurantDocument,
                    variables: { restaurantId, input },
                    refetchQueries,
                    awaitRefetchQueries: true,
                  })
                ).data?.updateRestaurant
              : (
                  await client.mutate({
                    mutation: EstablishRestaurantDocument,
                    variables: { input },
                    refetchQueries,
                    awaitRefetchQueries: true,
                  })
                ).data?.establishRestaurant;
            return { result: r, value: r?.__typename === 'Restaurant' ? r : undefined };
          },
          'Restaurant',
          ESTABLISH_FAILED,
        ),
      saveDish: (values: DishData, restaurantId: string, dishId: string | null) =>
        run<ChefDishFieldsFragment>(
          async () => {
            const input = dishInput(values);
            const r = dishId
              ? (
                  await client.mutate({
                    mutation: UpdateDishDocument,
                    variables: { dishId, input },
                    refetchQueries,
                    awaitRefetchQueries: true,
                  })
                ).data?.updateDish
              : (
                  await client.mutate({
                    mutation: AddDishDocument,
                    variables: { restaurantId, input },
                    refetchQueries,
                    awaitRefetchQueries: true,
                  })
                ).data?.addDish;
            return { result: r, value: r?.__typename === 'Dish' ? r : undefined };
          },
          'Dish',
          DishMessages.saveFailed,
        ),
      acceptTerms: () =>
        run(
          async () => {
            const r = await client.mutate({
              mutation: AcceptTermsDocument,
              variables: { accepted: true },
            });
            return { result: r.data?.acceptTerms };
          },
          'User',
          ChefProfileMessages.updateFailed,
        ),
    };
  }, [client]);
}
