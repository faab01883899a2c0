/**
 * How a remote asks the shell to open its log-in (or sign-up) modal: remotes cannot reach the
 * shell's React context, so they dispatch a DOM event the shell's AuthModalsProvider listens to.
 * A visitor who tries a guest-only action (add to cart, favourite) gets the log-in modal.
 */
export const AUTH_MODAL_REQUEST_EVENT = 'hearth:auth-modal-request';

/** Which modal to open. */
export type AuthModalRequestKind = 'logIn' | 'signUp';

/** Asks the shell to open the log-in (default) or sign-up modal. */
export function requestAuthModal(kind: AuthModalRequestKind = 'logIn'): void {
  window.dispatchEvent(
    new CustomEvent<AuthModalRequestKind>(AUTH_MODAL_REQUEST_EVENT, { detail: kind }),
  );
}

/** Calls `listener` on every request; returns the unsubscribe function. */
export function onAuthModalRequest(listener: (kind: AuthModalRequestKind) => void): () => void {
  const handler = (event: Event) => {
    const kind = (event as CustomEvent<unknown>).detail;
    listener(kind === 'signUp' ? 'signUp' : 'logIn');
  };
  window.addEventListener(AUTH_MODAL_REQUEST_EVENT, handler);
  return () => window.removeEventListener(AUTH_MODAL_REQUEST_EVENT, handler);
}
