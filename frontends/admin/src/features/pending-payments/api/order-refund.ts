import { useMutation, useQuery } from '@apollo/client/react';
import { AdminOrdersByReferenceDocument, AdminRefundOrderDocument } from '@hearth/graphql-client';

/**
 * The orders, with their payment and refunds, that a typed order reference (`#D6E593A0`, any
 * case, `#` optional) or full order id stands for (AdminOrdersByReference: `orderByReference`,
 * newest first, at most 10; [] when none); skipped while `reference` is null, always asked afresh.
 */
export function useOrdersByReference(reference: string | null) {
  return useQuery(AdminOrdersByReferenceDocument, {
    variables: { reference: reference ?? '' },
    skip: !reference,
    fetchPolicy: 'network-only',
  });
}

/**
 * `[refund, { loading }]`: AdminRefundOrder with `{ orderId, amountCents (integer cents),
 * reason, idempotencyKey }`; answers the Order, a ValidationError or a ServerError.
 */
export function useRefundOrder() {
  return useMutation(AdminRefundOrderDocument);
}
