import type { ChefType } from '@hearth/contracts';
import { RegisterChefWaitlistDocument } from '@hearth/graphql-client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { settleWaitlistCall, type WaitlistOutcome } from '../../../../../shared/waitlist/outcome';
import type { WaitlistPerson } from '../../../../../shared/waitlist/WaitlistForm';

/** `register(person, chefType)`: puts a visitor on the beta or founder chef waitlist. */
export function useRegisterChefWaitlist(): (
  person: WaitlistPerson,
  chefType: ChefType,
) => Promise<WaitlistOutcome> {
  const [mutate] = useMutation(RegisterChefWaitlistDocument, { fetchPolicy: 'no-cache' });
  return useCallback(
    (person, chefType) =>
      settleWaitlistCall('ChefWaitlistRegistration', async () => {
        // `phone` is the number as typed (or null): the +1 shown before it is display only.
        const { data } = await mutate({ variables: { input: { ...person, chefType } } });
        return data?.registerChefWaitlist;
      }),
    [mutate],
  );
}
