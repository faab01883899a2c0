import { useAuth, type SessionUser } from '@hearth/graphql-client/session';
import { useT } from '@hearth/i18n';
import { ChevronIcon, UserIcon } from '@hearth/ui';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { profileMenuEntries } from '../navigation';
import { Anchor, Popover } from './HeaderStyles';
import { useDismiss } from './useDismiss';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
const Name = styled.span`
  max-width: 12ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Menu = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const itemStyles = `
  display: block;
  width: 100%;
  padding: 10px 12px;
  border: 0;
  border-radius: 6px;
  background: none;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;
const ItemLink = styled(Link)`
  ${itemStyles}
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
const ItemButton = styled.button`
  ${itemStyles}
  color: ${({ theme }) => theme.colors.danger};
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
`;
const Who = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * The signed-in user's menu, entries by role (docs/rules/screens.md#profile-menu): a button
 * (`Profile menu`) opening a `role="menu"` list; arrow keys move between entries, Esc or a click
 * outside closes it.
 */
export function ProfileMenu({ user, compact }: { user: SessionUser; compact: boolean }) {
  const { logOut } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(anchor, open, close);

  const focusItem = (delta: number | 'first' | 'last') => {
    const items = Array.from(
      anchor.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [],
    );
    if (items.length === 0) return;
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next =
      delta === 'first'
        ? 0
        : delta === 'last'
          ? items.length - 1
          : (current + delta + items.length) % items.length;
    items[next].focus();
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number | 'first' | 'last'> = {
      ArrowDown: 1,
      ArrowUp: -1,
      Home: 'first',
      End: 'last',
    };
    if (event.key in keys) {
      event.preventDefault();
      focusItem(keys[event.key]);
    } else if (event.key === 'Escape') {
      trigger.current?.focus();
    }
  };

  return (
    <Anchor ref={anchor}>
      <Trigger
        ref={trigger}
        aria-label={t('Profile menu')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="profile-menu-button"
        onClick={() => {
          setOpen((o) => !o);
          if (!open) requestAnimationFrame(() => focusItem('first'));
        }}
      >
        <UserIcon />
        {!compact && <Name>{user.firstName}</Name>}
        <ChevronIcon size={16} />
      </Trigger>
      {open && (
        <Popover>
          <Who>
            <strong>
              {user.firstName} {user.lastName}
            </strong>
            {user.email}
          </Who>
          <Menu
            id={menuId}
            role="menu"
            aria-label={t('Profile')}
            onKeyDown={onMenuKeyDown}
            data-testid="profile-menu"
          >
            {profileMenuEntries(user.role).map((entry) => (
              <li key={entry.label} role="none">
                {'to' in entry ? (
                  <ItemLink role="menuitem" to={entry.to} onClick={close}>
                    {t(entry.label)}
                  </ItemLink>
                ) : (
                  <ItemButton
                    role="menuitem"
                    type="button"
                    onClick={async () => {
                      close();
                      await logOut();
                      navigate('/');
                    }}
                  >
                    {t(entry.label)}
                  </ItemButton>
                )}
              </li>
            ))}
          </Menu>
        </Popover>
      )}
    </Anchor>
  );
}
