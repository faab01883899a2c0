import type { FieldError } from '@hearth/contracts';
import { AuthMessages } from '@hearth/contracts/messages';
import { NETWORK_ERROR_MESSAGE } from '@hearth/graphql-client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** What a waitlist call came to: accepted, or the messages to show (English; shown via `t()`). */
export type WaitlistOutcome =
  { ok: true } | { ok: false; fieldErrors: FieldError[]; message: string | null };

/** The union members every waitlist mutation may answer besides its success type. */
type WaitlistResult =
  | { __typename: 'ValidationError'; errors: ReadonlyArray<{ field: string; message: string }> }
  | { __typename: 'ServerError'; message: string }
  | { __typename: string };

/**
 * Runs a waitlist mutation and settles it (a failure shows the first error message):
 * - the success type → `{ ok: true }`;
 * - `ValidationError` → its field errors (the form puts each under its field);
 * - `ServerError` → its message;
 * - GraphQL errors (e.g. `TOO_MANY_REQUESTS`, 'Too many attempts. Please wait a minute and try
 *   again.') → the first error's message;
 * - no answer at all (network down, gateway unreachable) → `NETWORK_ERROR_MESSAGE`.
 * `successType` is the `__typename` of the success member, e.g. `GuestWaitlistEntry`.
 */
export async function settleWaitlistCall(
  successType: string,
  run: () => Promise<WaitlistResult | null | undefined>,
): Promise<WaitlistOutcome> {
  let result: WaitlistResult | null | undefined;
  try {
    result = await run();
  } catch (error) {
    if (CombinedGraphQLErrors.is(error)) {
      return {
        ok: false,
        fieldErrors: [],
        message: error.errors[0]?.message ?? AuthMessages.serverError,
      };
    }
    return { ok: false, fieldErrors: [], message: NETWORK_ERROR_MESSAGE };
  }
  if (!result) return { ok: false, fieldErrors: [], message: NETWORK_ERROR_MESSAGE };
  if (result.__typename === successType) return { ok: true };
  if ('errors' in result) {
    return {
      ok: false,
      fieldErrors: result.errors.map(({ field, message }) => ({ field, message })),
      message: null,
    };
  }
  if ('message' in result) return { ok: false, fieldErrors: [], message: result.message };
  return { ok: false, fieldErrors: [], message: AuthMessages.serverError };
}
