import {
  AdminChefWaitlistDocument,
  type AdminChefWaitlistQuery,
  type AdminList,
} from '@hearth/graphql-client';
import { AdminListPanel } from './AdminListPanel';
import {
  NEWEST_FIRST,
  createdAtColumn,
  emailColumn,
  firstNameColumn,
  lastNameColumn,
  phoneColumn,
  postalCodeColumn,
} from './columns';

type ChefRow = AdminChefWaitlistQuery['chefWaitlist']['items'][number];
type ChefType = ChefRow['chefType'];

/** Programme names as admins say them. */
export const PROGRAMME_LABELS: Record<ChefType, string> = { BETA: 'Beta', FOUNDER: 'Founder' };

const columns = [
  firstNameColumn<ChefRow>(),
  lastNameColumn<ChefRow>(),
  emailColumn<ChefRow>(),
  phoneColumn<ChefRow>(),
  postalCodeColumn<ChefRow>(),
  { key: 'chefType', header: 'Programme', cell: (r: ChefRow) => PROGRAMME_LABELS[r.chefType] },
  createdAtColumn<ChefRow>('Signed up'),
];

const LISTS: Record<ChefType, { list: AdminList; fileStem: string; noun: string }> = {
  BETA: { list: 'CHEF_WAITLIST', fileStem: 'chef-waitlist', noun: 'chef waitlist' },
  FOUNDER: { list: 'FOUNDER_CHEFS', fileStem: 'founder-chefs', noun: 'founder chefs' },
};

/** Chef waitlist registrations of one programme (Chef Waitlist = BETA, Founder Chefs = FOUNDER). */
export function ChefRegistrationsList({ chefType }: { chefType: ChefType }) {
  const { list, fileStem, noun } = LISTS[chefType];
  return (
    <AdminListPanel
      noun={noun}
      query={AdminChefWaitlistDocument}
      fixedVariables={{ chefType }}
      selectPage={(data) => data.chefWaitlist}
      columns={columns}
      defaultSort={NEWEST_FIRST}
      searchLabel="Search by e-mail or name"
      csv={{ list, fileStem }}
    />
  );
}
