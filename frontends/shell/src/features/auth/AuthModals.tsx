import { preloadApollo } from '@hearth/graphql-client/session';
import { useT } from '@hearth/i18n';
import { Modal, Spinner } from '@hearth/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onAuthModalRequest } from '../../../../shared/auth-modal-request';
import { AuthModalsContext, type AuthModalKind } from '../../lib/auth-modals';
import './translations';

// The forms (react-hook-form, zod and the contracts) load on first open, not with the home page.
const LogInForm = lazy(() => import('./components/LogInForm'));
const SignUpForm = lazy(() => import('./components/SignUpForm'));

/** Starts loading the forms' code ahead of a click (on hover/focus of a Log in / Sign up button). */
export function preloadAuthForms(): void {
  void import('./components/LogInForm');
  void import('./components/SignUpForm');
  preloadApollo(); // submitting goes through Apollo Client
}

const TITLES: Record<AuthModalKind, string> = {
  logIn: 'Log in to Hearth',
  signUp: 'Create your Hearth account',
};

/** Provides `useAuthModals()` (lib/auth-modals) and renders the log-in / sign-up modal that is open. */
export function AuthModalsProvider({ children }: { children: ReactNode }) {
  const [kind, setKind] = useState<AuthModalKind | null>(null);
  const close = useCallback(() => setKind(null), []);
  const api = useMemo(() => ({ openAuthModal: setKind, preloadAuthForms }), []);
  // Remotes (e.g. the guest restaurant page) ask for the log-in modal with a DOM event.
  useEffect(() => onAuthModalRequest(setKind), []);
  const t = useT();
  return (
    <AuthModalsContext.Provider value={api}>
      {children}
      <Modal open={kind !== null} onClose={close} title={kind ? t(TITLES[kind]) : ''}>
        <Suspense fallback={<Spinner centered />}>
          {kind === 'logIn' && <LogInForm onDone={close} onSwitch={() => setKind('signUp')} />}
          {kind === 'signUp' && <SignUpForm onDone={close} onSwitch={() => setKind('logIn')} />}
        </Suspense>
      </Modal>
    </AuthModalsContext.Provider>
  );
}
