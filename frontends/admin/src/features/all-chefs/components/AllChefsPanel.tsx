import {
  AdminChefsDocument,
  type AdminChefsQuery,
  type UserStatus,
  type WaitlistSortField,
} from '@hearth/graphql-client';
import { useState } from 'react';
import { StatusFilter } from '../../../components/StatusFilter';
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
          statuses={CHEF_STATUS_ORDER}
          labels={CHEF_STATUS_LABELS}
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
