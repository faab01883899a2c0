import {
  AccountMessages,
  changePasswordFormSchema,
  type ChangePasswordFormInput,
} from '@hearth/contracts';
import { useAuth } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Button, ErrorBanner, TextField } from '@hearth/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { NewPasswordFields } from './NewPasswordFields';
import { SuccessNotice } from './Notice';
import './translations';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type FieldName = (typeof FIELDS)[number];

/** A server FieldError path (`newPassword` or `input.newPassword`) → the form's field, if any. */
function fieldOf(path: string): FieldName | null {
  const last = path.split('.').pop() ?? path;
  return (FIELDS as readonly string[]).includes(last) ? (last as FieldName) : null;
}

const Form = styled.form`
  max-width: 28rem;
`;

/**
 * Change password (the guest's account settings and the chef's account page): the current
 * password, the new one (the sign-up rules) typed twice. Invalid input shows the contract messages
 * under the fields and sends nothing; the server's refusals (a wrong current password, the same
 * password again) go under their fields, anything else in a banner. On success the tab goes on
 * with the new session (every other device is signed out), the fields empty and a notice says so.
 */
export function ChangePasswordForm() {
  const t = useT();
  const { changePassword } = useAuth();
  const [banner, setBanner] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [visible, setVisible] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setBanner(null);
    setChanged(false);
    const outcome = await changePassword({ currentPassword, newPassword });
    if (outcome.ok) {
      reset();
      setChanged(true);
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
  const type = visible ? 'text' : 'password';
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('Change password')}>
      {changed && <SuccessNotice>{t(AccountMessages.passwordChanged)}</SuccessNotice>}
      {banner && <ErrorBanner>{banner}</ErrorBanner>}
      <TextField
        label={t('Current password')}
        type={type}
        autoComplete="current-password"
        error={message('currentPassword')}
        {...register('currentPassword')}
      />
      <NewPasswordFields
        register={register}
        errors={errors}
        visible={visible}
        onVisibleChange={setVisible}
      />
      <div>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? t('Changing password…') : t('Change password')}
        </Button>
      </div>
    </Form>
  );
}
