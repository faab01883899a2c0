import {
  AdminFounderChefsDocument,
  type AdminFounderChefsQuery,
  type WaitlistSortField,
} from '@hearth/graphql-client';
import { AdminListPanel } from '../../../components/admin-list/AdminListPanel';
import {
  NEWEST_FIRST,
  createdAtColumn,
  personColumns,
  programmeColumn,
} from '../../../components/admin-list/columns';
import type { DataColumn } from '../../../components/data-table/types';
import { CHEF_STATUS_LABELS } from '../../../lib/labels';

type FounderRow = AdminFounderChefsQuery['chefWaitlist']['items'][number];

/** The Chef account cell of someone on the founder waitlist who has no chef account. */
export const NOT_SIGNED_UP = 'Not signed up';

/**
 * Whether the person has made a chef account with their waitlist e-mail, and its status. The
 * server can neither sort nor search by it, so the column has no sort button.
 */
const chefAccountColumn: DataColumn<FounderRow, WaitlistSortField> = {
  key: 'chefAccount',
  header: 'Chef account',
  noWrap: true,
  cell: (r) => (r.chef ? CHEF_STATUS_LABELS[r.chef.status] : NOT_SIGNED_UP),
};

const columns = [
  ...personColumns<FounderRow>(),
  programmeColumn<FounderRow>(),
  chefAccountColumn,
  createdAtColumn<FounderRow>('Signed up'),
];

/**
 * Founder Chefs (admin side menu): people who joined the founder chef programme waitlist, each with
 * the status of the chef account they made (or 'Not signed up').
 */
export function FounderChefsPanel() {
  return (
    <AdminListPanel
      noun="founder chefs"
      query={AdminFounderChefsDocument}
      fixedVariables={{}}
      selectPage={(data) => data.chefWaitlist}
      columns={columns}
      defaultSort={NEWEST_FIRST}
      searchLabel="Search by e-mail or name"
      csv={{ list: 'FOUNDER_CHEFS', fileStem: 'founder-chefs' }}
    />
  );
}
