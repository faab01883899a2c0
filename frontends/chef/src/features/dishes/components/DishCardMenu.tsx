import type { DishStatus } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  position: relative;
`;
const Toggle = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-size: 1.25rem;
  cursor: pointer;
`;
const Menu = styled.ul`
  position: absolute;
  right: 0;
  z-index: 5;
  min-width: 160px;
  margin: 4px 0 0;
  padding: 4px;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  button {
    display: block;
    width: 100%;
    min-height: 40px;
    padding: 0 12px;
    border: 0;
    border-radius: 6px;
    background: none;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button:hover,
  button:focus {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  button[aria-checked='true'] {
    font-weight: 700;
  }
`;

/** Props of {@link DishCardMenu}. */
export interface DishCardMenuProps {
  dishName: string;
  status: DishStatus;
  onStatus: (status: 'ACTIVE' | 'INACTIVE') => void;
  onDelete: () => void;
}

/**
 * The edit-mode menu of a dish card: Active, Inactive and
 * Delete. A menu button: Enter/Space/ArrowDown open it on the first item, arrows move, Esc closes
 * and returns focus to the button.
 */
export function DishCardMenu({ dishName, status, onStatus, onDelete }: DishCardMenuProps) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    }
  };
  return (
    <Wrap
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
        }
      }}
    >
      <Toggle
        ref={toggleRef}
        type="button"
        aria-label={t('Actions for {{name}}', { name: dishName })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        ⋮
      </Toggle>
      {open && (
        <Menu id={id} ref={menuRef} role="menu" onKeyDown={onMenuKey}>
          <li role="none">
            <button
              type="button"
              role="menuitemradio"
              aria-checked={status === 'ACTIVE'}
              onClick={() => choose(() => onStatus('ACTIVE'))}
            >
              {t('Active')}
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitemradio"
              aria-checked={status === 'INACTIVE'}
              onClick={() => choose(() => onStatus('INACTIVE'))}
            >
              {t('Inactive')}
            </button>
          </li>
          <li role="none">
            <button type="button" role="menuitem" onClick={() => choose(onDelete)}>
              {t('Delete')}
            </button>
          </li>
        </Menu>
      )}
    </Wrap>
  );
}
