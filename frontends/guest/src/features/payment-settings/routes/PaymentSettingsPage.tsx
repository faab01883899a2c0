import { KitchenMessages, PaymentMessages } from '@hearth/contracts';
import { useAuth } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Button, Card, EmptyState, Spinner, useToast } from '@hearth/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/ListStates';
import { Muted, Page } from '../../../components/layout';
import { CARD_LABEL, cardLabelVars, type SavedCard } from '../../../lib/payments/cards';
import { usePaymentMethods, useRemoveCard } from '../../../lib/payments/use-payment-methods';
import { AddCardForm } from '../components/AddCardForm';
import { RemoveCardDialog } from '../components/RemoveCardDialog';
import '../../../lib/payments/translations';

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;
const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
    padding: ${({ theme }) => theme.spacing(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;
const Empty = styled.div`
  padding: ${({ theme }) => theme.spacing(2)} 0;
  p {
    margin: 0;
  }
  p:first-child {
    font-weight: 600;
  }
`;
const Back = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * /user/settings/payment: the signed-in guest's saved cards ('Visa •••• 4242, expires 11/29',
 * newest first, 'No saved cards yet' when none), each removable after 'Remove this card?' (Keep
 * card / Remove card; 'Card removed'), and 'Add a card' (test mode: the test cards). Loading
 * failures show the page's load failure with Try again.
 */
export function PaymentSettingsPage() {
  const t = useT();
  const toast = useToast();
  const { status, user } = useAuth();
  const isGuest = status === 'signedIn' && user?.role === 'GUEST';
  const { testMode, cards, loading, error, retry } = usePaymentMethods({ skip: !isGuest });
  const removeCard = useRemoveCard();
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [busy, setBusy] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);

  async function confirmRemove(card: SavedCard) {
    setBusy(true);
    setRemoveError(null);
    const outcome = await removeCard(card.id);
    setBusy(false);
    if (!outcome.ok) {
      setRemoveError(outcome.message);
      return;
    }
    setRemoving(null);
    toast.show(t(PaymentMessages.cardRemoved), { tone: 'success' });
  }

  const body = () => {
    if (!isGuest) return <EmptyState title={t('Log in as a guest to manage your cards')} />;
    if (loading) return <Spinner centered label={t('Loading your cards…')} />;
    if (error)
      return <LoadFailed message={KitchenMessages.loadFailed} onRetry={() => void retry()} />;
    return (
      <>
        <Section aria-labelledby="saved-cards">
          <h2 id="saved-cards">{t('Saved cards')}</h2>
          {cards.length === 0 ? (
            <Empty data-testid="no-saved-cards">
              <p>{t('No saved cards yet')}</p>
              <Muted as="p">{t('Cards you save here or at checkout show up in this list.')}</Muted>
            </Empty>
          ) : (
            <Cards aria-label={t('Saved cards')}>
              {cards.map((card) => {
                const label = t(CARD_LABEL, cardLabelVars(card));
                return (
                  <li key={card.id} data-testid="saved-card">
                    <span>{label}</span>
                    <Button
                      $variant="secondary"
                      $size="sm"
                      aria-label={t('Remove {{card}}', { card: label })}
                      onClick={() => {
                        setRemoveError(null);
                        setRemoving(card);
                      }}
                    >
                      {t('Remove')}
                    </Button>
                  </li>
                );
              })}
            </Cards>
          )}
        </Section>
        <Section aria-labelledby="add-card">
          <h2 id="add-card">{t('Add a card')}</h2>
          <AddCardForm testMode={testMode} />
        </Section>
      </>
    );
  };

  return (
    <Page>
      <title>{`${t('Payment methods')} · Hearth`}</title>
      <Back to="/user/account">{t('← Settings')}</Back>
      <h1>{t('Payment methods')}</h1>
      {body()}
      {removing && (
        <RemoveCardDialog
          card={removing}
          busy={busy}
          error={removeError}
          onKeep={() => setRemoving(null)}
          onRemove={() => void confirmRemove(removing)}
        />
      )}
    </Page>
  );
}
