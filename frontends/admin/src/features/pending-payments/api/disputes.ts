import { useQuery } from '@apollo/client/react';
import { AdminPaymentDisputesDocument } from '@hearth/graphql-client';

/** How many disputes Pending Payments asks for (the server's most). */
export const DISPUTES_LIMIT = 100;

/**
 * Card disputes (chargebacks), open ones first (AdminPaymentDisputes): what the processor reported
 * through its webhooks and how much of each chef's money is held because of them.
 */
export function usePaymentDisputes() {
  return useQuery(AdminPaymentDisputesDocument, {
    variables: { limit: DISPUTES_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
}
