import { AuthMessages } from '@hearth/contracts/messages';
import { EmptyState } from '@hearth/ui';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../shared/not-found/NotFoundPage';
import { NotFoundText } from '../../shared/not-found/translations';
import { RequireSignedIn } from '../../shared/RequireSignedIn';
import { AllChefsPanel } from './features/all-chefs/components/AllChefsPanel';
import { ChefWaitlistPanel } from './features/chef-waitlist/components/ChefWaitlistPanel';
import { AdminDashboard } from './features/dashboard/components/AdminDashboard';
import type { AdminEntryKey } from './features/dashboard/entries';
import { FounderChefsPanel } from './features/founder-chefs/components/FounderChefsPanel';
import { HelpReportsPanel } from './features/help-reports/components/HelpReportsPanel';
import { GuestWaitlistPanel } from './features/guest-waitlist/components/GuestWaitlistPanel';
import { NewsletterSubscribersPanel } from './features/newsletter-subscribers/components/NewsletterSubscribersPanel';
import { PartnerKeysPanel } from './features/partner-keys/components/PartnerKeysPanel';
import { PendingPaymentsPanel } from './features/pending-payments/components/PendingPaymentsPanel';
import { PromotionsPanel } from './features/promotions/components/PromotionsPanel';
import { PostNewsletterPanel } from './features/post-newsletter/components/PostNewsletterPanel';
import { UnverifiedChefsPanel } from './features/unverified-chefs/components/UnverifiedChefsPanel';

/** Each admin entry's panel (the app composes the features). */
const PANELS: Record<AdminEntryKey, ComponentType> = {
  'unverified-chefs': UnverifiedChefsPanel,
  'all-chefs': AllChefsPanel,
  'create-promotion': PromotionsPanel,
  'guest-waitlist': GuestWaitlistPanel,
  'chef-waitlist': ChefWaitlistPanel,
  'founder-chefs': FounderChefsPanel,
  'newsletter-subscribers': NewsletterSubscribersPanel,
  'post-newsletter': PostNewsletterPanel,
  'pending-payments': PendingPaymentsPanel,
  'help-reports': HelpReportsPanel,
  'partner-keys': PartnerKeysPanel,
};

/**
 * /admin: redirects to / when nobody is signed in, refuses non-admins with
 * 'You do not have access to this.'. The entries switch by state, not URL, so any other
 * /admin/… address is the 404 page with a link back to /admin. Exposed to the shell as
 * `admin/App`.
 */
export default function App() {
  return (
    <Routes>
      <Route
        path="*"
        element={<NotFoundPage homePath="/admin" homeLabel={NotFoundText.backToAdmin} />}
      />
      <Route
        index
        element={
          <RequireSignedIn>
            {(user) =>
              user.role === 'ADMIN' ? (
                <AdminDashboard panels={PANELS} />
              ) : (
                <div role="alert">
                  <EmptyState
                    title={AuthMessages.forbidden}
                    description="The admin area is for Hearth administrators."
                  />
                </div>
              )
            }
          </RequireSignedIn>
        }
      />
    </Routes>
  );
}
