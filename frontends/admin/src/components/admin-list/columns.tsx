import type { ChefType, WaitlistSortField } from '@hearth/graphql-client';
import styled from 'styled-components';
import { formatDateTimeParts } from '../../lib/format';
import { PROGRAMME_LABELS } from '../../lib/labels';
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

/** First name, sortable. */
export function firstNameColumn<R extends { firstName: string }>(): DataColumn<
  R,
  WaitlistSortField
> {
  return {
    key: 'firstName',
    header: 'First name',
    sortField: 'FIRST_NAME',
    cell: (r) => r.firstName,
  };
}
/** Last name, sortable. */
export function lastNameColumn<R extends { lastName: string }>(): DataColumn<R, WaitlistSortField> {
  return { key: 'lastName', header: 'Last name', sortField: 'LAST_NAME', cell: (r) => r.lastName };
}
/** E-mail, sortable, breaking only before its `@`. */
export function emailColumn<R extends { email: string }>(): DataColumn<R, WaitlistSortField> {
  return {
    key: 'email',
    header: 'Email',
    sortField: 'EMAIL',
    cell: (r) => <EmailAddress email={r.email} />,
  };
}
/** Phone ({@link NONE} when missing); the server cannot sort by it. */
export function phoneColumn<R extends { phone?: string | null }>(): DataColumn<
  R,
  WaitlistSortField
> {
  return { key: 'phone', header: 'Phone', noWrap: true, cell: (r) => r.phone || NONE };
}
/** Postal code, sortable. */
export function postalCodeColumn<R extends { postalCode: string }>(): DataColumn<
  R,
  WaitlistSortField
> {
  return {
    key: 'postalCode',
    header: 'Postal code',
    sortField: 'POSTAL_CODE',
    noWrap: true,
    cell: (r) => r.postalCode,
  };
}
/** The five person columns every waitlist starts with: names, e-mail, phone and postal code. */
export function personColumns<R extends PersonRow>(): Array<DataColumn<R, WaitlistSortField>> {
  return [
    firstNameColumn<R>(),
    lastNameColumn<R>(),
    emailColumn<R>(),
    phoneColumn<R>(),
    postalCodeColumn<R>(),
  ];
}
/** A chef registration's programme (Beta or Founder); the server cannot sort by it. */
export function programmeColumn<R extends { chefType: ChefType }>(): DataColumn<
  R,
  WaitlistSortField
> {
  return { key: 'chefType', header: 'Programme', cell: (r) => PROGRAMME_LABELS[r.chefType] };
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
