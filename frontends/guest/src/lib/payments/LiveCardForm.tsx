import { PaymentMessages } from '@hearth/contracts';
import { NETWORK_ERROR_MESSAGE } from '@hearth/graphql-client';
import { useLocale, useT } from '@hearth/i18n';
import { Button, ErrorBanner, Spinner, useToast } from '@hearth/ui';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type FormEvent,
  type Ref,
} from 'react';
import styled, { useTheme } from 'styled-components';
import { loadCardProcessor } from './stripe-card';
import type { SavedCard } from './cards';
import { newFormKey } from './form-key';
import { useAddCardFromSetup, useStartCardSetup, type CardSetup } from './use-payment-methods';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;
const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
`;
const Label = styled.span`
  font-weight: 600;
  font-size: 0.9375rem;
`;
/** Looks like our text inputs; Stripe's card element (its iframe) is mounted inside. */
const CardBox = styled.div<{ $invalid: boolean; $focused: boolean }>`
  min-height: 44px;
  padding: 12px ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  outline: ${({ theme, $focused }) => ($focused ? `2px solid ${theme.colors.primary}` : 'none')};
  outline-offset: 1px;
  &[hidden] {
    display: none;
  }
`;
const Message = styled.p<{ $error: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;
const Alert = styled(ErrorBanner)`
  margin: 0;
