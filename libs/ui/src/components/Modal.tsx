import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { media } from '../theme';
import { useT } from '@hearth/i18n';
import { CloseIcon } from '../icons';
import { IconButton } from './Button';
import { useFocusTrap } from './useFocusTrap';

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  /** Called on Esc, on the close button and on a click on the backdrop. */
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title: string;
  children: ReactNode;
  /** Max width in px on wide screens (default 480). Full screen width on mobile. */
  width?: number;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.overlay};
  ${media.mobile} {
    padding: ${({ theme }) => theme.spacing(2)};
  }
`;
const Dialog = styled.div<{ $width: number }>`
  position: relative;
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  padding: ${({ theme }) => theme.spacing(6)};
  &:focus {
    outline: none;
  }
`;
const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  h2 {
    margin: 0;
    font-size: 1.375rem;
  }
`;

/**
 * An accessible modal dialog rendered in a portal: `role="dialog"`, `aria-modal`, labelled by its
 * title, focus trapped inside while open, Esc closes, focus returns to the opener on close.
 * Put `data-autofocus` on the element that should receive focus first.
 */
export function Modal({ open, onClose, title, children, width = 480 }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, open, onClose);
  if (!open) return null;
  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $width={width}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          <IconButton aria-label={t('Close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Header>
        {children}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
