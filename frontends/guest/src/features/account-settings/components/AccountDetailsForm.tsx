import { AccountMessages, accountDetailsSchema, type AccountDetailsInput } from '@hearth/contracts';
import { useAuth, type AccountDetailsFragment } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Button, ErrorBanner, TextField } from '@hearth/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { SuccessNotice } from '../../../../../shared/account/Notice';
import { PhoneField } from '../../../../../shared/waitlist/PhoneField';
import { useUpdateAccount } from '../api/account';

const FIELDS = ['firstName', 'lastName', 'phone'] as const;
type FieldName = (typeof FIELDS)[number];

const fieldOf = (path: string): FieldName | null => {
  const last = path.split('.').pop() ?? path;
  return (FIELDS as readonly string[]).includes(last) ? (last as FieldName) : null;
};

const Form = styled.form`
  max-width: 28rem;
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing(3)};
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
    gap: 0;
  }
`;

/** The e-mail, shown but not edited here: text in a tinted box, so it never looks like an input. */
const Static = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
`;
const StaticLabel = styled.span`
  font-weight: 600;
  font-size: 0.9375rem;
`;
const StaticValue = styled.span`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;
`;
const StaticHint = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The account details form: first and last name (the sign-up rules), the e-mail (shown, not
 * editable here) and an optional phone after the fixed +1. Saving refreshes the session so the
 * header shows the new name.
 */
export function AccountDetailsForm({ account }: { account: AccountDetailsFragment }) {
  const t = useT();
  const { refresh } = useAuth();
  const update = useUpdateAccount();
  const emailLabel = useId();
  const [banner, setBanner] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AccountDetailsInput>({
    resolver: zodResolver(accountDetailsSchema),
    defaultValues: {
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    setSaved(false);
    const input = {
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone ?? null,
    };
    const outcome = await update(input);
    if (outcome.ok) {
      reset({ ...input, phone: input.phone ?? '' });
      setSaved(true);
      void refresh(); // the header's name comes from the session
      return;
    }
    const unplaced: string[] = outcome.message ? [outcome.message] : [];
    let focus = true;
    for (const { field, message } of outcome.fieldErrors) {
      const name = fieldOf(field);
      if (!name) unplaced.push(message);
      else {
        setError(name, { type: 'server', message }, { shouldFocus: focus });
        focus = false;
      }
    }
    if (unplaced.length) setBanner(unplaced.map((m) => t(m)).join(' '));
  });

  const message = (name: FieldName) => {
    const text = errors[name]?.message;
    return text ? t(text) : undefined;
  };
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('Account details')}>
      {saved && !isDirty && <SuccessNotice>{t(AccountMessages.accountSaved)}</SuccessNotice>}
      {banner && <ErrorBanner>{banner}</ErrorBanner>}
      <Row>
        <TextField
          label={t('First name')}
          autoComplete="given-name"
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
      <Static role="group" aria-labelledby={emailLabel}>
        <StaticLabel id={emailLabel}>{t('Email')}</StaticLabel>
        <StaticValue>{account.email}</StaticValue>
        <StaticHint>{t('Your e-mail is how you log in.')}</StaticHint>
      </Static>
      <PhoneField error={message('phone')} {...register('phone')} />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? t('Saving…') : t('Save details')}
      </Button>
    </Form>
  );
}
