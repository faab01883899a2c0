import type { FieldError as ContractFieldError } from '@hearth/contracts';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';

/**
 * What a form's `onSubmit` reports back (the result of one of the union mutations):
 * success, or the server's field errors and/or a banner message.
 */
export type FormOutcome =
  { ok: true } | { ok: false; fieldErrors: ContractFieldError[]; message?: string };

/** The `__typename`d union every mutation returns (payload | ValidationError | ServerError). */
type MutationResult =
  | { __typename?: 'ValidationError'; errors: ContractFieldError[] }
  | { __typename?: 'ServerError'; message: string }
  | { __typename?: string };

/**
 * Error handling for a union mutation result (docs/rules/screens.md#banners-and-failures): a
 * `ServerError` shows its message, a `ValidationError` its field messages (a message on no known
 * field — `_` — becomes the banner), anything else (no data, a thrown GraphQL/network error) the
 * `fallback` message. `{ ok: true }` when `result` is the success member (`successType`).
 */
export function toFormOutcome(
  result: MutationResult | null | undefined,
  successType: string,
  fallback: string,
): FormOutcome {
  if (!result) return { ok: false, fieldErrors: [], message: fallback };
  if (result.__typename === successType) return { ok: true };
  if ('errors' in result && Array.isArray(result.errors)) {
    const general = result.errors.find((e) => e.field === '_');
    return {
      ok: false,
      fieldErrors: result.errors.filter((e) => e.field !== '_'),
      message: general?.message,
    };
  }
  if ('message' in result && typeof result.message === 'string') {
    return { ok: false, fieldErrors: [], message: result.message || fallback };
  }
  return { ok: false, fieldErrors: [], message: fallback };
}

/**
 * Puts server field errors on the form's fields: the API's path (`general.firstName`,
 * `cuisines.0`, `baseDeliveryFeeCents`) is mapped by `fieldOf` to a form field name; errors on no
 * field of the form are returned so the caller can show them in the banner.
 */
export function applyServerErrors<T extends FieldValues>(
  errors: ContractFieldError[],
  setError: UseFormSetError<T>,
  fieldOf: (apiField: string) => string | null,
): string[] {
  const unplaced: string[] = [];
  for (const error of errors) {
    const field = fieldOf(error.field);
    if (field) setError(field as Path<T>, { type: 'server', message: error.message });
    else unplaced.push(error.message);
  }
  return unplaced;
}

/**
 * A react-hook-form resolver that validates with a `libs/contracts` zod schema after turning the
 * form's values into the API's input (`toInput`, e.g. dollars → cents), so the browser shows
 * exactly the messages the API would. Each issue lands on `fieldOf(path)` (first message wins).
 * Used instead of `zodResolver` because the form's fields are not the schema's input (units, split
 * fields such as minutes:seconds) and the schemas' preprocess steps type their input as unknown.
 */
export function contractResolver<TForm extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  toInput: (values: TForm) => unknown,
  fieldOf: (path: PropertyKey[]) => string,
): Resolver<TForm, unknown, TOutput> {
  return async (values) => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      if (!errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TForm> };
  };
}

/** The first segment of an API or zod path (`cuisines.0` → `cuisines`, `general.city` → `city`). */
export function topLevelField(path: PropertyKey[] | string, prefixes: string[] = []): string {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const rest = prefixes.includes(parts[0] ?? '') ? parts.slice(1) : parts;
  return rest[0] ?? '_';
}

/**
 * After a failed save: puts each server field error on its form field (`fieldOf` maps the API
 * path to a form field, or null) and returns the banner messages (unplaced errors, then the
 * outcome's message). Empty for a success.
 */
export function placeOutcome<T extends FieldValues>(
  outcome: FormOutcome,
  setError: UseFormSetError<T>,
  fieldOf: (apiField: string) => string | null,
): string[] {
  if (outcome.ok) return [];
  const unplaced = applyServerErrors(outcome.fieldErrors, setError, fieldOf);
  return [...unplaced, ...(outcome.message ? [outcome.message] : [])];
}

/** A `fieldOf` for `placeOutcome`: the top-level API field when it is one of `fields`. */
export function knownField(
  fields: readonly string[],
  prefixes: string[] = [],
  rename: Record<string, string> = {},
): (apiField: string) => string | null {
  return (apiField) => {
    const top = topLevelField(apiField, prefixes);
    const name = rename[top] ?? top;
    return fields.includes(name) ? name : null;
  };
}
