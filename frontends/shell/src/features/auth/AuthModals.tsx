import { ApolloGate, preloadApollo } from '@hearth/graphql-client/session';
import { useT } from '@hearth/i18n';
import { Modal, Spinner } from '@hearth/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onAuthModalRequest } from '../../../../shared/auth-modal-request';
import { AuthModalsContext, type AuthModalKind } from '../../lib/auth-modals';
import './translations';

// The forms (react-hook-form, zod and the contracts) load on first open, not with the home page.
const LogInForm = lazy(() => import('./components/LogInForm'));
const SignUpForm = lazy(() => import('./components/SignUpForm'));
const ForgotPasswordForm = lazy(() => import('./components/ForgotPasswordForm'));

/** Starts loading the forms' code ahead of a click (on hover/focus of a Log in / Sign up button). */
export function preloadAuthForms(): void {
  void import('./components/LogInForm');
  void import('./components/SignUpForm');
  preloadApollo(); // submitting goes through Apollo Client
}

const TITLES: Record<AuthModalKind, string> = {
  logIn: 'Log in to Hearth',
  signUp: 'Create your Hearth account',
  forgotPassword: 'Reset your password',
};

/**
 * Provides `useAuthModals()` (lib/auth-modals) and renders the log-in, sign-up or
 * forgotten-password modal that is open. 'Forgot password?' on the log-in form carries the e-mail
 * typed there over.
 */
export function AuthModalsProvider({ children }: { children: ReactNode }) {
  const [kind, setKind] = useState<AuthModalKind | null>(null);
  const [email, setEmail] = useState('');
  const close = useCallback(() => setKind(null), []);
  const open = useCallback((next: AuthModalKind) => {
    setEmail('');
    setKind(next);
  }, []);
  const api = useMemo(() => ({ openAuthModal: open, preloadAuthForms }), [open]);
  // Remotes (e.g. the guest restaurant page) ask for the log-in modal with a DOM event.
  useEffect(() => onAuthModalRequest(setKind), []);
  const t = useT();
  return (
    <AuthModalsContext.Provider value={api}>
      {children}
      <Modal open={kind !== null} onClose={close} title={kind ? t(TITLES[kind]) : ''}>
        <Suspense fallback={<Spinner centered />}>
          {kind === 'logIn' && (
            <LogInForm
              onDone={close}
              onSwitch={() => setKind('signUp')}
              onForgotPassword={(typed) => {
                setEmail(typed);
                setKind('forgotPassword');
              }}
            />
          )}
          {kind === 'signUp' && <SignUpForm onDone={close} onSwitch={() => setKind('logIn')} />}
          {kind === 'forgotPassword' && (
            <ApolloGate fallback={<Spinner centered />}>
              <ForgotPasswordForm email={email} onBackToLogIn={() => setKind('logIn')} />
            </ApolloGate>
          )}
        </Suspense>
      </Modal>
    </AuthModalsContext.Provider>
  );
}
