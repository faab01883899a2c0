import { Button, Modal } from '@hearth/ui';
import styled from 'styled-components';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(4)};
`;

/** Props of {@link ConfirmDialog}. All texts are translated by the caller. */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, e.g. 'Are you sure you want to archive dish?'. */
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Disables both buttons while the confirmed action runs. */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel button, Esc, the close button or a click outside. */
  onCancel: () => void;
}

/**
 * A yes/no dialog (the dish card's Delete confirmation, the archive-dish confirmation).
 * Focus starts on the cancel button, so Enter never confirms by accident.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title} width={420}>
      <p style={{ margin: 0 }}>{message}</p>
      <Actions>
        <Button $variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {confirmLabel}
        </Button>
      </Actions>
    </Modal>
  );
}
