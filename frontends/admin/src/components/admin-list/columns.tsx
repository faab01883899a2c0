import type { WaitlistSortField } from '@hearth/graphql-client';
import styled from 'styled-components';
import { formatDateTimeParts } from '../../lib/format';
import type { DataColumn } from '../data-table/types';

/** The fields every waitlist row has (guest and chef waitlists). */
export interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  postalCode: string;
  createdAt: string;
}

const NoWrap = styled.span`
  white-space: nowrap;
`;

/**
 * A sign-up instant in the admin's locale and time zone (machine-readable in `dateTime`); in a
 * narrow column the time goes under the date instead of breaking anywhere.
 */
export function SignedUpAt({ iso }: { iso: string }) {
  const { date, separator, time } = formatDateTimeParts(iso);
  return (
    <time dateTime={iso}>
      <NoWrap>{date}</NoWrap>
      {separator}
      <NoWrap>{time}</NoWrap>
    </time>
  );
}

/** An e-mail address that may break before its `@` only (never inside a word). */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <NoWrap>{email}</NoWrap>;
  return (
    <>
      <NoWrap>{email.slice(0, at)}</NoWrap>
      <wbr />
      <NoWrap>{email.slice(at)}</NoWrap>
    </>
  );
}

/** Shown in a cell whose optional value is missing. */
export const NONE = '—';

export function firstNameColumn<R extends PersonRow>(): DataColumn<R, WaitlistSortField> {
  return {
    key: 'firstName',
    header: 'First name',
    sortField: 'FIRST_NAME',
    cell: (r) => r.firstName,
  };
}
export function lastNameColumn<R extends PersonRow>(): DataColumn<R, WaitlistSortField> {
  return { key: 'lastName', header: 'Last name', sortField: 'LAST_NAME', cell: (r) => r.lastName };
}
export function emailColumn<R extends { email: string }>(): DataColumn<R, WaitlistSortField> {
  return {
    key: 'email',
    header: 'Email',
    sortField: 'EMAIL',
    cell: (r) => <EmailAddress email={r.email} />,
  };
}
export function phoneColumn<R extends PersonRow>(): DataColumn<R, WaitlistSortField> {
  return { key: 'phone', header: 'Phone', noWrap: true, cell: (r) => r.phone || NONE };
}
export function postalCodeColumn<R extends PersonRow>(): DataColumn<R, WaitlistSortField> {
  return {
    key: 'postalCode',
    header: 'Postal code',
    sortField: 'POSTAL_CODE',
    noWrap: true,
    cell: (r) => r.postalCode,
  };
}
/** `header` is 'Signed up' for waitlists, 'Subscribed' for the newsletter. Newest first. */
export function createdAtColumn<R extends { createdAt: string }>(
  header: string,
): DataColumn<R, WaitlistSortField> {
  return {
    key: 'createdAt',
    header,
    sortField: 'CREATED_AT',
    firstDirection: 'DESC',
    cell: (r) => <SignedUpAt iso={r.createdAt} />,
  };
}

/** Newest sign-ups first: the default order of every admin list. */
export const NEWEST_FIRST = { field: 'CREATED_AT', direction: 'DESC' } as const;
