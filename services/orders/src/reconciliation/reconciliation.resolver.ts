import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Logger } from 'pino';
import { isUuid } from '@hearth/contracts';
import { CurrentUser, LOGGER, Roles, mutationResult, type AuthUser } from '@hearth/nest-common';
import { ReconciliationRepository } from './reconciliation.repository.js';
import { RunReconciliationHandler } from './run-reconciliation.handler.js';
import {
  ReconciliationMismatchResult,
  ReconciliationMismatchType,
  ReconciliationRunResult,
  ReconciliationRunType,
} from './reconciliation.types.js';

/** Most mismatches `reconciliationMismatches` lists at once (the gateway's cost limit). */
export const MISMATCHES_LIMIT_MAX = 100;
/** Longest resolution note, characters. */
export const NOTE_MAX = 500;

/** Admin-facing refusals of `resolveReconciliationMismatch`. */
export const ResolveMismatchMessages = {
  noteRequired: 'Say how it was resolved',
  noteTooLong: `Keep the note under ${NOTE_MAX} characters`,
  notFound: 'This mismatch no longer exists',
} as const;

/**
 * The daily reconciliation on the graph, for admins (Pending Payments, Reconciliation): the
 * mismatches it stored, its last run, a run of a day on demand, and marking a mismatch resolved
 * with a note (docs/rules/payments.md#reconciliation). Thin: authorise, validate, call.
 */
@Resolver(() => ReconciliationMismatchType)
export class ReconciliationResolver {
  constructor(
    private readonly repo: ReconciliationRepository,
    private readonly runHandler: RunReconciliationHandler,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Admins: stored mismatches, unresolved first (newest first); resolved ones when asked. */
  @Roles('ADMIN')
  @Query(() => [ReconciliationMismatchType], {
    description:
      "Differences the daily reconciliation found between Hearth's ledger and the card processor or payout provider (admins, Pending Payments): unresolved ones, newest first, then resolved ones when includeResolved; at most `limit` (1–100).",
  })
  reconciliationMismatches(
    @Args('includeResolved', { defaultValue: false }) includeResolved: boolean,
    @Args('limit', { type: () => Int, defaultValue: MISMATCHES_LIMIT_MAX }) limit: number,
  ) {
    return this.repo.list(includeResolved, Math.min(Math.max(limit, 1), MISMATCHES_LIMIT_MAX));
  }

  /** Admins: the latest finished reconciliation run, or null before the first. */
  @Roles('ADMIN')
  @Query(() => ReconciliationRunType, {
    nullable: true,
    description: 'The latest finished daily reconciliation (admins); null before the first.',
  })
  reconciliationLastRun() {
    return this.repo.lastRun();
  }

  /** RunReconciliation (admins): see `RunReconciliationHandler.execute`. */
  @Roles('ADMIN')
  @Mutation(() => ReconciliationRunResult, {
    description:
      'Reconciles one Toronto day now (admins): `day` as YYYY-MM-DD, default yesterday; again if it ran. A mismatch found before is not stored twice.',
  })
  runReconciliation(@Args('day', { type: () => String, nullable: true }) day: string | null) {
    return mutationResult(
      this.logger,
      'a reconciliation run failed',
      () => this.runHandler.execute(day),
      (r) => r.run,
    );
  }

  /**
   * ResolveReconciliationMismatch (admins): marks a mismatch resolved with a note (1–500
   * characters, trimmed). Errors on `note` (empty, too long) and `id` (no such mismatch).
   */
  @Roles('ADMIN')
  @Mutation(() => ReconciliationMismatchResult, {
    description:
      'Marks a reconciliation mismatch resolved with a note saying what was done (admins).',
  })
  resolveReconciliationMismatch(
    @Args('id', { type: () => ID }) id: string,
    @Args('note') note: string,
    @CurrentUser() user: AuthUser,
  ) {
    return mutationResult(
      this.logger,
      'resolving a reconciliation mismatch failed',
      async () => {
        const text = note.trim();
        if (text.length === 0)
          return { errors: [{ field: 'note', message: ResolveMismatchMessages.noteRequired }] };
        if (text.length > NOTE_MAX)
          return { errors: [{ field: 'note', message: ResolveMismatchMessages.noteTooLong }] };
        const row = isUuid(id) ? await this.repo.resolve(id, user.id, text) : null;
        return row ?? { errors: [{ field: 'id', message: ResolveMismatchMessages.notFound }] };
      },
      (r) => r,
    );
  }
}
