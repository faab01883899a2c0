import type { z } from 'zod';

/** One invalid field and its user-facing message (GraphQL `FieldError`). */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * Turns a zod error into `FieldError`s, first message per field, in input order — the shape of
 * the GraphQL `ValidationError` union member (mutations return refused input as data, not as
 * GraphQL errors).
 */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issue.message });
  }
  return out;
}
