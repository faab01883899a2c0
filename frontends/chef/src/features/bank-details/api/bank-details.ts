import { BankDetailsMessages, type BankDetails } from '@hearth/contracts';
import {
  AddBankDetailsDocument,
  GetBankDetailsDocument,
  GetRestaurantDetailsDocument,
  type AddBankDetailsMutation,
  type GetBankDetailsQuery,
} from '@hearth/graphql-client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { settleMutation, type MutationOutcome } from '../../../components/outcome';

type Result = AddBankDetailsMutation['addBankDetails'];
type Saved = Extract<Result, { __typename?: 'BankDetails' }>;
/** Bank details on file (GetBankDetails): the account number as its last 4 digits only. */
export type SavedBankDetails = NonNullable<GetBankDetailsQuery['bankDetails']>;

/** GetBankDetails for the signed-in chef: `details` is null when none are on file. */
export function useBankDetails() {
  const { data, loading, error } = useQuery(GetBankDetailsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  return {
    details: data?.bankDetails ?? null,
    loading: loading && !data,
    error: data ? undefined : error,
  };
}

/**
 * `save(details)`: AddBankDetails (adds or replaces). Refreshes GetBankDetails and the dashboard's
 * `hasBankDetails`. Failures settle with the ServerError message, each ValidationError message or
 * the first error message, with `saveFailed` as fallback.
 */
export function useSaveBankDetails(): (details: BankDetails) => Promise<MutationOutcome<Saved>> {
  const [mutate] = useMutation(AddBankDetailsDocument, {
    refetchQueries: [GetBankDetailsDocument, GetRestaurantDetailsDocument],
    awaitRefetchQueries: true,
  });
  return useCallback(
    (details) =>
      settleMutation<Result, Saved>(
        'BankDetails',
        BankDetailsMessages.saveFailed,
        async () => (await mutate({ variables: { input: details } })).data?.addBankDetails,
      ),
    [mutate],
  );
}
