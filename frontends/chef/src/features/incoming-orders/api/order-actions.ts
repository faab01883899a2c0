import {
  AcceptOrderDocument,
  CompleteOrderDocument,
  DeclineOrderDocument,
  GetRestaurantOrdersDocument,
  type ChefOrderResultFieldsFragment,
} from '@hearth/graphql-client';
import { KitchenMessages } from '@hearth/contracts';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

/** Outcome of an order action: ok, or the message to show (SPEC wording from the server). */
export type OrderActionOutcome = { ok: true } | { ok: false; message: string };

/** Fallback when the gateway cannot be reached or answers without a message. */
export const ORDER_ACTION_FAILED = KitchenMessages.loadFailed;

function outcomeOf(result: ChefOrderResultFieldsFragment | undefined): OrderActionOutcome {
  if (!result) return { ok: false, message: ORDER_ACTION_FAILED };
  if (result.__typename === 'Order') return { ok: true };
  if (result.__typename === 'ValidationError')
    return { ok: false, message: result.errors[0]?.message ?? ORDER_ACTION_FAILED };
  return { ok: false, message: result.message };
}

/**
 * The chef's order actions: accept a PENDING order, decline it with a reason,
 * mark an ACCEPTED order completed. Each resolves to an outcome (never throws) and refreshes the
 * order lists and the red dot.
 */
export function useOrderActions() {
  const refetchQueries = [GetRestaurantOrdersDocument];
  const [accept, acceptState] = useMutation(AcceptOrderDocument, { refetchQueries });
  const [decline, declineState] = useMutation(DeclineOrderDocument, { refetchQueries });
  const [complete, completeState] = useMutation(CompleteOrderDocument, { refetchQueries });
  const run = useCallback(
    async (
      call: () => Promise<ChefOrderResultFieldsFragment | undefined>,
    ): Promise<OrderActionOutcome> => {
      try {
        return outcomeOf(await call());
      } catch {
        return { ok: false, message: ORDER_ACTION_FAILED };
      }
    },
    [],
  );
  return {
    busy: acceptState.loading || declineState.loading || completeState.loading,
    accept: (orderId: string) =>
      run(async () => (await accept({ variables: { orderId } })).data?.acceptOrder),
    decline: (orderId: string, reason: string) =>
      run(async () => (await decline({ variables: { orderId, reason } })).data?.declineOrder),
    complete: (orderId: string) =>
      run(async () => (await complete({ variables: { orderId } })).data?.completeOrder),
  };
}
