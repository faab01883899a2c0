import { useMutation, useQuery } from '@apollo/client/react';
import type { AccountDetailsInput } from '@hearth/contracts';
import {
  GetAccountDocument,
  UpdateAccountDocument,
  type AccountDetailsFragment,
} from '@hearth/graphql-client';
import { settleWaitlistCall, type WaitlistOutcome } from '../../../../../shared/waitlist/outcome';

/** The signed-in user's account details (`me`): names, e-mail, phone. */
export function useAccount({ skip = false }: { skip?: boolean } = {}) {
  const { data, loading, error, refetch } = useQuery(GetAccountDocument, { skip });
  return {
    account: data?.me ?? null,
    loading,
    error,
    retry: () => refetch(),
  };
}

/** The account detail values the form sends (the contract's input; the phone after the +1). */
export type AccountDetails = Pick<AccountDetailsFragment, 'firstName' | 'lastName' | 'phone'>;

/**
 * `updateAccount`, settled like the other forms' calls: accepted, the field errors to show, or
 * one message (ServerError, rate limit, unreachable gateway).
 */
export function useUpdateAccount(): (input: AccountDetailsInput) => Promise<WaitlistOutcome> {
  const [update] = useMutation(UpdateAccountDocument);
  return (input) =>
    settleWaitlistCall(
      'User',
      async () => (await update({ variables: { input } })).data?.updateAccount,
    );
}
