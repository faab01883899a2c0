import { useMutation, useQuery } from '@apollo/client/react';
import { AdminOrderPaymentDocument, AdminRefundOrderDocument } from '@hearth/graphql-client';

/**
 * An order with its payment and refunds for the refund panel (AdminOrderPayment: `adminOrder`,
 * null when no order has that id); skipped while `orderId` is null, always asked afresh.
 */
export function useAdminOrderPayment(orderId: string | null) {
  return useQuery(AdminOrderPaymentDocument, {
    variables: { id: orderId ?? '' },
    skip: !orderId,
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
