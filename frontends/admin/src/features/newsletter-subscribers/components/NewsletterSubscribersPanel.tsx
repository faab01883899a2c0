import {
  AdminNewsletterSubscriptionsDocument,
  type AdminNewsletterSubscriptionsQuery,
} from '@hearth/graphql-client';
import { AdminListPanel } from '../../../components/admin-list/AdminListPanel';
import { NEWEST_FIRST, createdAtColumn, emailColumn } from '../../../components/admin-list/columns';

type SubscriberRow = AdminNewsletterSubscriptionsQuery['newsletterSubscriptions']['items'][number];

/** Audience names as admins say them. */
export const ROLE_LABELS: Record<SubscriberRow['role'], string> = { CHEF: 'Chef', GUEST: 'Guest' };

// The API sorts subscriptions by CREATED_AT and EMAIL only, so Role is not sortable.
const columns = [
  emailColumn<SubscriberRow>(),
  { key: 'role', header: 'Role', cell: (r: SubscriberRow) => ROLE_LABELS[r.role] },
  createdAtColumn<SubscriberRow>('Subscribed'),
];

/** Newsletter Subscribers (admin side menu): who receives the newsletter. */
export function NewsletterSubscribersPanel() {
  return (
    <AdminListPanel
      noun="newsletter subscribers"
      query={AdminNewsletterSubscriptionsDocument}
      fixedVariables={{}}
      selectPage={(data) => data.newsletterSubscriptions}
      columns={columns}
      defaultSort={NEWEST_FIRST}
      searchLabel="Search by e-mail"
      csv={{ list: 'NEWSLETTER_SUBSCRIBERS', fileStem: 'newsletter-subscribers' }}
    />
  );
}
