import {
  AdminChefsDocument,
  type AdminChefsQuery,
  type UserStatus,
  type WaitlistSortField,
} from '@hearth/graphql-client';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { AdminListPanel } from '../../../components/admin-list/AdminListPanel';
import {
  NEWEST_FIRST,
  NONE,
  createdAtColumn,
  emailColumn,
  firstNameColumn,
  lastNameColumn,
} from '../../../components/admin-list/columns';
import type { DataColumn } from '../../../components/data-table/types';
import { CHEF_STATUS_LABELS, CHEF_STATUS_ORDER } from '../../../lib/labels';

type ChefRow = AdminChefsQuery['chefs']['items'][number];

const Filter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
  }
`;

const columns: ReadonlyArray<DataColumn<ChefRow, WaitlistSortField>> = [
  firstNameColumn<ChefRow>(),
  lastNameColumn<ChefRow>(),
  emailColumn<ChefRow>(),
  {
    key: 'status',
    header: 'Status',
    noWrap: true,
    cell: (r) => <span title={r.rejectionReason ?? undefined}>{CHEF_STATUS_LABELS[r.status]}</span>,
  },
  { key: 'founder', header: 'Founder chef', cell: (r) => (r.isFounder ? 'Founder' : NONE) },
  createdAtColumn<ChefRow>('Signed up'),
];

/** The 'Status' select: every status, or all of them (''). */
function StatusFilter({
  value,
  onChange,
}: {
  value: UserStatus | '';
  onChange: (status: UserStatus | '') => void;
}) {
  const id = useId();
  return (
    <Filter>
      <label htmlFor={id}>Status</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as UserStatus | '')}>
        <option value="">All statuses</option>
        {CHEF_STATUS_ORDER.map((s) => (
          <option key={s} value={s}>
            {CHEF_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </Filter>
  );
}

/**
 * All Chefs (admin side menu): every chef from sign-up on, with their status and the founder flag
 * (e-mail on the founder chef waitlist). Searched (e-mail or name), sorted and paged on the
 * server like the other admin lists, filtered by status; loading / empty / error states.
 */
export function AllChefsPanel() {
  const [status, setStatus] = useState<UserStatus | ''>('');
  return (
    <AdminListPanel
      noun="chefs"
      query={AdminChefsDocument}
      fixedVariables={{ status: status || null }}
      selectPage={(data) => data.chefs}
      columns={columns}
      defaultSort={NEWEST_FIRST}
      searchLabel="Search by e-mail or name"
      emptyTitle={
        status
          ? `No ${CHEF_STATUS_LABELS[status].toLowerCase()} chefs.`
          : 'No chef has signed up yet.'
      }
      filters={(goToFirstPage) => (
        <StatusFilter
          value={status}
          onChange={(next) => {
            setStatus(next);
            goToFirstPage();
          }}
        />
      )}
    />
  );
}