`;

type Phase = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready' };

/** What a form around the embedded card form can ask of it (checkout's 'Place order'). */
export interface LiveCardHandle {
  /**
   * Saves the card typed into Stripe's card element, exactly as 'Save card' does: the saved
   * card, or null when it was not saved (Stripe's or the server's message then shows under the
   * field or above the form, or the form is not ready yet).
   */
  save(): Promise<SavedCard | null>;
}

/** Props of {@link LiveCardForm}; all optional (the payment settings page passes none). */
export interface LiveCardFormProps {
  /**
   * Inside another form (checkout): a group named 'Add a card' instead of a form of its own
   * (forms do not nest), 'Save card' a plain button; Enter in the card submits the outer form,
   * which saves through `handle`. The form keeps its card setup after a save (the card is chosen
   * and the form goes away) instead of starting one for a next card.
   */
  embedded?: boolean;
  /** Called with the saved card after 'Card saved'. */
  onSaved?: (card: SavedCard) => void;
  /** Receives {@link LiveCardHandle}. */
  handle?: Ref<LiveCardHandle>;
  /** 'Save card' is disabled (e.g. while the outer form is sending). */
  disabled?: boolean;
}

/**
 * 'Add a card' in live mode: the processor's own card form (Stripe Elements' card element — the
 * number, expiry and CVC are typed into Stripe's iframe and go to Stripe only). On mount it asks
 * the server for a card setup (`startCardSetup`, one per form key), loads Stripe.js with the
 * publishable key and mounts the card element; 'Save card' confirms the setup with Stripe
 * (`confirmCardSetup`) and then has the server record the card (`addPaymentMethodFromSetup`,
 * which reads it back from Stripe). Stripe's own message (e.g. 'Your card was declined.') and the
 * server's refusal show under the field; 'Card saved' on success, then a fresh setup for the next
 * card. While loading a spinner; when the setup or Stripe.js cannot load, the message and
 * 'Try again'. The same form serves /user/settings/payment (a form of its own) and the
 * checkout's 'Add a new card' (`embedded`: the saved card is chosen for the order).
 */
export function LiveCardForm({ embedded = false, onSaved, handle, disabled }: LiveCardFormProps) {
  const t = useT();
  const { locale } = useLocale();
  const theme = useTheme();
  const toast = useToast();
  const startCardSetup = useStartCardSetup();
  const addCardFromSetup = useAddCardFromSetup();
  const labelId = useId();
  const messageId = useId();
  const mountPoint = useRef<HTMLDivElement>(null);
  const processor = useRef<{ stripe: Stripe; card: StripeCardElement; setup: CardSetup } | null>(
    null,
  );
  const [formKey, setFormKey] = useState(newFormKey);
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [focused, setFocused] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    setPhase({ kind: 'loading' });
    void (async () => {
      const started = await startCardSetup(formKey);
      if (cancelled) return;
      if (!started.ok) return setPhase({ kind: 'failed', message: started.message });
      let stripe: Stripe;
      try {
        stripe = await loadCardProcessor(started.setup.publishableKey);
      } catch {
        if (!cancelled) setPhase({ kind: 'failed', message: PaymentMessages.cardFormLoadFailed });
        return;
      }
      if (cancelled || !mountPoint.current) return;
      card = stripe.elements({ locale: locale === 'fr-CA' ? 'fr-CA' : 'en' }).create('card', {
        style: {
          base: { fontSize: '16px', color: theme.colors.text, fontFamily: theme.fonts.body },
          invalid: { color: theme.colors.danger },
        },
      });
      card.on('change', (event) => setFieldError(event.error?.message ?? null));
      card.on('focus', () => setFocused(true));
      card.on('blur', () => setFocused(false));
      card.mount(mountPoint.current);
      processor.current = { stripe, card, setup: started.setup };
      setPhase({ kind: 'ready' });
    })();
    return () => {
      cancelled = true;
      card?.destroy();
      processor.current = null;
    };
  }, [formKey, attempt, locale, startCardSetup, theme]);

  // A save under way (the state below lags a render behind a quick second press).
  const inFlight = useRef(false);

  /** Confirms the setup with Stripe, then has the server record the card; see LiveCardHandle. */
  async function save(): Promise<SavedCard | null> {
    const current = processor.current;
    if (inFlight.current || !current) return null;
    inFlight.current = true;
    try {
      return await confirmAndRecord(current);
    } finally {
      inFlight.current = false;
    }
  }
  useImperativeHandle(handle, () => ({ save }));

  async function confirmAndRecord(
    current: NonNullable<typeof processor.current>,
  ): Promise<SavedCard | null> {
    setBanner(null);
    setSaving(true);
    let setupIntentId: string;
    try {
      const { setupIntent, error } = await current.stripe.confirmCardSetup(
        current.setup.clientSecret,
        { payment_method: { card: current.card } },
      );
      if (error || !setupIntent) {
        setSaving(false);
        setFieldError(error?.message ?? PaymentMessages.declinedFallback);
        current.card.focus();
        return null;
      }
      setupIntentId = setupIntent.id;
    } catch {
      setSaving(false);
      setBanner(NETWORK_ERROR_MESSAGE);
      return null;
    }
    const outcome = await addCardFromSetup(setupIntentId, formKey);
    setSaving(false);
    if (!outcome.ok) {
      if (outcome.field) setFieldError(outcome.message);
      else setBanner(outcome.message);
      return null;
    }
    setFieldError(null);
    toast.show(t(PaymentMessages.cardAdded), { tone: 'success' });
    // A new setup for the next card (a setup saves one card).
    if (!embedded) setFormKey(newFormKey());
    onSaved?.(outcome.card);
    return outcome.card;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  const message = fieldError ? t(fieldError) : t('Your card details go straight to Stripe.');
  const body = (
    <>
      {banner && <Alert>{t(banner)}</Alert>}
      {phase.kind === 'failed' && (
        <>
          <Alert>{t(phase.message)}</Alert>
          <div>
            <Button type="button" $variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('Try again')}
            </Button>
          </div>
        </>
      )}
      {phase.kind === 'loading' && <Spinner label={t('Loading the card form…')} />}
      <Field hidden={phase.kind !== 'ready'}>
        <Label id={labelId} onClick={() => processor.current?.card.focus()}>
          {t('Card details')}
        </Label>
        <CardBox
          ref={mountPoint}
          role="group"
          aria-labelledby={labelId}
          aria-describedby={messageId}
          data-testid="card-element"
          $invalid={Boolean(fieldError)}
          $focused={focused}
        />
        <Message
          id={messageId}
          $error={Boolean(fieldError)}
          role={fieldError ? 'alert' : undefined}
        >
          {message}
        </Message>
      </Field>
      {phase.kind === 'ready' && (
        <div>
          <Button
            type={embedded ? 'button' : 'submit'}
            onClick={embedded ? () => void save() : undefined}
            disabled={saving || disabled}
          >
            {saving ? t('Saving your card…') : t('Save card')}
          </Button>
        </div>
      )}
    </>
  );
  return embedded ? (
    <Form as="div" role="group" aria-label={t('Add a card')}>
      {body}
    </Form>
  ) : (
    <Form onSubmit={submit} noValidate aria-label={t('Add a card')}>
      {body}
    </Form>
  );
}
