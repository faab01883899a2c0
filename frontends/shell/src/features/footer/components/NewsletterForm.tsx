import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { newsletterSchema, type NewsletterInput } from '@hearth/contracts';
import { NETWORK_ERROR_MESSAGE } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Button, ErrorBanner, TextField, useToast } from '@hearth/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useSubscribeNewsletter } from '../api/use-subscribe-newsletter';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const ThankYou = styled.div`
  text-align: center;
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing(6)};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;
const Check = styled.span`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-size: 1.75rem;
  font-weight: 800;
`;

/** Which form field a server FieldError path (`email`, `input.email`) belongs to, if any. */
function isEmailField(path: string): boolean {
  return (path.split('.').pop() ?? path) === 'email';
}

/**
 * The newsletter sign-up (e-mail required and valid; SubscribeNewsletter with role Chef). Invalid
 * input shows the contract message under the field and sends nothing; a server ValidationError goes
 * under its field (a duplicate gets `WaitlistMessages.alreadySubscribed`); a ServerError, a GraphQL
 * error (e.g. the rate limit) or an unreachable gateway shows the first error message in a banner;
 * success shows a thank-you view and a success notice.
 */
export default function NewsletterForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const toast = useToast();
  const [subscribe] = useSubscribeNewsletter();
  const [banner, setBanner] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: '', role: 'CHEF' },
  });
  // The form arrives after the modal opened (lazy chunk): move focus into the field then.
  useEffect(() => setFocus('email'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const { data } = await subscribe({
        variables: { input: { email: values.email, role: 'CHEF' } },
      });
      const result = data?.subscribeNewsletter;
      if (!result) {
        setBanner(NETWORK_ERROR_MESSAGE);
      } else if (result.__typename === 'NewsletterSubscription') {
        setSubscribed(result.email);
        toast.show(t('You are subscribed to the Hearth newsletter.'), { tone: 'success' });
      } else if (result.__typename === 'ValidationError') {
        const unplaced: string[] = [];
        for (const { field, message } of result.errors) {
          if (isEmailField(field)) setError('email', { type: 'server', message });
          else unplaced.push(message);
        }
        if (unplaced.length > 0) setBanner(unplaced[0]);
      } else {
        setBanner(result.message);
      }
    } catch (error) {
      setBanner(
        CombinedGraphQLErrors.is(error) && error.errors[0]
          ? error.errors[0].message
          : NETWORK_ERROR_MESSAGE,
      );
    }
  });

  if (subscribed) {
    return (
      <ThankYou data-testid="newsletter-thank-you">
        <Check aria-hidden="true">✓</Check>
        <h3>{t('Thank you for subscribing!')}</h3>
        <p>{t('We will send the next Hearth newsletter to {{email}}.', { email: subscribed })}</p>
        <Button onClick={onDone} data-autofocus>
          {t('Done')}
        </Button>
      </ThankYou>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('Subscribe to our newsletter')}>
      {banner && <ErrorBanner>{t(banner)}</ErrorBanner>}
      <Intro>
        {t(
          'New chefs, seasonal dishes and cooking sessions near you, about twice a month. Unsubscribe at any time.',
        )}
      </Intro>
      <TextField
        label={t('Email')}
        type="email"
        autoComplete="email"
        data-autofocus
        error={errors.email?.message && t(errors.email.message)}
        {...register('email')}
      />
      <Button type="submit" $block disabled={isSubmitting}>
        {isSubmitting ? t('Subscribing…') : t('Subscribe')}
      </Button>
    </form>
  );
}
