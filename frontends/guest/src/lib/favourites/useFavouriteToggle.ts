import { FavouriteMessages } from '@hearth/contracts/messages';
import { SetFavouriteDocument, useAuth } from '@hearth/graphql-client';
import { useMutation } from '@apollo/client/react';
import { useToast } from '@hearth/ui';
import { useCallback, useState } from 'react';
import { requestAuthModal } from '../../../../shared/auth-modal-request';

/**
 * The favourite toggle of a restaurant card: it passes the restaurant id and the current
 * favourite state to a handler.
 *
 * - `canFavourite`: guests and visitors see the heart; chefs and admins do not.
 * - `toggle(restaurantId, isFavourite)`: a visitor gets the shell's log-in modal; a guest's
 *   `setFavourite` shows at once (optimistic) and rolls back, with the server's message (else
 *   'Failed to update your favourites') in a toast, when refused. /user/favorites is refetched.
 * - `savingId`: the restaurant whose change is in flight (its heart is disabled).
 */
export function useFavouriteToggle(): {
  canFavourite: boolean;
  savingId: string | null;
  toggle: (restaurantId: string, isFavourite: boolean) => Promise<void>;
} {
  const { status, user } = useAuth();
  const toast = useToast();
  const [mutate] = useMutation(SetFavouriteDocument);
  const [savingId, setSavingId] = useState<string | null>(null);
  const isVisitor = status !== 'signedIn' || !user;
  const canFavourite = isVisitor || user?.role === 'GUEST';

  const toggle = useCallback(
    async (restaurantId: string, isFavourite: boolean) => {
      if (isVisitor) {
        requestAuthModal('logIn');
        return;
      }
      setSavingId(restaurantId);
      try {
        const { data } = await mutate({
          variables: { restaurantId, isFavourite },
          optimisticResponse: {
            setFavourite: { __typename: 'Restaurant', id: restaurantId, isFavourite },
          },
          refetchQueries: ['GetMyFavourites'],
        });
        const result = data?.setFavourite;
        if (result?.__typename === 'ValidationError')
          toast.show(result.errors[0]?.message ?? FavouriteMessages.saveFailed, { tone: 'error' });
        else if (result?.__typename === 'ServerError')
          toast.show(result.message || FavouriteMessages.saveFailed, { tone: 'error' });
      } catch {
        toast.show(FavouriteMessages.saveFailed, { tone: 'error' });
      } finally {
        setSavingId(null);
      }
    },
    [isVisitor, mutate, toast],
  );
  return { canFavourite, savingId, toggle };
}
