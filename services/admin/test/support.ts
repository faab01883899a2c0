import { randomUUID } from 'node:crypto';
import { gql, query } from '../../../test/support/db.js';

/** GraphQL documents of the public sign-ups, with every union member spelled out. */
export const REGISTER_CHEF = `mutation RegisterChefWaitlist($input: ChefWaitlistInput!) {
  registerChefWaitlist(input: $input) {
    __typename
    ... on ChefWaitlistRegistration { id firstName lastName email phone postalCode chefType createdAt }
    ... on ValidationError { errors { field message } }
    ... on ServerError { message } } }`;
export const JOIN_GUEST = `mutation JoinGuestWaitlist($input: GuestWaitlistInput!) {
  joinGuestWaitlist(input: $input) {
    __typename
    ... on GuestWaitlistEntry { id firstName lastName email phone postalCode guestType createdAt }
    ... on ValidationError { errors { field message } }
    ... on ServerError { message } } }`;
export const SUBSCRIBE = `mutation SubscribeNewsletter($input: NewsletterInput!) {
  subscribeNewsletter(input: $input) {
    __typename
    ... on NewsletterSubscription { id email role createdAt }
    ... on ValidationError { errors { field message } }
    ... on ServerError { message } } }`;

/** A union result as the tests read it. */
export type Result = {
  __typename: string;
  id?: string;
  email?: string;
  errors?: Array<{ field: string; message: string }>;
  message?: string;
} & Record<string, unknown>;

/** GraphQL response of a mutation. */
export type Response = Awaited<ReturnType<typeof gql<Record<string, Result>>>>;

/** Runs a mutation as a visitor from `clientIp` (default: a fresh one, so no limit is shared). */
export function visitor(
  url: string,
  document: string,
  input: Record<string, unknown>,
  clientIp: string = randomUUID(),
): Promise<Response> {
  return gql<Record<string, Result>>(url, document, { input }, undefined, {
    'x-client-ip': clientIp,
  });
}

/** Row count of `admin.<table>` (optionally filtered by a SQL condition on `$1`). */
export async function countRows(
  db: string,
  table: string,
  where = 'true',
  params: unknown[] = [],
): Promise<number> {
  const rows = await query<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM admin.${table} WHERE ${where}`,
    params,
  );
  return rows[0]!.n;
}

/** Parses RFC 4180 CSV (quoted cells, doubled quotes, CRLF) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  row.push(cell);
  rows.push(row);
  return rows;
}
