import type {
  DataSource,
  EntityManager,
  EntityTarget,
  FindOptionsWhere,
  ObjectLiteral,
} from 'typeorm';
import type { Logger } from 'pino';
import { Topics, type EventEnvelope } from '@hearth/events';
import {
  mutationResult,
  type RateLimitRule,
  ServerError,
  ValidationError,
  publishEvents,
  type InvalidInput,
} from '@hearth/nest-common';

/**
 * One budget per client (the gateway's `x-client-ip`) shared by the three public sign-ups
 * (chef waitlist, guest waitlist, newsletter): `PUBLIC_SIGNUP_RATE_LIMIT_PER_MINUTE`, default 30
 * per minute. Counters live in Redis when REDIS_URL is set, so every replica shares them.
 */
export const PUBLIC_SIGNUP_RATE_LIMIT: RateLimitRule = {
  name: 'public-signup',
  points: Number(process.env.PUBLIC_SIGNUP_RATE_LIMIT_PER_MINUTE ?? 30),
  durationSeconds: 60,
};

/** Result of a public sign-up: the stored row, or the user-facing reasons it was refused. */
export type SignUpResult<T> = { kind: 'created'; row: T } | InvalidInput;

/**
 * Inserts `values` and the event `eventFor(row)` on `Topics.admin` in ONE transaction
 * (transactional outbox). `values` must be validated and carry the row's `id`. A row that
 * collides with a unique index (the same e-mail on the same list) is skipped with
 * `ON CONFLICT DO NOTHING` — safe under concurrency: of N identical concurrent sign-ups exactly one
 * inserts — and then nothing is written and null is returned. `also` runs in the same transaction
 * after a successful insert (e.g. a new subscription lifts an earlier unsubscribe).
 */
export async function insertOnce<T extends ObjectLiteral & { id: string }>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  values: Omit<T, 'createdAt'>,
  eventFor: (row: T) => EventEnvelope,
  also?: (manager: EntityManager, row: T) => Promise<void>,
): Promise<T | null> {
  try {
    return await dataSource.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .insert()
        .into(entity)
        // TypeORM's insert type wants a deep-partial of T; `values` is T without its DB default.
        .values(values as never)
        .orIgnore()
        .returning('id')
        .execute();
      if ((result.raw as unknown[]).length === 0) return null;
      const row = await manager.findOneByOrFail(entity, { id: values.id } as FindOptionsWhere<T>);
      await publishEvents(manager, Topics.admin, eventFor(row));
      await also?.(manager, row);
      return row;
    });
  } catch (err) {
    // A unique violation can still surface from a constraint ON CONFLICT did not cover.
    if ((err as { code?: string }).code === '23505') return null;
    throw err;
  }
}

/**
 * Runs a public sign-up command and turns its result into the GraphQL union member (errors as
 * data): the row, `ValidationError` (contract messages per field) or, for anything
 * unexpected (logged), `ServerError` with the generic message.
 */
export function signUpResponse<T>(
  logger: Logger,
  command: () => Promise<SignUpResult<T>>,
): Promise<T | ValidationError | ServerError> {
  return mutationResult(logger, 'public sign-up failed', command, (r) => r.row);
}
