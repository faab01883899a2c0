import { KitchenMessages } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button, Card, Spinner } from '@hearth/ui';
import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { Muted } from '../../../components/layout';
import { CardNumberField } from '../../../lib/payments/CardNumberField';
import { LiveCardForm, type LiveCardHandle } from '../../../lib/payments/LiveCardForm';
import { TestModeNotice } from '../../../lib/payments/TestModeNotice';
import { CARD_LABEL, cardLabelVars, type SavedCard } from '../../../lib/payments/cards';
import '../../../lib/payments/translations';

/** The new-card choice ('Use a new card' in test mode, 'Add a new card' in live mode). */
export const NEW_CARD = 'new';

/** The payment part of the checkout form. */
export interface PaymentValue {
  /** A saved card's id, `NEW_CARD`, or null while nothing is chosen. */
  choice: string | null;
  /** The new card's number as typed (test mode: never sent, only its token). */
  cardNumber: string;
  /** Save the new card before placing the order, and pay with the saved card. */
  save: boolean;
}

export const emptyPayment: PaymentValue = { choice: null, cardNumber: '', save: false };

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.spacing(3)};
    font-size: 1.25rem;
    font-weight: 700;
  }
`;
const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(3)};
    min-height: 44px;
    padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  label:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
const NewCard = styled.div`
  display: flex;
  flex-direction: column;
  padding-left: ${({ theme }) => theme.spacing(3)};
  > div {
    margin-bottom: ${({ theme }) => theme.spacing(2)};
  }
  label.save {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
    min-height: 44px;
    cursor: pointer;
  }
  label.save input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;
const Retry = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** Props of {@link PaymentChoice}. */
export interface PaymentChoiceProps {
  /** 'test' or 'live'; null until known. */
  mode: string | null;
  cards: readonly SavedCard[];
  loading: boolean;
  /** The saved cards could not be loaded (a new card can still be used). */
  failed: boolean;
  onRetry: () => void;
  value: PaymentValue;
  onChange: (value: PaymentValue) => void;
  /** Messages (English): `choice` no card chosen, `cardNumber` under the number field. */
  errors: { choice?: string | null; cardNumber?: string | null };
  disabled?: boolean;
  cardNumberRef?: Ref<HTMLInputElement>;
  /** Live mode: the embedded card form, so 'Place order' can save the typed card first. */
  liveCardRef?: Ref<LiveCardHandle>;
  /** Live mode: a card was saved in the embedded form (the checkout chooses it). */
  onCardSaved?: (card: SavedCard) => void;
}

/**
 * The checkout's Payment section: a radio per saved card ('Visa •••• 4242, expires 11/29') and
 * 'Use a new card' with the card number and 'Save this card for next time'. In test mode the
 * test-mode notice and the test cards come first: choosing one fills the number and picks 'Use a
 * new card'. In live mode 'Add a new card' opens the processor's own card form (the same
 * `LiveCardForm` as the payment settings page, embedded in the checkout form): the card saved
 * there is chosen for this order (`onCardSaved`), and nothing else typed in the checkout is lost.
 */
export function PaymentChoice({
  mode,
  cards,
  loading,
  failed,
  onRetry,
  value,
  onChange,
  errors,
  disabled,
  cardNumberRef,
  liveCardRef,
  onCardSaved,
}: PaymentChoiceProps) {
  const t = useT();
  const name = useId();
  const errorId = `${name}-error`;
  const testMode = mode === 'test';
  const liveMode = mode === 'live';
  const choiceError = errors.choice ?? null;
  const radio = (choice: string) => ({
    type: 'radio' as const,
    name,
    checked: value.choice === choice,
    disabled,
    onChange: () => onChange({ ...value, choice }),
    'aria-invalid': choiceError ? true : undefined,
    'aria-describedby': choiceError ? errorId : undefined,
  });

  return (
    <Card>
      <Group aria-describedby={choiceError ? errorId : undefined}>
        <legend>{t('Payment')}</legend>
        {testMode && (
          <TestModeNotice
            onPick={(cardNumber) => onChange({ ...value, choice: NEW_CARD, cardNumber })}
          />
        )}
        {loading && <Spinner label={t('Loading your cards…')} />}
        {failed && (
          <Retry role="alert">
            <Muted>{t(KitchenMessages.loadFailed)}</Muted>
            <Button $variant="secondary" $size="sm" type="button" onClick={onRetry}>
              {t('Try again')}
            </Button>
          </Retry>
        )}
        <Options data-testid="payment-options">
          {cards.map((card) => (
            <label key={card.id}>
              <input {...radio(card.id)} />
              <span>{t(CARD_LABEL, cardLabelVars(card))}</span>
            </label>
          ))}
          {(testMode || liveMode) && (
            <label>
              <input {...radio(NEW_CARD)} />
              <span>{testMode ? t('Use a new card') : t('Add a new card')}</span>
            </label>
          )}
        </Options>
        {choiceError && (
          <FieldError id={errorId} role="alert">
            {t(choiceError)}
          </FieldError>
        )}
        {testMode && value.choice === NEW_CARD && (
          <NewCard>
            <CardNumberField
              ref={cardNumberRef}
              value={value.cardNumber}
              error={errors.cardNumber}
              onChange={(cardNumber) => onChange({ ...value, cardNumber })}
            />
            <label className="save">
              <input
                type="checkbox"
                checked={value.save}
                disabled={disabled}
                onChange={(e) => onChange({ ...value, save: e.target.checked })}
              />
              {t('Save this card for next time')}
            </label>
          </NewCard>
        )}
        {liveMode && value.choice === NEW_CARD && (
          <NewCard>
            <LiveCardForm embedded handle={liveCardRef} onSaved={onCardSaved} disabled={disabled} />
          </NewCard>
        )}
        <Muted>{t('Your card will be charged when the chef accepts')}</Muted>
      </Group>
    </Card>
  );
}
