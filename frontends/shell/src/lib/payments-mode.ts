import { GetPaymentsModeDocument } from '@hearth/graphql-client';
import { useQuery } from '@apollo/client/react';

/**
 * Whether the platform runs on test money (`paymentsMode` is TEST): true, false, or null until
 * known (loading, or the query failed: no banner rather than a wrong one). Asked once per tab;
 * the mode only changes with a redeploy.
 */
export function useIsTestMoney(): boolean | null {
  const { data } = useQuery(GetPaymentsModeDocument, { fetchPolicy: 'cache-first' });
  if (!data) return null;
  return data.paymentsMode === 'TEST';
}
