import { useMutation } from '@apollo/client/react';
import type { RequestEmailChangeInput } from '@hearth/contracts';
import { RequestEmailChangeDocument } from '@hearth/graphql-client';
import { settleWaitlistCall, type WaitlistOutcome } from '../../../../../shared/waitlist/outcome';

/**
 * `requestEmailChange({ newEmail, password })` (RequestEmailChange: a link to the new address, a
 * notice to the current one), settled like the other forms' calls: accepted, the field errors
 * (`input.newEmail`, `input.password`…), or one message.
 */
export function useRequestEmailChange(): (
  input: RequestEmailChangeInput,
) => Promise<WaitlistOutcome> {
  const [request] = useMutation(RequestEmailChangeDocument);
  return (input) =>
    settleWaitlistCall(
      'EmailChangeRequest',
      async () => (await request({ variables: { input } })).data?.requestEmailChange,
    );
}
