import { Button, Modal } from '@hearth/ui';
import styled from 'styled-components';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(4)};
`;

/**
 * Confirms marking the payout to `name` paid: this sends `amount` to the bank account on file
 * (ending in `bankLast4`) and cannot be undone. Focus starts on Cancel.
 */
export function MarkPaidDialog({
  name,
  amount,
  bankLast4,
  busy,
  onConfirm,
  onClose,
}: {
  name: string;
  amount: string;
  bankLast4: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open onClose={onClose} title={`Mark the payout to ${name} paid?`}>
      <p>
        This sends {amount} to {name}&apos;s bank account
        {bankLast4 ? ` ending in ${bankLast4}` : ' on file'}. It cannot be undone.
      </p>
      <Buttons>
        <Button $variant="secondary" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Sending…' : 'Yes, send and mark paid'}
        </Button>
      </Buttons>
    </Modal>
  );
}
