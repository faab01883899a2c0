import { ROLE_LABELS, SIGN_UP_ROLES, signUpSchema } from '@hearth/contracts';
import { useAuth } from '@hearth/graphql-client/session';
import { useT } from '@hearth/i18n';
import { Button, ErrorBanner, TextField, useToast } from '@hearth/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Row, Switch, showOutcomeErrors } from './FormParts';

const FIELDS = ['email', 'password', 'firstName', 'lastName', 'role'] as const;

const Roles = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.spacing(2)};
    padding: 0;
  }
`;
const Choices = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(3)};
`;
const Choice = styled.label`
  flex: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
    width: 18px;
    height: 18px;
    margin: 0;
  }
`;
const FieldError = styled.p`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * Sign-up form: e-mail, password, first and last name and Guest/Chef role, validated with the
 * shared `signUpSchema` (same messages as the server); server ValidationError messages appear
 * under their fields, a ServerError as a banner. A new chef is taken to the chef dashboard.
 */
export default function SignUpForm({
  onDone,
  onSwitch,
}: {
  onDone: () => void;
  onSwitch: () => void;
}) {
  const { signUp } = useAuth();
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  const roleErrorId = useId();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', password: '', firstName: '', lastName: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    const outcome = await signUp(values);
    if (outcome.ok) {
      toast.show(t('Welcome to Hearth, {{name}}!', { name: outcome.user.firstName }), {
        tone: 'success',
      });
      onDone();
      if (outcome.user.role === 'CHEF') navigate('/chef/dashboard');
      return;
    }
    showOutcomeErrors(
      outcome,
      FIELDS,
      (name, message) => setError(name, { type: 'server', message }),
      setBanner,
      t,
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('Sign up')}>
      {banner && <ErrorBanner>{banner}</ErrorBanner>}
      <Row>
        <TextField
          label={t('First name')}
          autoComplete="given-name"
          data-autofocus
          error={errors.firstName?.message && t(errors.firstName.message)}
          {...register('firstName')}
        />
        <TextField
          label={t('Last name')}
          autoComplete="family-name"
          error={errors.lastName?.message && t(errors.lastName.message)}
          {...register('lastName')}
        />
      </Row>
      <TextField
        label={t('Email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message && t(errors.email.message)}
        {...register('email')}
      />
      <TextField
        label={t('Password')}
        type="password"
        autoComplete="new-password"
        hint={t('8 or more characters, with at least one letter and one number.')}
        error={errors.password?.message && t(errors.password.message)}
        {...register('password')}
      />
      <Roles aria-describedby={errors.role ? roleErrorId : undefined}>
        <legend>{t('I am joining as')}</legend>
        <Choices>
          {SIGN_UP_ROLES.map((role) => (
            <Choice key={role}>
              <input
                type="radio"
                value={role}
                aria-invalid={errors.role ? true : undefined}
                {...register('role')}
              />
              {t(ROLE_LABELS[role])}
            </Choice>
          ))}
        </Choices>
        {errors.role && (
          <FieldError id={roleErrorId} role="alert">
            {errors.role.message && t(errors.role.message)}
          </FieldError>
        )}
      </Roles>
      <Button type="submit" $block disabled={isSubmitting}>
        {isSubmitting ? t('Creating your account…') : t('Sign up')}
      </Button>
      <Switch>
        {t('Already have an account?')}{' '}
        <button type="button" onClick={onSwitch}>
          {t('Log in')}
        </button>
      </Switch>
    </form>
  );
}
