import { useT } from '@hearth/i18n';
import { TextField } from '@hearth/ui';
import type { FieldError, Path, UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import './translations';

const Show = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 44px;
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** What a form that uses the pair holds (among its other fields). */
export interface NewPasswordPair {
  newPassword: string;
  confirmPassword: string;
}

/**
 * "New password" (with the sign-up rules as its hint) and "Confirm new password", then the
 * "Show passwords" switch — the pair every form that sets a password uses (change password in the
 * guest's and chef's settings, the shell's reset-password page). Both fields are
 * `autoComplete="new-password"`, so a password manager offers to generate and save one.
 *
 * The form owns the values and the rules (`register` is its react-hook-form `register`) (`changePasswordFormSchema`, `resetPasswordFormSchema`:
 * 8–128 characters with a letter and a digit; the two must match): `errors` are its
 * react-hook-form errors, shown translated under their field. `visible` (plain text instead of
 * dots) is the form's too, so a form with more password fields (the current password) shows them
 * alike; `onVisibleChange` flips it.
 */
export function NewPasswordFields<T extends NewPasswordPair>({
  register,
  errors,
  visible,
  onVisibleChange,
}: {
  register: UseFormRegister<T>;
  errors: { newPassword?: FieldError; confirmPassword?: FieldError };
  visible: boolean;
  onVisibleChange: (visible: boolean) => void;
}) {
  const t = useT();
  const message = (error: FieldError | undefined) =>
    error?.message ? t(error.message) : undefined;
  const type = visible ? 'text' : 'password';
  // T has both fields (T extends NewPasswordPair); TypeScript cannot tell a generic's paths.
  const newPassword = 'newPassword' as Path<T>;
  const confirmPassword = 'confirmPassword' as Path<T>;
  return (
    <>
      <TextField
        label={t('New password')}
        type={type}
        autoComplete="new-password"
        hint={t('8 or more characters, with at least one letter and one number.')}
        error={message(errors.newPassword)}
        {...register(newPassword)}
      />
      <TextField
        label={t('Confirm new password')}
        type={type}
        autoComplete="new-password"
        error={message(errors.confirmPassword)}
        {...register(confirmPassword)}
      />
      <Show>
        <input
          type="checkbox"
          checked={visible}
          onChange={(e) => onVisibleChange(e.target.checked)}
        />
        {t('Show passwords')}
      </Show>
    </>
  );
}
