import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  AdminApprovePayoutDocument,
  AdminHoldPayoutDocument,
  AdminMarkPayoutPaidDocument,
  AdminPayoutsCsvDocument,
  AdminPendingPaymentsDocument,
  AdminRunPayoutsDocument,
  type PayoutStatus,
} from '@hearth/graphql-client';
import { useCallback } from 'react';

/**
 * The chefs' payouts with `status` (null: every status), open ones first, at most `limit`
 * (AdminPendingPayments; `loading` is true again while a refetch runs).
 */
export function usePendingPayments(status: PayoutStatus | null, limit: number) {
  return useQuery(AdminPendingPaymentsDocument, {
    variables: { status, limit },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
}

/**
 * The admin's payout mutations, each refreshing the payouts list before it resolves:
 * `approve`/`hold`/`markPaid` take `{ variables: { payoutId } }`; `runPayouts()` creates the
 * payouts due now, its state in `running` (`running.loading` while it runs).
 */
export function usePayoutActions() {
  const refetchList = { refetchQueries: [AdminPendingPaymentsDocument], awaitRefetchQueries: true };
  const [approve] = useMutation(AdminApprovePayoutDocument, refetchList);
  const [hold] = useMutation(AdminHoldPayoutDocument, refetchList);
  const [markPaid] = useMutation(AdminMarkPayoutPaidDocument, refetchList);
  const [runPayouts, running] = useMutation(AdminRunPayoutsDocument, refetchList);
  return { approve, hold, markPaid, runPayouts, running };
}

/**
 * `fetchCsv(status)`: the payouts list with `status` (null: all) as CSV text (AdminPayoutsCsv,
 * never cached). Rejects when the request fails or the answer has no CSV.
 */
export function usePayoutsCsv(): (status: PayoutStatus | null) => Promise<string> {
  const client = useApolloClient();
  return useCallback(
    async (status) => {
      const { data } = await client.query({
        query: AdminPayoutsCsvDocument,
        variables: { status },
        fetchPolicy: 'no-cache',
      });
      if (data?.payoutsCsv === undefined) throw new Error('empty answer');
      return data.payoutsCsv;
    },
    [client],
  );
}
