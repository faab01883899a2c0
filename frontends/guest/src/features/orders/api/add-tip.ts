import { TipMessages } from '@hearth/contracts/messages';
import { AddTipDocument, GetMyOrdersDocument, NETWORK_ERROR_MESSAGE } from '@hearth/graphql-client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { GuestOrder } from './orders';

/** What adding a tip came to: the order with its tip, or the field errors and/or a message. */
export type AddTipOutcome =
  | { ok: true; order: GuestOrder }
  | { ok: false; fieldErrors: Record<string, string>; message: string | null };

/**
 * `addTip({ orderId, tipCents, paymentMethodId, idempotencyKey })` on a completed order
 * (docs/rules/payments.md#tips): a charge of its own, all of it to the chef. The order comes back
 * with its `tipCents` and `totalCents` (the cache updates the open order); refreshes the lists.
 * Field errors by field (`tipCents`, `paymentMethodId`, `orderId`), else the server's message.
 */
export function useAddTip(): (input: {
  orderId: string;
  tipCents: number;
  paymentMethodId: string | null;
  idempotencyKey: string;
}) => Promise<AddTipOutcome> {
  const [mutate] = useMutation(AddTipDocument, { refetchQueries: [GetMyOrdersDocument] });
  return useCallback(
    async (variables) => {
      try {
        const result = (await mutate({ variables })).data?.addTip;
        if (result?.__typename === 'Order') return { ok: true, order: result };
        if (result?.__typename === 'ValidationError') {
          const fieldErrors: Record<string, string> = {};
          for (const { field, message } of result.errors) fieldErrors[field] ??= message;
          return { ok: false, fieldErrors, message: null };
        }
        const message = result?.__typename === 'ServerError' ? result.message : null;
        return { ok: false, fieldErrors: {}, message: message || TipMessages.orderNotFound };
      } catch (error) {
        const message = CombinedGraphQLErrors.is(error)
          ? (error.errors[0]?.message ?? NETWORK_ERROR_MESSAGE)
          : NETWORK_ERROR_MESSAGE;
        return { ok: false, fieldErrors: {}, message };
      }
    },
    [mutate],
  );
}
