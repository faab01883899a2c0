import { AdminChefWaitlistDocument, type AdminChefWaitlistQuery } from '@hearth/graphql-client';
import { AdminListPanel } from '../../../components/admin-list/AdminListPanel';
import {
  NEWEST_FIRST,
  createdAtColumn,
  personColumns,
  programmeColumn,
} from '../../../components/admin-list/columns';

type ChefRow = AdminChefWaitlistQuery['chefWaitlist']['items'][number];

const columns = [
  ...personColumns<ChefRow>(),
  programmeColumn<ChefRow>(),
  createdAtColumn<ChefRow>('Signed up'),
];

/** Chef Waitlist (admin side menu): chefs who joined the beta chef waitlist. */
export function ChefWaitlistPanel() {
  return (
    <AdminListPanel
      noun="chef waitlist"
      query={AdminChefWaitlistDocument}
      fixedVariables={{ chefType: 'BETA' }}
      selectPage={(data) => data.chefWaitlist}
      columns={columns}
      defaultSort={NEWEST_FIRST}
      searchLabel="Search by e-mail or name"
      csv={{ list: 'CHEF_WAITLIST', fileStem: 'chef-waitlist' }}
    />
  );
}
