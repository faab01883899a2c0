import { GraphQLError } from 'graphql';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { DEFAULT_SORT, type WaitlistSortField, type WaitlistSortInput } from './list.types.js';

/** Largest page an admin list returns; larger requests are clamped. */
export const PAGE_SIZE_MAX = 100;
/** Page size when the client does not ask for one. */
export const PAGE_SIZE_DEFAULT = 25;

/** One page of an admin list (page numbers start at 1). */
export interface ListPage<T> {
  items: T[];
  /** Rows matching the filter and search, over all pages. */
  totalCount: number;
  /** The page returned (the request clamped to ≥ 1). */
  page: number;
  /** The page size used (the request clamped to 1..100). */
  pageSize: number;
}

/** How one admin list maps to SQL (all expressions are trusted constants, never user input). */
export interface ListSpec<T extends ObjectLiteral> {
  /** Name in messages, e.g. `Newsletter subscriptions`. */
  label: string;
  entity: EntityTarget<T>;
  /** Select list producing the entity's property names, e.g. `first_name AS "firstName"`. */
  select: string;
  /** Sort expression per supported field; a field left out is refused with BAD_USER_INPUT. */
  sortBy: Partial<Record<WaitlistSortField, string>>;
  /** Expressions the search term is matched against (case-insensitive substring). */
  searchIn: string[];
  /**
   * The list's row count in `list_counts` (migration ListCounts), if it keeps one: the list's
   * name there; an unsearched page filtered by `equals` reads `<counted>:<value>` instead of
   * counting the rows.
   */
  counted?: string;
}

/** What the admin asked for. `equals` are exact filters on trusted column names. */
export interface ListRequest {
  sort?: WaitlistSortInput | null;
  search?: string | null;
  equals?: Record<string, string>;
}

/** Clamps a requested page to ≥ 1 and a page size to 1..100. */
export function clampPaging(page: number, pageSize: number): { page: number; pageSize: number } {
  const whole = (n: number, fallback: number) => (Number.isFinite(n) ? Math.trunc(n) : fallback);
  return {
    page: Math.max(1, whole(page, 1)),
    pageSize: Math.min(PAGE_SIZE_MAX, Math.max(1, whole(pageSize, PAGE_SIZE_DEFAULT))),
  };
}

/** Escapes LIKE wildcards (`%`, `_`) and the escape character itself (`\`). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A search term with spaces collapsed; null when blank (no search). */
export function normaliseSearch(search: string | null | undefined): string | null {
  const term = search?.trim().replace(/\s+/g, ' ');
  return term ? term : null;
}

function orderBy<T extends ObjectLiteral>(
  spec: ListSpec<T>,
  sort: WaitlistSortInput,
  reversed = false,
): string {
  const expression = spec.sortBy[sort.field];
  if (!expression) {
    const allowed = Object.keys(spec.sortBy).join(' or ');
    throw new GraphQLError(`${spec.label} can only be sorted by ${allowed}.`, {
      extensions: { code: 'BAD_USER_INPUT', field: 'sort' },
    });
  }
  const direction = (sort.direction === 'ASC') !== reversed ? 'ASC' : 'DESC';
  return `ORDER BY ${expression} ${direction}, id ${direction}`;
}

/**
 * Where page `page` of a list of `total` rows is read from: the start (`OFFSET offset` in the
 * list's order) or, past the middle, the end (`OFFSET offset` in the reverse order, `limit` rows,
 * then reversed) — so the last pages cost what the first ones do (the sort index is walked from
 * its nearer end). An offset at or past the end reads nothing.
 */
function pageWindow(
  page: number,
  pageSize: number,
  total: number,
): { reversed: boolean; offset: number; limit: number } {
  const offset = (page - 1) * pageSize;
  const rest = total - offset;
  if (rest <= 0) return { reversed: false, offset, limit: 0 };
  if (offset <= rest) return { reversed: false, offset, limit: pageSize };
  const limit = Math.min(pageSize, rest);
  return { reversed: true, offset: rest - limit, limit };
}

function whereClause<T extends ObjectLiteral>(
  spec: ListSpec<T>,
  request: ListRequest,
): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  for (const [column, value] of Object.entries(request.equals ?? {})) {
    params.push(value);
    conditions.push(`${column} = $${params.length}`);
  }
  const term = normaliseSearch(request.search);
  if (term) {
    params.push(`%${escapeLike(term)}%`);
    const n = params.length;
    conditions.push(`(${spec.searchIn.map((e) => `${e} ILIKE $${n} ESCAPE '\\'`).join(' OR ')})`);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

function tableOf<T extends ObjectLiteral>(dataSource: DataSource, spec: ListSpec<T>): string {
  const { tableName, schema } = dataSource.getMetadata(spec.entity);
  return schema ? `"${schema}"."${tableName}"` : `"${tableName}"`;
}

/**
 * One page of a list, filtered, searched and sorted (ties broken by id, so every row appears on
 * exactly one page while the list does not change). Search: case-insensitive substring of any
 * `searchIn` expression, LIKE wildcards in the term taken literally.
 * @throws GraphQLError BAD_USER_INPUT when the list cannot be sorted by `request.sort.field`.
 */
export async function findPage<T extends ObjectLiteral>(
  dataSource: DataSource,
  spec: ListSpec<T>,
  request: ListRequest & { page: number; pageSize: number },
): Promise<ListPage<T>> {
  const { page, pageSize } = clampPaging(request.page, request.pageSize);
  const sort = request.sort ?? DEFAULT_SORT;
  orderBy(spec, sort); // refuses a sort field the list does not have before any query
  const where = whereClause(spec, request);
  const table = tableOf(dataSource, spec);
  const n = where.params.length;
  const counter =
    spec.counted && !normaliseSearch(request.search)
      ? [spec.counted, ...Object.values(request.equals ?? {})].join(':')
      : null;
  const counted = await (counter
    ? dataSource.query<Array<{ n: number }>>(
        `SELECT COALESCE((SELECT n::int FROM list_counts WHERE list = $1), 0) AS n`,
        [counter],
      )
    : dataSource.query<Array<{ n: number }>>(
        `SELECT count(*)::int AS n FROM ${table} ${where.sql}`,
        where.params,
      ));
  const totalCount = counted[0]?.n ?? 0;
  const window = pageWindow(page, pageSize, totalCount);
  if (window.limit === 0) return { items: [], totalCount, page, pageSize };
  // The page's ids through the sort index alone, then their rows (an offset skips index entries,
  // not table rows).
  const items = await dataSource.query<T[]>(
    `SELECT ${spec.select} FROM ${table} WHERE id = ANY (ARRAY(
       SELECT id FROM ${table} ${where.sql} ${orderBy(spec, sort, window.reversed)}
        LIMIT $${n + 1} OFFSET $${n + 2})) ${orderBy(spec, sort)}`,
    [...where.params, window.limit, window.offset],
  );
  return { items, totalCount, page, pageSize };
}

/** Every row of a list, filtered, searched and sorted like `findPage` (for CSV export). */
export async function findAll<T extends ObjectLiteral>(
  dataSource: DataSource,
  spec: ListSpec<T>,
  request: ListRequest,
): Promise<T[]> {
  const order = orderBy(spec, request.sort ?? DEFAULT_SORT);
  const where = whereClause(spec, request);
  return dataSource.query<T[]>(
    `SELECT ${spec.select} FROM ${tableOf(dataSource, spec)} ${where.sql} ${order}`,
    where.params,
  );
}
