import { useAuth } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Spinner } from '@hearth/ui';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { ApplicationProcessing } from './components/ApplicationProcessing';
import './translations';

/**
 * The chef status gate (docs/rules/screens.md#chef-status-gate), as a layout route element around
 * the dashboard routes: INITIAL → `onboarding` (the app passes the onboarding wizard); PENDING or
 * REJECTED → the 'application is being processed' screen; any other status (ACTIVE, …) →
 * `<Outlet />`. The status comes from the session token (`useAuth().user.status`), so after
 * `acceptTerms` the wizard refreshes the session and the gate switches by itself. Signed out → `/`;
 * non-chefs pass through to the outlet (the dashboard layout refuses them).
 */
export function StatusGate({ onboarding }: { onboarding: ReactNode }) {
  const t = useT();
  const { status, user } = useAuth();
  if (status === 'loading') return <Spinner centered label={t('Checking your session…')} />;
  if (status === 'signedOut' || !user) return <Navigate to="/" replace />;
  if (user.role !== 'CHEF') return <Outlet />;
  switch (user.status) {
    case 'INITIAL':
      return onboarding;
    case 'PENDING':
    case 'REJECTED':
      return <ApplicationProcessing status={user.status} />;
    default:
      return <Outlet />;
  }
}
