import type { RejectedInput } from './graphql/mutation-result.js';

/**
 * A refused input in a command result that is a union tagged by `kind` (`{ kind: 'ok', … } |
 * InvalidInput`): every invalid field and its message; nothing was written.
 */
export interface InvalidInput extends RejectedInput {
  kind: 'invalid';
}

/** `InvalidInput` of one field error. */
export function invalidInput(field: string, message: string): InvalidInput {
  return { kind: 'invalid', errors: [{ field, message }] };
}

/**
 * A command's refusal, thrown inside its transaction so that nothing the command wrote is kept;
 * the command catches it once the transaction has rolled back and answers its `result`. `R` is
 * what the command answers when it refuses: by default `{ errors }`, the field errors a mutation
 * turns into `ValidationError`; another shape for refusals that are not about the input's fields
 * (e.g. a stock reservation's reason).
 */
export class Refused<R = RejectedInput> extends Error {
  constructor(readonly result: R) {
    super('refused');
  }
}

/** Throws a `Refused` of one field error: `{ errors: [{ field, message }] }`. */
export function refuse(field: string, message: string): never {
  throw new Refused({ errors: [{ field, message }] });
}
