import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useT } from '@hearth/i18n';
import { CloseIcon } from '../icons';
import { IconButton } from './Button';
import { useFocusTrap } from './useFocusTrap';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name, shown as the drawer's heading. */
  title: string;
  /** Side it slides from (default `left`). */
  side?: 'left' | 'right';
  children: ReactNode;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  background: ${({ theme }) => theme.colors.overlay};
`;
const Panel = styled.div<{ $side: 'left' | 'right' }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => $side}: 0;
  width: min(320px, 85vw);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  padding: ${({ theme }) => theme.spacing(4)};
  &:focus {
    outline: none;
  }
`;
const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

/**
 * A modal side panel for small screens (navigation menus): a labelled dialog with a focus trap,
 * Esc and backdrop click close it.
 */
export function Drawer({ open, onClose, title, side = 'left', children }: DrawerProps) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, onClose);
  if (!open) return null;
  return createPortal(
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $side={side}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          <IconButton aria-label={t('Close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Header>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
