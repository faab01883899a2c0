import { StandingOrderMessages } from '@hearth/contracts';
import {
  CreateStandingOrderDocument,
  GetMyStandingOrdersDocument,
  NETWORK_ERROR_MESSAGE,
  type StandingOrderFieldsFragment,
} from '@hearth/graphql-client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';

/**
 * The standing weekly order made from `orderId` (issue 28), if the guest has one that is not
 * cancelled; `loading` while the guest's standing orders are asked.
 */
export function useStandingOrderOf(orderId: string): {
  standingOrder: StandingOrderFieldsFragment | null;
  loading: boolean;
} {
  const { data, loading } = useQuery(GetMyStandingOrdersDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const standingOrder =
    data?.myStandingOrders.find((s) => s.sourceOrderId === orderId && s.status !== 'CANCELLED') ??
    null;
  return { standingOrder, loading: loading && !data };
}

/**
 * `createStandingOrder(orderId)` (Make it weekly): the new standing order, or the message to show
 * (the refusal, the ServerError message, or the first GraphQL error).
 */
export function useMakeItWeekly(): (
  orderId: string,
) => Promise<
  { ok: true; standingOrder: StandingOrderFieldsFragment } | { ok: false; message: string }
> {
  const [mutate] = useMutation(CreateStandingOrderDocument, {
    refetchQueries: [GetMyStandingOrdersDocument],
  });
  return useCallback(
    async (orderId) => {
      try {
        const result = (await mutate({ variables: { orderId } })).data?.createStandingOrder;
        if (result?.__typename === 'StandingOrder') return { ok: true, standingOrder: result };
        if (result?.__typename === 'ValidationError')
          return {
            ok: false,
            message: result.errors[0]?.message ?? StandingOrderMessages.orderNotEligible,
          };
        return { ok: false, message: result?.message ?? NETWORK_ERROR_MESSAGE };
      } catch (error) {
        const message = CombinedGraphQLErrors.is(error)
          ? (error.errors[0]?.message ?? NETWORK_ERROR_MESSAGE)
          : NETWORK_ERROR_MESSAGE;
        return { ok: false, message };
      }
    },
    [mutate],
  );
}
