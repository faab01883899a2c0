import {
  ChefProfileMessages,
  type ChefCredentials,
  type ChefGeneralInformation,
} from '@hearth/contracts';
import {
  GetChefOnboardingDocument,
  SetGstHstNumberDocument,
  UpdateChefProfileDocument,
  type SetGstHstNumberMutation,
  type UpdateChefProfileMutation,
} from '@hearth/graphql-client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { settleMutation, type MutationOutcome } from '../../../components/outcome';

type Result = UpdateChefProfileMutation['updateChefProfile'];

/** The signed-in chef's user and chef profile (GetChefOnboarding, shared with the wizard). */
export function useChefProfile() {
  const { data, loading, error } = useQuery(GetChefOnboardingDocument, {
    fetchPolicy: 'cache-and-network',
  });
  return {
    me: data?.me ?? null,
    loading: loading && !data,
    error: data ? undefined : error,
  };
}

/**
 * `save({ general } | { credentials })`: UpdateUser (`updateChefProfile`). Failures settle with
 * the ServerError message or each ValidationError message, fallback 'Failed to update general
 * information '.
 */
export function useSaveChefProfile(): (
  input: { general: ChefGeneralInformation } | { credentials: ChefCredentials },
) => Promise<MutationOutcome<unknown>> {
  const [mutate] = useMutation(UpdateChefProfileDocument, {
    refetchQueries: [GetChefOnboardingDocument],
  });
  return useCallback(
    (input) =>
      settleMutation<Result, Extract<Result, { __typename: 'User' }>>(
        'User',
        ChefProfileMessages.updateFailed,
        async () => (await mutate({ variables: { input } })).data?.updateChefProfile,
      ),
    [mutate],
  );
}

type TaxNumberResult = SetGstHstNumberMutation['setGstHstNumber'];

/**
 * `save(number)`: SetGstHstNumber — the chef's GST/HST number, null or blank removes it
 * (docs/rules/tax.md). Failures settle with each ValidationError message (field `gstHstNumber`)
 * or the ServerError message, fallback 'Failed to update general information '.
 */
export function useSaveGstHstNumber(): (
  gstHstNumber: string | null,
) => Promise<MutationOutcome<unknown>> {
  const [mutate] = useMutation(SetGstHstNumberDocument, {
    refetchQueries: [GetChefOnboardingDocument],
  });
  return useCallback(
    (gstHstNumber) =>
      settleMutation<TaxNumberResult, Extract<TaxNumberResult, { __typename: 'User' }>>(
        'User',
        ChefProfileMessages.updateFailed,
        async () => (await mutate({ variables: { gstHstNumber } })).data?.setGstHstNumber,
      ),
    [mutate],
  );
}
