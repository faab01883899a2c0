import { JoinGuestWaitlistDocument } from '@hearth/graphql-client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { settleWaitlistCall, type WaitlistOutcome } from '../../../../../shared/waitlist/outcome';
import type { WaitlistPerson } from '../../../../../shared/waitlist/WaitlistForm';

/** `join(person)`: puts a visitor on the guest waitlist (the server records guest type Beta). */
export function useJoinGuestWaitlist(): (person: WaitlistPerson) => Promise<WaitlistOutcome> {
  const [mutate] = useMutation(JoinGuestWaitlistDocument, { fetchPolicy: 'no-cache' });
  return useCallback(
    (person) =>
      settleWaitlistCall('GuestWaitlistEntry', async () => {
        // `phone` is the number as typed (or null): the +1 shown before it is display only.
        const { data } = await mutate({ variables: { input: person } });
        return data?.joinGuestWaitlist;
      }),
    [mutate],
  );
}
