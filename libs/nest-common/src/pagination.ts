import { GraphQLError } from 'graphql';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** A keyset page, newest first; `nextCursor` is null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Opaque cursor: base64url of `<createdAt ISO>|<id>` of a page's last row. */
export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

/** Parses a cursor; throws a `BAD_USER_INPUT` GraphQL error with 'Invalid cursor' when malformed. */
export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || Number.isNaN(createdAt.getTime())) {
    throw new GraphQLError('Invalid cursor', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return { createdAt, id };
}

/**
 * Runs `qb` as one keyset page ordered by (`created_at`, `id`) descending. The table must have
 * `created_at timestamptz` stored at millisecond precision (the cursor carries a JS Date) and a
 * uuid `id`. `limit` is clamped to 1..`max`.
 */
export async function keysetPage<T extends ObjectLiteral & { createdAt: Date; id: string }>(
  qb: SelectQueryBuilder<T>,
  limit: number,
  cursor: string | null | undefined,
  max = 50,
): Promise<Page<T>> {
  const alias = qb.alias;
  const take = Math.min(Math.max(Math.trunc(limit) || 1, 1), max);
  qb.orderBy(`${alias}.created_at`, 'DESC')
    .addOrderBy(`${alias}.id`, 'DESC')
    .take(take + 1);
  if (cursor) {
    const after = decodeCursor(cursor);
    qb.andWhere(`(${alias}.created_at, ${alias}.id) < (:cursorCreatedAt, :cursorId)`, {
      cursorCreatedAt: after.createdAt,
      cursorId: after.id,
    });
  }
  const rows = await qb.getMany();
  const items = rows.slice(0, take);
  return { items, nextCursor: rows.length > take ? encodeCursor(items[items.length - 1]!) : null };
}
