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

/**
 * Whether the payments mode is settled (answered or failed), so a page can show its content and
 * the Test mode strip together instead of the strip pushing the content down when it arrives
 * (issue 25, no layout shift). Shares {@link useIsTestMoney}'s one cached query.
 */
export function usePaymentsModeSettled(): boolean {
  const { loading } = useQuery(GetPaymentsModeDocument, { fetchPolicy: 'cache-first' });
  return !loading;
}
