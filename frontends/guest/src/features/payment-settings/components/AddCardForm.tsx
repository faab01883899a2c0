import { PaymentMessages } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button, ErrorBanner, useToast } from '@hearth/ui';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CardNumberField } from '../../../lib/payments/CardNumberField';
import { TestModeNotice } from '../../../lib/payments/TestModeNotice';
import { tokenOfCardNumber } from '../../../lib/payments/cards';
import { useAddCard } from '../../../lib/payments/use-payment-methods';
import { newFormKey } from '../../../lib/payments/form-key';
import { LiveCardForm } from '../../../lib/payments/LiveCardForm';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  > div:has(input) {
    margin-bottom: 0;
  }
`;
const Alert = styled(ErrorBanner)`
  margin: 0;
`;

/**
 * 'Add a card' of /user/settings/payment. Test mode: the notice and the test cards (choosing one
 * fills the number), the number checked in the browser ('Enter one of the test card numbers',
 * nothing sent) and only its token sent; 'Card saved' on success, the server's refusal (e.g.
 * 'Your card was declined.') under the field, other failures in the banner. A new key after
 * each saved card, so the same card can be saved again after it was removed. Live mode: the
 * processor's own card form (`LiveCardForm`, Stripe Elements).
 */
export function AddCardForm({ testMode }: { testMode: boolean }) {
  return testMode ? <TestCardForm /> : <LiveCardForm />;
}

/** Test mode's 'Add a card': the test cards, only a test card's token is sent. */
function TestCardForm() {
  const t = useT();
  const toast = useToast();
  const addCard = useAddCard();
  const input = useRef<HTMLInputElement>(null);
  const [formKey, setFormKey] = useState(newFormKey);
  const [cardNumber, setCardNumber] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setBanner(null);
    const card = tokenOfCardNumber(cardNumber);
    if (!card.ok) {
      setFieldError(card.message);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    setSaving(true);
    const outcome = await addCard(card.token, `${formKey}:${card.token}`);
    setSaving(false);
    if (!outcome.ok) {
      if (outcome.field) {
        setFieldError(outcome.message);
        input.current?.focus();
      } else setBanner(outcome.message);
      return;
    }
    setCardNumber('');
    setFormKey(newFormKey());
    toast.show(t(PaymentMessages.cardAdded), { tone: 'success' });
  }

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-label={t('Add a card')}>
      <TestModeNotice
        onPick={(number) => {
          setCardNumber(number);
          setFieldError(null);
        }}
      />
      {banner && <Alert>{t(banner)}</Alert>}
      <CardNumberField
        ref={input}
        value={cardNumber}
        error={fieldError}
        onChange={(value) => {
          setCardNumber(value);
          setFieldError(null);
        }}
      />
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? t('Saving your card…') : t('Save card')}
        </Button>
      </div>
    </Form>
  );
}
