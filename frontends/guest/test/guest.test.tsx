import { describe, expect, it } from '@jest/globals';
import { StaticAuthProvider, createCache, type SessionUser } from '@hearth/graphql-client';
import { ToastProvider, theme } from '@hearth/ui';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { onAuthModalRequest, type AuthModalRequestKind } from '../../shared/auth-modal-request';
import { renderRemote, users } from '../../shared/test-render';
import App from '../src/App';

const guest = { status: 'signedIn' as const, user: users.guest };

describe('guest remote', () => {
  it.each([
    ['/user/explore', 'Explore'],
    ['/user/orders', 'Orders'],
    ['/user/favorites', 'Favorites'],
    ['/user/reviews', 'Reviews'],
    ['/user/account', 'Settings'],
    ['/user/settings/payment', 'Payment methods'],
    ['/user/cart', 'Cart'],
    ['/user/waitlist', 'Join the waitlist now!'],
  ])('%s is a real route titled %s', (path, title) => {
    renderRemote(App, '/user', path, guest);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('sends /user to explore', () => {
    renderRemote(App, '/user', '/user', guest);
    expect(screen.getByRole('heading', { name: 'Explore' })).toBeInTheDocument();
  });
});

/** The shell's part, as far as the remote sees it: the auth modal request signs the visitor in. */
function SignsInOnRequest({ children }: { children: React.ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [asked, setAsked] = useState<AuthModalRequestKind | null>(null);
  useEffect(
    () =>
      onAuthModalRequest((kind) => {
        setAsked(kind);
        setUser(users.guest);
      }),
    [],
  );
  return (
    <StaticAuthProvider status={user ? 'signedIn' : 'signedOut'} user={user}>
      {asked && <p>Shell opened the {asked} modal</p>}
      {children}
    </StaticAuthProvider>
  );
}

function Where() {
  const location = useLocation();
  return <output aria-label="URL">{location.pathname + location.search}</output>;
}

function renderSignedOut(path: string) {
  return render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={[]} cache={createCache()}>
        <SignsInOnRequest>
          <ToastProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/user/*" element={<App />} />
              </Routes>
              <Where />
            </MemoryRouter>
          </ToastProvider>
        </SignsInOnRequest>
      </MockedProvider>
    </ThemeProvider>,
  );
}

describe('a signed-out visitor on a guest route', () => {
  it.each([
    ['/user/orders/pending', 'Orders', 'logIn', 'Log in'],
    ['/user/favorites', 'Favorites', 'signUp', 'Sign up'],
    ['/user/settings/account-settings', 'Account settings', 'logIn', 'Log in'],
    ['/user/checkout?restaurant=r1', 'Checkout', 'signUp', 'Sign up'],
  ])(
    '%s asks to log in or sign up, and shows the page once signed in (%s, via %s)',
    (path, title, kind, button) => {
      renderSignedOut(path);
      expect(
        screen.getByRole('heading', { name: 'Log in or sign up to continue' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Sign up' })).toBeVisible();

      fireEvent.click(screen.getByRole('button', { name: button }));
      expect(screen.getByText(`Shell opened the ${kind} modal`)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(
        screen.queryByRole('heading', { name: 'Log in or sign up to continue' }),
      ).not.toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'URL' })).toHaveTextContent(path);
    },
  );

  it('may browse explore, with a band offering to log in or sign up', () => {
    renderSignedOut('/user/explore?q=pasta');
    expect(screen.getByRole('heading', { name: 'Explore' })).toBeInTheDocument();
    const band = screen.getByRole('complementary', { name: 'Log in or sign up' });
    fireEvent.click(within(band).getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Shell opened the signUp modal')).toBeInTheDocument();
    expect(
      screen.queryByRole('complementary', { name: 'Log in or sign up' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'URL' })).toHaveTextContent('/user/explore?q=pasta');
  });

  it('may open the guest waitlist without being asked', () => {
    renderSignedOut('/user/waitlist');
    expect(screen.getByRole('heading', { name: 'Join the waitlist now!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});
