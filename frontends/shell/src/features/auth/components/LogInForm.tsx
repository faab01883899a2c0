import { logInSchema } from '@hearth/contracts';
import { useAuth } from '@hearth/graphql-client/session';
import { useT } from '@hearth/i18n';
import { Button, ErrorBanner, TextField, useToast } from '@hearth/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Forgot, Switch, showOutcomeErrors } from './FormParts';

const FIELDS = ['email', 'password'] as const;

/** Log-in form: the `logInSchema` contract client-side, server messages under fields or as a banner. */
export default function LogInForm({
  onDone,
  onSwitch,
  onForgotPassword,
}: {
  onDone: () => void;
  onSwitch: () => void;
  /** 'Forgot password?': opens the reset-link form with the e-mail typed so far. */
  onForgotPassword?: (email: string) => void;
}) {
  const { logIn } = useAuth();
  const toast = useToast();
  const t = useT();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(logInSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    const outcome = await logIn(values);
    if (outcome.ok) {
      toast.show(t('Welcome back, {{name}}!', { name: outcome.user.firstName }), {
        tone: 'success',
      });
      onDone();
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
    <form onSubmit={onSubmit} noValidate aria-label={t('Log in')}>
      {banner && <ErrorBanner>{banner}</ErrorBanner>}
      <TextField
        label={t('Email')}
        type="email"
        autoComplete="email"
        data-autofocus
        error={errors.email?.message && t(errors.email.message)}
        {...register('email')}
      />
      <TextField
        label={t('Password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message && t(errors.password.message)}
        {...register('password')}
      />
      {onForgotPassword && (
        <Forgot>
          <button type="button" onClick={() => onForgotPassword(getValues('email').trim())}>
            {t('Forgot password?')}
          </button>
        </Forgot>
      )}
      <Button type="submit" $block disabled={isSubmitting}>
        {isSubmitting ? t('Logging in…') : t('Log in')}
      </Button>
      <Switch>
        {t('New to Hearth?')}{' '}
        <button type="button" onClick={onSwitch}>
          {t('Sign up')}
        </button>
      </Switch>
    </form>
  );
}
