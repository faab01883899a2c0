import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { AuthMessages, type FieldError } from '@hearth/contracts';
import { ServerError, ValidationError } from './result-types.js';

/** A command's answer to input it refused: every invalid field and its message; nothing written. */
export interface RejectedInput {
  errors: FieldError[];
}

/** What a command answers when it did not refuse the input (its outcome minus `RejectedInput`). */
export type AcceptedOutcome<O> = Exclude<O, RejectedInput>;

const isRejected = (outcome: unknown): outcome is RejectedInput =>
  typeof outcome === 'object' && outcome !== null && 'errors' in outcome;

/**
 * Runs one mutation's command and maps its outcome onto the mutation's result union
 * (`resultUnion`: errors the user can fix are data, not GraphQL errors; docs/api.md). The
 * caller's role is already checked by then (`@Roles` on the resolver); ownership and the input
 * rules are the command's.
 *
 * - `{ errors }` (input refused, nothing written) → `ValidationError` with those errors;
 * - any other outcome → `toPayload(outcome)`, the union's payload member;
 * - a thrown `GraphQLError` (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT…) is rethrown, so the
 *   client still gets its `extensions.code`;
 * - anything else thrown is logged at error level with the message `failure` and becomes
 *   `ServerError` with `fallbackMessage` (default: the generic `AuthMessages.serverError`; a
 *   screen with its own failure text passes that, e.g. 'Could not change the quantity').
 *
 * @param logger the resolver's logger (`LOGGER`)
 * @param failure the log line for an unexpected failure, e.g. 'saving a dish failed'
 * @param command the service call; it may answer `{ errors }` or any payload (object or not)
 * @param toPayload picks the union's payload out of an accepted outcome
 * @param fallbackMessage the `ServerError` message for an unexpected failure
 */
export async function mutationResult<O, P>(
  logger: Logger,
  failure: string,
  command: () => Promise<O>,
  toPayload: (outcome: AcceptedOutcome<O>) => P,
  fallbackMessage: string = AuthMessages.serverError,
): Promise<P | ValidationError | ServerError> {
  try {
    const outcome = await command();
    if (isRejected(outcome)) return ValidationError.of(outcome.errors);
    // Not `{ errors }`, so it is the accepted part of O (TypeScript cannot narrow a generic).
    return toPayload(outcome as AcceptedOutcome<O>);
  } catch (err) {
    if (err instanceof GraphQLError) throw err;
    logger.error({ err }, failure);
    return ServerError.of(fallbackMessage);
  }
}
