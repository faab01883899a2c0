import { TipMessages } from '@hearth/contracts/messages';
import { useT } from '@hearth/i18n';
import { Button, ErrorBanner, useToast } from '@hearth/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatCents } from '../../../utils/money';
import { TipPicker } from '../../../lib/tips/TipPicker';
import { tipCentsOf, tipChoices, type TipValue } from '../../../lib/tips/tip-value';
import { CardNumberField } from '../../../lib/payments/CardNumberField';
import { TestModeNotice } from '../../../lib/payments/TestModeNotice';
import { CARD_LABEL, cardLabelVars, tokenOfCardNumber } from '../../../lib/payments/cards';
import { newFormKey } from '../../../lib/payments/form-key';
import { usePaymentMethods } from '../../../lib/payments/use-payment-methods';
import { useAddTip } from '../api/add-tip';
import type { GuestOrder } from '../api/orders';
import '../../../lib/payments/translations';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: ${({ theme }) => theme.spacing(4)} 0;
  padding-top: ${({ theme }) => theme.spacing(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.spacing(2)};
  }
  label.card {
    display: flex;
    gap: ${({ theme }) => theme.spacing(2)};
    align-items: center;
  }
`;
const Alert = styled(ErrorBanner)`
  margin: 0;
`;
const NEW_CARD = 'new';

/**
 * "Add a tip" on the guest's COMPLETED order without one (docs/rules/payments.md#tips): 10, 15
 * or 20 % of the food (15 % chosen first) or another amount, the card to charge (a saved card, or
 * in test mode a test card's number), and "Add a $6.53 tip" — a charge of its own, all of it to
 * the chef, untaxed. One key per form, so a double submit charges once. Nothing is drawn for any
 * other order.
 */
export function AddTip({ order }: { order: GuestOrder }) {
  const t = useT();
  const toast = useToast();
  const addTip = useAddTip();
  const cards = usePaymentMethods({ skip: order.status !== 'COMPLETED' });
  const [open, setOpen] = useState(false);
  const [key] = useState(newFormKey);
  const presets = tipChoices(order.subtotalCents);
  const [tip, setTip] = useState<TipValue>({
    choice: presets.find((p) => p.percent === 15)?.choice ?? presets[0]?.choice ?? 'custom',
    custom: '',
  });
  const [cardChoice, setCardChoice] = useState<string | null>(null);
  const [cardNumber, setCardNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (order.status !== 'COMPLETED' || order.tipCents > 0) return null;
  if (!open)
    return (
      <p>
        <Button $variant="secondary" onClick={() => setOpen(true)} data-testid="add-tip">
          {t('Add a tip')}
        </Button>
      </p>
    );

  const chosenCard = cardChoice ?? cards.cards[0]?.id ?? NEW_CARD;
  const amount = tipCentsOf(tip, order.subtotalCents);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBanner(null);
    const local: Record<string, string> = {};
    if (!amount.ok) local['tipCents'] = amount.message;
    else if (amount.cents === 0) local['tipCents'] = TipMessages.amountInvalid;
    const typed = chosenCard === NEW_CARD ? tokenOfCardNumber(cardNumber) : null;
    if (typed && !typed.ok) local['paymentMethodId'] = typed.message;
    setErrors(local);
    if (Object.keys(local).length > 0 || !amount.ok) return;
    setBusy(true);
    const outcome = await addTip({
      orderId: order.id,
      tipCents: amount.cents,
      paymentMethodId: typed?.ok ? typed.token : chosenCard,
      idempotencyKey: key,
    });
    setBusy(false);
    if (outcome.ok) {
      toast.show(t(TipMessages.thanks), { tone: 'success' });
      return;
    }
    const { tipCents, paymentMethodId, ...rest } = outcome.fieldErrors;
    setErrors({
      ...(tipCents ? { tipCents } : {}),
      ...(paymentMethodId ? { paymentMethodId } : {}),
    });
    setBanner(outcome.message ?? Object.values(rest)[0] ?? null);
  }

  return (
    <Form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('Add a tip')}
      data-testid="add-tip-form"
    >
      {banner && <Alert>{t(banner)}</Alert>}
      <TipPicker
        name={`tip-${order.id}`}
        subtotalCents={order.subtotalCents}
        value={tip}
        offerNone={false}
        onChange={(value) => {
          setTip(value);
          setErrors(({ tipCents: _tip, ...rest }) => rest);
        }}
        error={errors['tipCents'] ?? null}
      />
      <fieldset>
        <legend>{t('Pay the tip with')}</legend>
        {cards.cards.map((card) => (
          <label key={card.id} className="card">
            <input
              type="radio"
              name={`tip-card-${order.id}`}
              checked={chosenCard === card.id}
              onChange={() => setCardChoice(card.id)}
            />
            {t(CARD_LABEL, cardLabelVars(card))}
          </label>
        ))}
        {cards.testMode && (
          <label className="card">
            <input
              type="radio"
              name={`tip-card-${order.id}`}
              checked={chosenCard === NEW_CARD}
              onChange={() => setCardChoice(NEW_CARD)}
            />
            {t('Use a new card')}
          </label>
        )}
        {chosenCard === NEW_CARD &&
          (cards.testMode ? (
            <>
              <TestModeNotice
                onPick={(number) => {
                  setCardNumber(number);
                  setErrors(({ paymentMethodId: _card, ...rest }) => rest);
                }}
              />
              <CardNumberField
                value={cardNumber}
                onChange={(value) => {
                  setCardNumber(value);
                  setErrors(({ paymentMethodId: _card, ...rest }) => rest);
                }}
                error={errors['paymentMethodId'] ?? null}
              />
            </>
          ) : (
            !cards.loading && (
              <Link to="/user/settings/payment">
                {t('Save a card in Payment settings to add a tip.')}
              </Link>
            )
          ))}
        {chosenCard !== NEW_CARD && errors['paymentMethodId'] && (
          <Alert>{t(errors['paymentMethodId'])}</Alert>
        )}
      </fieldset>
      <Button type="submit" disabled={busy || (chosenCard === NEW_CARD && !cards.testMode)}>
        {busy
          ? t('Adding your tip…')
          : amount.ok && amount.cents > 0
            ? t('Add a {{amount}} tip', { amount: formatCents(amount.cents) })
            : t('Add a tip')}
      </Button>
    </Form>
  );
}
