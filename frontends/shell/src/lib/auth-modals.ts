import { createContext, useContext } from 'react';

/** Which auth modal is open: log in, sign up, or asking for a password-reset link. */
export type AuthModalKind = 'logIn' | 'signUp' | 'forgotPassword';

/**
 * What the shell's auth modals offer the rest of the shell. The auth feature provides it
 * (`AuthModalsProvider`); the header and any other part ask through `useAuthModals()` without
 * importing that feature.
 */
export interface AuthModalsApi {
  openAuthModal: (kind: AuthModalKind) => void;
  /** Starts loading the forms' code ahead of a click (hover or focus of Log in / Sign up). */
  preloadAuthForms: () => void;
}

export const AuthModalsContext = createContext<AuthModalsApi>({
  openAuthModal: () => undefined,
  preloadAuthForms: () => undefined,
});

/** Opens the log-in, sign-up or forgotten-password modal. */
export function useAuthModals(): AuthModalsApi {
  return useContext(AuthModalsContext);
}
