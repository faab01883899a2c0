import { useT } from '@hearth/i18n';
import { ChevronIcon } from '@hearth/ui';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { useHasPendingOrders } from '../api/use-has-pending-orders';
import { CHEF_MENU, PENDING_DOT_PATHS } from '../menu';
import '../translations';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ul {
    padding-left: ${({ theme }) => theme.spacing(3)};
  }
`;
const itemCss = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 40px;
  padding: 0 12px;
  border: 0;
  border-radius: 8px;
  background: none;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;
const Item = styled(NavLink)`
  ${itemCss}
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &.active {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;
const GroupButton = styled.button<{ $open: boolean }>`
  ${itemCss}
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  svg {
    transition: transform 150ms;
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  }
`;

const Dot = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-left: 6px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
  vertical-align: middle;
`;
const Label = styled.span`
  flex: 1;
`;

/** The red dot (orders wait for the chef) with its meaning for screen readers. */
function PendingDot() {
  const t = useT();
  return <Dot data-testid="pending-dot" role="img" aria-label={t('Orders waiting for you')} />;
}

/**
 * The chef dashboard navigation; groups expand and collapse, the current page is marked.
 * 'Incoming Orders' and its 'Pending' item carry a red dot while pending orders wait (live).
 */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const hasPending = useHasPendingOrders();
  const dot = (to: string) => hasPending && PENDING_DOT_PATHS.includes(to);
  const { pathname } = useLocation();
  const [openGroups, setOpenGroups] = useState<Set<string>>(
    () =>
      new Set(CHEF_MENU.filter((e) => e.children && pathname.startsWith(e.to)).map((e) => e.label)),
  );
  const toggle = (label: string) =>
    setOpenGroups((current) => {
      const next = new Set(current);
      if (next.has(label)) next.delete(label);
      else next.add(label);
      return next;
    });
  return (
    <nav aria-label={t('Chef dashboard')}>
      <List>
        {CHEF_MENU.map((entry) =>
          entry.children ? (
            <li key={entry.label}>
              <GroupButton
                type="button"
                $open={openGroups.has(entry.label)}
                aria-expanded={openGroups.has(entry.label)}
                onClick={() => toggle(entry.label)}
              >
                <Label>
                  {t(entry.label)}
                  {dot(entry.to) && <PendingDot />}
                </Label>
                <ChevronIcon size={16} />
              </GroupButton>
              {openGroups.has(entry.label) && (
                <List>
                  {entry.children.map((child) => (
                    <li key={child.to}>
                      <Item to={child.to} onClick={onNavigate}>
                        <Label>
                          {t(child.label)}
                          {dot(child.to) && <PendingDot />}
                        </Label>
                      </Item>
                    </li>
                  ))}
                </List>
              )}
            </li>
          ) : (
            <li key={entry.label}>
              <Item to={entry.to} onClick={onNavigate}>
                {t(entry.label)}
              </Item>
            </li>
          ),
        )}
      </List>
    </nav>
  );
}
