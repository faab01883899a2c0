import { useAuth } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Spinner } from '@hearth/ui';
import { Outlet } from 'react-router';
import { SignInBanner, SignInPrompt } from '../components/SignInPrompt';

/**
 * Layout route of the guest-only pages (orders, favourites, reviews, settings, cart, checkout).
 * While the session is being restored it shows a spinner; a signed-out visitor is asked to log in
 * or sign up in place (SignInPrompt) — the URL stays, so a shared link lands back on its page once
 * the shell's modal has signed them in. Signed in, the page itself renders.
 */
export function GuestOnly() {
  const t = useT();
  const { status, user } = useAuth();
  if (status === 'loading') return <Spinner centered label={t('Checking your session…')} />;
  if (status !== 'signedIn' || !user) return <SignInPrompt />;
  return <Outlet />;
}

/**
 * Layout route of the pages a visitor may browse (explore, restaurant list): a signed-out visitor
 * gets the log-in / sign-up band above the page, which stays usable.
 */
export function VisitorWelcome() {
  const { status, user } = useAuth();
  return (
    <>
      {status === 'signedOut' || (status === 'signedIn' && !user) ? <SignInBanner /> : null}
      <Outlet />
    </>
  );
}
