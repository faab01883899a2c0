import { useQuery } from '@apollo/client/react';
import {
  ChefEarningsDocument,
  ChefPayoutsDocument,
  GetBankDetailsDocument,
} from '@hearth/graphql-client';

/**
 * The signed-in chef's money from the ledger (ChefEarnings: sales, commission, card fees, refunds,
 * paid out and balance, all integer cents; paid-order count).
 */
export function useChefEarnings() {
  return useQuery(ChefEarningsDocument, { fetchPolicy: 'cache-and-network' });
}

/** The signed-in chef's payouts, newest first (ChefPayouts). */
export function useChefPayouts() {
  return useQuery(ChefPayoutsDocument, { fetchPolicy: 'cache-and-network' });
}

/**
 * The chef's bank details on file (GetBankDetails: `bankDetails` null when none; only the
 * account number's last 4 digits), for the earnings page's banner and payout note.
 */
export function useEarningsBankDetails() {
  return useQuery(GetBankDetailsDocument, { fetchPolicy: 'cache-and-network' });
}
