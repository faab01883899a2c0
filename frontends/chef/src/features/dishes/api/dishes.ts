import { DishMessages, type DishData, type DishStatus } from '@hearth/contracts';
import {
  AddDishDocument,
  DeleteDishDocument,
  UpdateDishDocument,
  type AddDishMutation,
  type UpdateDishMutation,
  GetRestaurantDetailsDocument,
  SetDishStatusDocument,
  type DeleteDishMutation,
  type SetDishStatusMutation,
} from '@hearth/graphql-client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { settleMutation, type MutationOutcome } from '../../../components/outcome';

type StatusResult = SetDishStatusMutation['setDishStatus'];
type DeleteResult = DeleteDishMutation['deleteDish'];

/**
 * `setStatus(dishId, status)`: SetDishStatus (ACTIVE, INACTIVE or ARCHIVED; owner only). The
 * restaurant's dishes are refreshed afterwards (an archived dish leaves the list).
 */
export function useSetDishStatus(): (
  dishId: string,
  status: DishStatus,
) => Promise<MutationOutcome<unknown>> {
  const [mutate] = useMutation(SetDishStatusDocument, {
    refetchQueries: [GetRestaurantDetailsDocument],
  });
  return useCallback(
    (dishId, status) =>
      settleMutation<StatusResult, Extract<StatusResult, { __typename?: 'Dish' }>>(
        'Dish',
        DishMessages.saveFailed,
        async () => (await mutate({ variables: { dishId, status } })).data?.setDishStatus,
      ),
    [mutate],
  );
}

/**
 * `remove(dishId)`: DeleteDish. Refused (ValidationError `_`: `DishMessages.inUpcomingSession`)
 * while the dish is in an upcoming cooking session — then `inUpcomingSession` is true and the
 * caller offers to archive the dish instead.
 */
export function useDeleteDish(): (
  dishId: string,
) => Promise<MutationOutcome<unknown> & { inUpcomingSession: boolean }> {
  const [mutate] = useMutation(DeleteDishDocument, {
    refetchQueries: [GetRestaurantDetailsDocument],
  });
  return useCallback(
    async (dishId) => {
      const outcome = await settleMutation<
        DeleteResult,
        Extract<DeleteResult, { __typename?: 'DeletedDish' }>
      >(
        'DeletedDish',
        DishMessages.saveFailed,
        async () => (await mutate({ variables: { dishId } })).data?.deleteDish,
      );
      const inUpcomingSession =
        !outcome.ok &&
        (outcome.message === DishMessages.inUpcomingSession ||
          outcome.fieldErrors.some((e) => e.message === DishMessages.inUpcomingSession));
      return { ...outcome, inUpcomingSession };
    },
    [mutate],
  );
}

type AddResult = AddDishMutation['addDish'];
type UpdateResult = UpdateDishMutation['updateDish'];

/**
 * `save(form, dishId)`: AddDish to `restaurantId` (`dishId` null) or UpdateDish, the form's dish
 * with money in integer cents. Failures settle with the ServerError message or each
 * ValidationError message, else 'Failed to Add Dish'. Refreshes the restaurant's dishes.
 */
export function useSaveDish(
  restaurantId: string,
): (form: DishData, dishId: string | null) => Promise<MutationOutcome<unknown>> {
  const refetchQueries = [GetRestaurantDetailsDocument];
  const [add] = useMutation(AddDishDocument, { refetchQueries, awaitRefetchQueries: true });
  const [update] = useMutation(UpdateDishDocument, { refetchQueries, awaitRefetchQueries: true });
  return useCallback(
    (form, dishId) => {
      const input = { ...form, ingredients: form.ingredients.map((i) => ({ ...i })) };
      return dishId
        ? settleMutation<UpdateResult, Extract<UpdateResult, { __typename?: 'Dish' }>>(
            'Dish',
            DishMessages.saveFailed,
            async () => (await update({ variables: { dishId, input } })).data?.updateDish,
          )
        : settleMutation<AddResult, Extract<AddResult, { __typename?: 'Dish' }>>(
            'Dish',
            DishMessages.saveFailed,
            async () => (await add({ variables: { restaurantId, input } })).data?.addDish,
          );
    },
    [add, update, restaurantId],
  );
}
