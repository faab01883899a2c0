import {
  AccountMessages,
  requestPasswordResetSchema,
  type RequestPasswordResetInput,
} from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button, ErrorBanner, TextField } from '@hearth/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { settleWaitlistCall } from '../../../../../shared/waitlist/outcome';
import { useRequestPasswordReset } from '../api/account-links';
import { Switch } from './FormParts';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Sent = styled.div`
  text-align: center;
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-size: 1.25rem;
  }
  h3:focus {
    outline: none;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing(6)};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;
const Mail = styled.span`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-size: 1.5rem;
`;

/**
 * 'Forgot password?': asks for the account's e-mail (the contract's rule) and sends
 * RequestPasswordReset. The answer is the same whether or not an account uses the address ('If
 * an account uses this e-mail…'), shown in place of the form with 'Back to log in'. A server
 * refusal goes under the field; the rate limit, a ServerError or an unreachable gateway in a
 * banner.
 */
export default function ForgotPasswordForm({
  email = '',
  onBackToLogIn,
}: {
  /** Pre-filled from the log-in form. */
  email?: string;
  onBackToLogIn: () => void;
}) {
  const t = useT();
  const [request] = useRequestPasswordReset();
  const [banner, setBanner] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<RequestPasswordResetInput>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email },
  });
  useEffect(() => setFocus('email'), [setFocus]);
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    let message: string | null = null;
    const outcome = await settleWaitlistCall('PasswordResetRequest', async () => {
      const result = (await request({ variables: { input: values } })).data?.requestPasswordReset;
      if (result?.__typename === 'PasswordResetRequest') message = result.message;
      return result;
    });
    if (outcome.ok) {
      setSent(message ?? AccountMessages.resetLinkSent);
      return;
    }
    const unplaced = outcome.message ? [outcome.message] : [];
    for (const { field, message: text } of outcome.fieldErrors) {
      if ((field.split('.').pop() ?? field) === 'email')
        setError('email', { type: 'server', message: text }, { shouldFocus: true });
      else unplaced.push(text);
    }
    if (unplaced.length) setBanner(unplaced.map((m) => t(m)).join(' '));
  });

  if (sent)
    return (
      <Sent role="status">
        <Mail aria-hidden="true">✉</Mail>
        <h3 ref={sentHeading} tabIndex={-1}>
          {t('Check your inbox')}
        </h3>
        <p>{t(sent)}</p>
        <Button type="button" $block onClick={onBackToLogIn}>
          {t('Back to log in')}
        </Button>
      </Sent>
    );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('Reset your password')}>
      <Intro>
        {t(
          'Enter the e-mail of your account and we will send you a link to choose a new password.',
        )}
      </Intro>
      {banner && <ErrorBanner>{banner}</ErrorBanner>}
      <TextField
        label={t('Email')}
        type="email"
        autoComplete="email"
        data-autofocus
        error={errors.email?.message && t(errors.email.message)}
        {...register('email')}
      />
      <Button type="submit" $block disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? t('Sending…') : t('Send the link')}
      </Button>
      <Switch>
        {t('Remembered it?')}{' '}
        <button type="button" onClick={onBackToLogIn}>
          {t('Log in')}
        </button>
      </Switch>
    </form>
  );
}
