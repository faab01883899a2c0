import {
  AccountMessages,
  requestEmailChangeSchema,
  type RequestEmailChangeInput,
} from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button, ErrorBanner, TextField } from '@hearth/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { SuccessNotice } from '../../../../../shared/account/Notice';
import { useRequestEmailChange } from '../api/use-request-email-change';

const Form = styled.form`
  max-width: 28rem;
`;

/**
 * Change e-mail: the new address and the password. A link goes to the new address (once, 24
 * hours) and a notice to the current one; nothing changes until the link is opened, which the
 * success message says.
 */
export function ChangeEmailForm() {
  const t = useT();
  const requestEmailChange = useRequestEmailChange();
  const [banner, setBanner] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RequestEmailChangeInput>({
    resolver: zodResolver(requestEmailChangeSchema),
    defaultValues: { newEmail: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    setSentTo(null);
    const outcome = await requestEmailChange(values);
    if (outcome.ok) {
      setSentTo(values.newEmail);
      reset({ newEmail: '', password: '' });
      return;
    }
    const unplaced: string[] = outcome.message ? [outcome.message] : [];
    let focus = true;
    for (const { field, message } of outcome.fieldErrors) {
      const name = field.endsWith('newEmail')
        ? 'newEmail'
        : field.endsWith('password')
          ? 'password'
          : null;
      if (!name) unplaced.push(message);
      else {
        setError(name, { type: 'server', message }, { shouldFocus: focus });
        focus = false;
      }
    }
    if (unplaced.length) setBanner(unplaced.map((m) => t(m)).join(' '));
  });

  const message = (name: 'newEmail' | 'password') => {
    const text = errors[name]?.message;
    return text ? t(text) : undefined;
  };
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('Change e-mail')}>
      {sentTo && <SuccessNotice>{t(AccountMessages.emailChangeSent)}</SuccessNotice>}
      {banner && <ErrorBanner>{banner}</ErrorBanner>}
      <TextField
        type="email"
        label={t('New e-mail')}
        autoComplete="email"
        error={message('newEmail')}
        {...register('newEmail')}
      />
      <TextField
        type="password"
        label={t('Password')}
        autoComplete="current-password"
        error={message('password')}
        {...register('password')}
      />
      <Button
        type="submit"
        $variant="secondary"
        disabled={isSubmitting}
        aria-busy={isSubmitting || undefined}
      >
        {isSubmitting ? t('Sending…') : t('Send confirmation link')}
      </Button>
    </Form>
  );
}
