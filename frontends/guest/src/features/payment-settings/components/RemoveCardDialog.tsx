import { useT } from '@hearth/i18n';
import { Button, ErrorBanner, Modal } from '@hearth/ui';
import styled from 'styled-components';
import { CARD_LABEL, cardLabelVars, type SavedCard } from '../../../lib/payments/cards';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(4)};
`;
const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
`;

/**
 * 'Remove this card?': the card's label, Keep card (focused first, so Enter never removes by
 * accident) and Remove card; `error` (English) shows in the dialog's banner.
 */
export function RemoveCardDialog({
  card,
  busy,
  error,
  onKeep,
  onRemove,
}: {
  card: SavedCard;
  busy: boolean;
  error: string | null;
  onKeep: () => void;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <Modal open onClose={onKeep} title={t('Remove this card?')} width={440}>
      {error && <ErrorBanner>{t(error)}</ErrorBanner>}
      <Text>
        <strong>{t(CARD_LABEL, cardLabelVars(card))}</strong>
      </Text>
      <Text>{t('You will need to add it again to pay with it.')}</Text>
      <Actions>
        <Button $variant="secondary" onClick={onKeep} disabled={busy} data-autofocus>
          {t('Keep card')}
        </Button>
        <Button onClick={onRemove} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('Removing…') : t('Remove card')}
        </Button>
      </Actions>
    </Modal>
  );
}
