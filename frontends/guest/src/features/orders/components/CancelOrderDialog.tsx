import { OrderMessages } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button, Modal } from '@hearth/ui';
import styled from 'styled-components';

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** The cancel-order confirmation: 'Do you want to cancel the order?' with Go Back and Yes. */
export function CancelOrderDialog({
  busy,
  onGoBack,
  onConfirm,
}: {
  busy: boolean;
  onGoBack: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Modal open onClose={onGoBack} title={t(OrderMessages.cancelConfirm)}>
      <Buttons>
        <Button $variant="secondary" onClick={onGoBack}>
          {t(OrderMessages.cancelGoBack)}
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {t(OrderMessages.cancelYes)}
        </Button>
      </Buttons>
    </Modal>
  );
}
