import { ApolloGate, useAuth, type SessionUser } from '@hearth/graphql-client/session';
import { useT } from '@hearth/i18n';
import { Button, Drawer, IconButton, MenuIcon, useIsMobile, useMediaQuery } from '@hearth/ui';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { ButtonLink, PUBLIC_LINKS } from '../../../shared/links';
import { LocaleSwitcher } from '../../../components/LocaleSwitcher';
import { useAuthModals } from '../../../lib/auth-modals';
import '../translations';
import { BellButtonView } from './BellButtonView';
import { CartButtonView } from './CartButtonView';
import { MessageButtonView } from './MessageButtonView';
import { Actions, Bar, Inner, Logo, Nav, NavItem } from './HeaderStyles';
import { ProfileMenu } from './ProfileMenu';

// The bell and the cart query the gateway, so they need Apollo: they load with it, on first use
// (a signed-out first paint loads neither); same-size placeholders show meanwhile.
const NotificationBell: ComponentType = lazy(() =>
  import('./NotificationBell').then((m) => ({ default: m.NotificationBell })),
);
const MessageButton: ComponentType = lazy(() =>
  import('./MessageButton').then((m) => ({ default: m.MessageButton })),
);
const CartButton: ComponentType = lazy(() =>
  import('./CartButton').then((m) => ({ default: m.CartButton })),
);

const LogoMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-size: 1.125rem;
`;
const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;
/** Below this width the header keeps only the logo and the menu button. */
const TINY_MAX = 479;
const DrawerAuth = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(4)};
`;
const DrawerLocale = styled.div`
  margin-top: ${({ theme }) => theme.spacing(6)};
  padding-top: ${({ theme }) => theme.spacing(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * The site header (docs/rules/screens.md#header). Logged out: Home, Become a Chef and Join the
 * Waitlist on wide screens, a menu with 'Become a cook' and 'Join Waitlist' on narrow ones
 * (≤ 767 px), plus Log in and Sign up; the narrow menu also holds the locale switcher. Logged in:
 * messages (ACTIVE users, wide screens), the notification bell, the cart for guests, and the
 * profile menu.
 */
export function Header() {
  const { status, user } = useAuth();
  const isMobile = useIsMobile();
  const t = useT();
  return (
    <Bar data-testid="site-header">
      <Inner>
        <Logo to="/" aria-label={t('Hearth home')}>
          <LogoMark aria-hidden="true">H</LogoMark>
          Hearth
        </Logo>
        {status === 'signedOut' && <LoggedOut isMobile={isMobile} />}
        {status === 'signedIn' && user && <LoggedIn user={user} isMobile={isMobile} />}
      </Inner>
    </Bar>
  );
}

function LoggedOut({ isMobile }: { isMobile: boolean }) {
  const { openAuthModal, preloadAuthForms } = useAuthModals();
  const [menuOpen, setMenuOpen] = useState(false);
  const t = useT();
  // On the smallest phones (and in long languages) Log in / Sign up move into the menu.
  const isTiny = useMediaQuery(`(max-width: ${TINY_MAX}px)`);
  const isCompact = useMediaQuery('(max-width: 1023px)');
  const openFromMenu = (kind: 'logIn' | 'signUp') => {
    setMenuOpen(false);
    openAuthModal(kind);
  };
  const authButtons = (
    <>
      <Button
        $variant="ghost"
        $size={isCompact ? 'sm' : 'md'}
        onClick={() => openAuthModal('logIn')}
        onMouseEnter={preloadAuthForms}
        onFocus={preloadAuthForms}
      >
        {t('Log in')}
      </Button>
      <Button
        $variant="secondary"
        $size={isCompact ? 'sm' : 'md'}
        onClick={() => openAuthModal('signUp')}
        onMouseEnter={preloadAuthForms}
        onFocus={preloadAuthForms}
      >
        {t('Sign up')}
      </Button>
    </>
  );
  if (isMobile) {
    return (
      <Actions>
        {!isTiny && authButtons}
        <IconButton
          aria-label={t('Open menu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          data-testid="mobile-menu-button"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </IconButton>
        <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} title={t('Menu')} side="right">
          <nav aria-label={t('Main')}>
            <MenuList>
              <li>
                <ButtonLink
                  to={PUBLIC_LINKS.becomeChef}
                  $variant="secondary"
                  $block
                  onClick={() => setMenuOpen(false)}
                >
                  {t('Become a cook')}
                </ButtonLink>
              </li>
              <li>
                <ButtonLink
                  to={PUBLIC_LINKS.joinWaitlist}
                  $block
                  onClick={() => setMenuOpen(false)}
                >
                  {t('Join Waitlist')}
                </ButtonLink>
              </li>
            </MenuList>
          </nav>
          {isTiny && (
            <DrawerAuth>
              <Button
                $variant="ghost"
                $block
                onClick={() => openFromMenu('logIn')}
                onFocus={preloadAuthForms}
              >
                {t('Log in')}
              </Button>
              <Button
                $variant="secondary"
                $block
                onClick={() => openFromMenu('signUp')}
                onFocus={preloadAuthForms}
              >
                {t('Sign up')}
              </Button>
            </DrawerAuth>
          )}
          <DrawerLocale>
            <LocaleSwitcher />
          </DrawerLocale>
        </Drawer>
      </Actions>
    );
  }
  return (
    <>
      <Nav aria-label={t('Main')}>
        <NavItem to={PUBLIC_LINKS.home} end className="home-link">
          {t('Home')}
        </NavItem>
        <NavItem to={PUBLIC_LINKS.becomeChef}>{t('Become a Chef')}</NavItem>
        <ButtonLink to={PUBLIC_LINKS.joinWaitlist} style={{ marginLeft: 8 }}>
          {t('Join the Waitlist')}
        </ButtonLink>
      </Nav>
      <Actions>{authButtons}</Actions>
    </>
  );
}

function LoggedIn({ user, isMobile }: { user: SessionUser; isMobile: boolean }) {
  return (
    <Actions>
      {user.status === 'ACTIVE' && !isMobile && (
        <ApolloGate fallback={<MessageButtonView />}>
          <Suspense fallback={<MessageButtonView />}>
            <MessageButton />
          </Suspense>
        </ApolloGate>
      )}
      <ApolloGate fallback={<BellButtonView />}>
        <Suspense fallback={<BellButtonView />}>
          <NotificationBell />
        </Suspense>
      </ApolloGate>
      {user.role === 'GUEST' && (
        <ApolloGate fallback={<CartButtonView count={0} />}>
          <Suspense fallback={<CartButtonView count={0} />}>
            <CartButton />
          </Suspense>
        </ApolloGate>
      )}
      <ProfileMenu user={user} compact={isMobile} />
    </Actions>
  );
}
