import { guestWaitlistSchema } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button, ErrorBanner, TextField } from '@hearth/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled, { keyframes } from 'styled-components';
import type { z } from 'zod';
import type { WaitlistOutcome } from './outcome';
import { PhoneField } from './PhoneField';
import './translations';

/**
 * The person fields both waitlists ask for. `chefWaitlistSchema` is these plus `chefType`, which
 * the chef modal adds itself, so one schema (the contract's) validates both forms.
 */
const personSchema = guestWaitlistSchema;
type PersonInput = z.input<typeof personSchema>;
/** A valid waitlist person, normalised by the contract (e-mail lower-cased, phone null if empty). */
export type WaitlistPerson = z.output<typeof personSchema>;

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'postalCode'] as const;
type FieldName = (typeof FIELDS)[number];

/** A server FieldError path (`email` or `input.email`) → the field it belongs to, if any. */
function fieldOf(path: string): FieldName | null {
  const last = path.split('.').pop() ?? path;
  return (FIELDS as readonly string[]).includes(last) ? (last as FieldName) : null;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing(3)};
  @media (max-width: 420px) {
    grid-template-columns: 1fr;
    gap: 0;
  }
`;
const Submit = styled(Button)`
  margin-top: ${({ theme }) => theme.spacing(2)};
  white-space: normal;
  text-align: center;
  padding-block: ${({ theme }) => theme.spacing(2)};
`;
const spin = keyframes`to { transform: rotate(360deg); }`;
/** Progress ring on the (orange) submit button; the button text says 'Sending…' for readers. */
const Busy = styled.span`
  width: 1em;
  height: 1em;
  flex: 0 0 auto;
  border: 2px solid rgba(255, 255, 255, 0.45);
  border-top-color: #fff;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/** Props of {@link WaitlistForm}. */
export interface WaitlistFormProps {
  /** Accessible name of the form, translated (e.g. 'Join the Beta chef waitlist'). */
  label: string;
  /** Text of the submit button, translated. */
  submitLabel: string;
  /** Sends the valid values; see `settleWaitlistCall` for the outcome. */
  onSubmit: (person: WaitlistPerson) => Promise<WaitlistOutcome>;
  /** Called once the server accepted the person (e.g. to switch to the thank-you view). */
  onSuccess: (person: WaitlistPerson) => void;
}

/**
 * The waitlist form shared by the chef (beta, founder) and guest waitlists: first and
 * last name, e-mail, optional phone after a fixed +1, postal code (labelled 'Zip code' in en-US).
 * Invalid fields show their contract message and nothing is sent; a server ValidationError shows
 * each message under its field; anything else (ServerError, rate limit, network) the first error
 * message in a banner. Focus goes to the first invalid field; one request at a time.
 */
export function WaitlistForm({ label, submitLabel, onSubmit, onSuccess }: WaitlistFormProps) {
  const t = useT();
  const [banner, setBanner] = useState<string | null>(null);
  const inFlight = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PersonInput, unknown, WaitlistPerson>({
    resolver: zodResolver(personSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', postalCode: '' },
  });
  const message = (name: FieldName) => {
    const text = errors[name]?.message;
    return text ? t(text) : undefined;
  };

  const submit = handleSubmit(async (person) => {
    if (inFlight.current) return; // a second click while the first request is on its way
    inFlight.current = true;
    setBanner(null);
    try {
      const outcome = await onSubmit(person);
      if (outcome.ok) {
        onSuccess(person);
        return;
      }
      const unplaced: string[] = [];
      let first = true;
      for (const { field, message: text } of outcome.fieldErrors) {
        const name = fieldOf(field);
        if (!name) {
          unplaced.push(text);
          continue;
        }
        setError(name, { type: 'server', message: text }, { shouldFocus: first });
        first = false;
      }
      const shown = outcome.message ?? unplaced[0];
      if (shown) setBanner(shown);
    } finally {
      inFlight.current = false;
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label} aria-busy={isSubmitting || undefined}>
      {banner && <ErrorBanner>{t(banner)}</ErrorBanner>}
      <Row>
        <TextField
          label={t('First name')}
          autoComplete="given-name"
          data-autofocus
          error={message('firstName')}
          {...register('firstName')}
        />
        <TextField
          label={t('Last name')}
          autoComplete="family-name"
          error={message('lastName')}
          {...register('lastName')}
        />
      </Row>
      <TextField
        label={t('Email')}
        type="email"
        autoComplete="email"
        error={message('email')}
        {...register('email')}
      />
      <PhoneField error={message('phone')} {...register('phone')} />
      <TextField
        label={t('Postal code')}
        autoComplete="postal-code"
        autoCapitalize="characters"
        error={message('postalCode')}
        {...register('postalCode')}
      />
      <Submit type="submit" $block disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <Busy aria-hidden="true" />
            {t('Sending…')}
          </>
        ) : (
          submitLabel
        )}
      </Submit>
    </form>
  );
}
