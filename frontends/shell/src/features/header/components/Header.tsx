import { useAuth, type SessionUser } from '@hearth/graphql-client';
import {
  Button,
  Drawer,
  IconButton,
  MenuIcon,
  MessageIcon,
  useIsMobile,
  useToast,
} from '@hearth/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { preloadAuthForms, useAuthModals } from '../../auth/AuthModals';
import { ButtonLink, PUBLIC_LINKS } from '../../../shared/links';
import { CartButton } from './CartButton';
import { Actions, Bar, Inner, Logo, Nav, NavItem } from './HeaderStyles';
import { NotificationBell } from './NotificationBell';
import { ProfileMenu } from './ProfileMenu';

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

/**
 * The site header of SPEC §2. Logged out: Home, Become a Chef and Join the Waitlist on wide
 * screens, a menu with 'Become a cook' and 'Join Waitlist' on narrow ones (≤ 767 px), plus Log in
 * and Sign up. Logged in: messages (ACTIVE users, wide screens), the notification bell, the cart
 * for guests, and the profile menu.
 */
export function Header() {
  const { status, user } = useAuth();
  const isMobile = useIsMobile();
  return (
    <Bar data-testid="site-header">
      <Inner>
        <Logo to="/" aria-label="Hearth home">
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
  const { openAuthModal } = useAuthModals();
  const [menuOpen, setMenuOpen] = useState(false);
  const authButtons = (
    <>
      <Button
        $variant="ghost"
        $size={isMobile ? 'sm' : 'md'}
        onClick={() => openAuthModal('logIn')}
        onMouseEnter={preloadAuthForms}
        onFocus={preloadAuthForms}
      >
        Log in
      </Button>
      <Button
        $variant="secondary"
        $size={isMobile ? 'sm' : 'md'}
        onClick={() => openAuthModal('signUp')}
        onMouseEnter={preloadAuthForms}
        onFocus={preloadAuthForms}
      >
        Sign up
      </Button>
    </>
  );
  if (isMobile) {
    return (
      <Actions>
        {authButtons}
        <IconButton
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          data-testid="mobile-menu-button"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </IconButton>
        <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} title="Menu" side="right">
          <nav aria-label="Main">
            <MenuList>
              <li>
                <ButtonLink
                  to={PUBLIC_LINKS.becomeChef}
                  $variant="secondary"
                  $block
                  onClick={() => setMenuOpen(false)}
                >
                  Become a cook
                </ButtonLink>
              </li>
              <li>
                <ButtonLink
                  to={PUBLIC_LINKS.joinWaitlist}
                  $block
                  onClick={() => setMenuOpen(false)}
                >
                  Join Waitlist
                </ButtonLink>
              </li>
            </MenuList>
          </nav>
        </Drawer>
      </Actions>
    );
  }
  return (
    <>
      <Nav aria-label="Main">
        <NavItem to={PUBLIC_LINKS.home} end>
          Home
        </NavItem>
        <NavItem to={PUBLIC_LINKS.becomeChef}>Become a Chef</NavItem>
        <ButtonLink to={PUBLIC_LINKS.joinWaitlist} style={{ marginLeft: 8 }}>
          Join the Waitlist
        </ButtonLink>
      </Nav>
      <Actions>{authButtons}</Actions>
    </>
  );
}

function LoggedIn({ user, isMobile }: { user: SessionUser; isMobile: boolean }) {
  const toast = useToast();
  return (
    <Actions>
      {user.status === 'ACTIVE' && !isMobile && (
        <IconButton
          aria-label="Messages"
          data-testid="messages-button"
          onClick={() => toast.show('Messaging is coming soon.')}
        >
          <MessageIcon />
        </IconButton>
      )}
      <NotificationBell />
      {user.role === 'GUEST' && <CartButton />}
      <ProfileMenu user={user} compact={isMobile} />
    </Actions>
  );
}
