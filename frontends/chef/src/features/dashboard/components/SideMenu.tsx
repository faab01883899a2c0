import { ChevronIcon } from '@hearth/ui';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { CHEF_MENU } from '../menu';

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

/** The chef dashboard navigation; groups expand and collapse, the current page is marked. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
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
    <nav aria-label="Chef dashboard">
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
                {entry.label}
                <ChevronIcon size={16} />
              </GroupButton>
              {openGroups.has(entry.label) && (
                <List>
                  {entry.children.map((child) => (
                    <li key={child.to}>
                      <Item to={child.to} onClick={onNavigate}>
                        {child.label}
                      </Item>
                    </li>
                  ))}
                </List>
              )}
            </li>
          ) : (
            <li key={entry.label}>
              <Item to={entry.to} onClick={onNavigate}>
                {entry.label}
              </Item>
            </li>
          ),
        )}
      </List>
    </nav>
  );
}
