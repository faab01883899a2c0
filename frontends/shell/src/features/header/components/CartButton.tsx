import { GetCartItemCountDocument } from '@hearth/graphql-client';
import { useQuery } from '@apollo/client/react';
import { CartButtonView } from './CartButtonView';

/** The guest's cart bag with its item count (SPEC §6: the cart query runs only for guests). */
export function CartButton() {
  const { data } = useQuery(GetCartItemCountDocument, {
    pollInterval: 15_000,
    skipPollAttempt: () => document.hidden,
    fetchPolicy: 'cache-and-network',
  });
  return <CartButtonView count={data?.me?.cartItemCount ?? 0} />;
}
