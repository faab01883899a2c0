import type { FieldError } from '@hearth/contracts';
import { NETWORK_ERROR_MESSAGE } from '@hearth/graphql-client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * What a dashboard mutation came to: the success member, or the messages to show (English; the
 * page shows them through `t()`): `fieldErrors` go under their fields, `message` in a banner.
 */
export type MutationOutcome<T> =
  { ok: true; value: T } | { ok: false; fieldErrors: FieldError[]; message: string | null };

/** The union members (payload | ValidationError | ServerError) of a Hearth mutation result. */
type UnionResult = { __typename?: string };

/**
 * Runs a mutation whose result is the `payload | ValidationError | ServerError` union and settles
 * it for the chef's forms (docs/rules/screens.md#banners-and-failures):
 * - the success member (`__typename === successType`) → `{ ok: true, value }`;
 * - `ValidationError` → each field error (the form puts them under their fields) and, for the
 *   banner, the first message ("first error message");
 * - `ServerError` → its message;
 * - GraphQL errors (e.g. FORBIDDEN) → the first error's message;
 * - no answer at all → `NETWORK_ERROR_MESSAGE`; an unexpected answer → `fallback`
 *   (e.g. 'Failed to add cooking session').
 */
export async function settleMutation<R extends UnionResult, T extends R>(
  successType: NonNullable<T['__typename']>,
  fallback: string,
  run: () => Promise<R | null | undefined>,
): Promise<MutationOutcome<T>> {
  let result: R | null | undefined;
  try {
    result = await run();
  } catch (error) {
    if (CombinedGraphQLErrors.is(error)) {
      return { ok: false, fieldErrors: [], message: error.errors[0]?.message ?? fallback };
    }
    return { ok: false, fieldErrors: [], message: NETWORK_ERROR_MESSAGE };
  }
  if (!result) return { ok: false, fieldErrors: [], message: fallback };
  if (result.__typename === successType) return { ok: true, value: result as T };
  if ('errors' in result && Array.isArray(result.errors)) {
    const fieldErrors = (result.errors as FieldError[]).map(({ field, message }) => ({
      field,
      message,
    }));
    return { ok: false, fieldErrors, message: null };
  }
  if ('message' in result && typeof result.message === 'string' && result.message) {
    return { ok: false, fieldErrors: [], message: result.message };
  }
  return { ok: false, fieldErrors: [], message: fallback };
}

/** A server field path as a form field path: drops the `input.` prefix (`input.dishes.0.portionSize` → `dishes.0.portionSize`). */
export function formFieldPath(path: string): string {
  return path.replace(/^input\./, '');
}
