import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminReconciliationDocument,
  ResolveReconciliationMismatchDocument,
} from '@hearth/graphql-client';

/** How many mismatches Pending Payments asks for (the server's most). */
export const MISMATCHES_LIMIT = 100;

/**
 * The daily reconciliation's open mismatches (newest first) and its last run
 * (AdminReconciliation): where the ledger and the card processor or payout provider disagree.
 */
export function useReconciliation() {
  return useQuery(AdminReconciliationDocument, {
    variables: { limit: MISMATCHES_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
}

/**
 * `resolve({ variables: { id, note } })` marks a mismatch resolved with the admin's note and
 * refreshes the list before it resolves (a resolved mismatch leaves it).
 */
export function useResolveMismatch() {
  return useMutation(ResolveReconciliationMismatchDocument, {
    refetchQueries: [AdminReconciliationDocument],
    awaitRefetchQueries: true,
  });
}
