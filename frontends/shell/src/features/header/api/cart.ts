import { GetCartItemCountDocument, GetCartsDocument } from '@hearth/graphql-client';
import { useQuery } from '@apollo/client/react';

/**
 * The guest's cart item count (`User.cartItemCount`, which the guest remote's cart hooks update
 * optimistically in the shared Apollo cache), polled every 15 s while the tab is visible.
 */
export function useCartItemCount() {
  return useQuery(GetCartItemCountDocument, {
    pollInterval: 15_000,
    skipPollAttempt: () => document.hidden,
    fetchPolicy: 'cache-and-network',
  });
}

/** The guest's cart with its lines and totals (GetCarts), for the header's cart dropdown. */
export function useHeaderCart() {
  return useQuery(GetCartsDocument, { fetchPolicy: 'cache-and-network' });
}
