import { MenuMessages, type MenuData } from '@hearth/contracts';
import {
  DeleteMenuDocument,
  GetMenusDocument,
  SaveMenuDocument,
  type DeleteMenuMutation,
  type SaveMenuMutation,
} from '@hearth/graphql-client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { settleMutation, type MutationOutcome } from '../../../components/outcome';

type SaveResult = SaveMenuMutation['saveMenu'];
type DeleteResult = DeleteMenuMutation['deleteMenu'];

/** GetMenu for the chef's restaurant; skipped without a restaurant. */
export function useMenus(restaurantId: string | null) {
  const { data, loading, error } = useQuery(GetMenusDocument, {
    variables: { restaurantId: restaurantId ?? '' },
    skip: !restaurantId,
    fetchPolicy: 'cache-and-network',
  });
  return { menus: data?.menus ?? [], loading: loading && !data, error: data ? undefined : error };
}

/**
 * `save(form, menuId)`: menu create (`menuId` null → action CREATE) or update (UPDATE).
 * Failures: the first error message, else 'Failed to save menu'. Refreshes GetMenus.
 */
export function useSaveMenu(
  restaurantId: string,
): (form: MenuData, menuId: string | null) => Promise<MutationOutcome<unknown>> {
  const [mutate] = useMutation(SaveMenuDocument, { refetchQueries: [GetMenusDocument] });
  return useCallback(
    (form, menuId) =>
      settleMutation<SaveResult, Extract<SaveResult, { __typename?: 'Menu' }>>(
        'Menu',
        MenuMessages.saveFailed,
        async () =>
          (
            await mutate({
              variables: {
                input: {
                  action: menuId ? 'UPDATE' : 'CREATE',
                  menuId,
                  restaurantId,
                  name: form.name,
                  dishIds: form.dishIds,
                },
              },
            })
          ).data?.saveMenu,
      ),
    [mutate, restaurantId],
  );
}

/** `remove(menuId)`: DeleteMenu; refreshes GetMenus. */
export function useDeleteMenu(): (menuId: string) => Promise<MutationOutcome<unknown>> {
  const [mutate] = useMutation(DeleteMenuDocument, { refetchQueries: [GetMenusDocument] });
  return useCallback(
    (menuId) =>
      settleMutation<DeleteResult, Extract<DeleteResult, { __typename?: 'DeletedMenu' }>>(
        'DeletedMenu',
        MenuMessages.saveFailed,
        async () => (await mutate({ variables: { menuId } })).data?.deleteMenu,
      ),
    [mutate],
  );
}
