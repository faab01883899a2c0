import { AdminGuestWaitlistDocument, type AdminGuestWaitlistQuery } from '@hearth/graphql-client';
import { AdminListPanel } from '../../../components/admin-list/AdminListPanel';
import {
  NEWEST_FIRST,
  createdAtColumn,
  personColumns,
} from '../../../components/admin-list/columns';

type GuestRow = AdminGuestWaitlistQuery['guestWaitlist']['items'][number];

const columns = [...personColumns<GuestRow>(), createdAtColumn<GuestRow>('Signed up')];

/** Guest Waitlist (admin side menu): guests waiting for Hearth to open near them. */
export function GuestWaitlistPanel() {
  return (
    <AdminListPanel
      noun="guest waitlist"
      query={AdminGuestWaitlistDocument}
      fixedVariables={{}}
      selectPage={(data) => data.guestWaitlist}
      columns={columns}
      defaultSort={NEWEST_FIRST}
      searchLabel="Search by e-mail or name"
      csv={{ list: 'GUEST_WAITLIST', fileStem: 'guest-waitlist' }}
    />
  );
}
