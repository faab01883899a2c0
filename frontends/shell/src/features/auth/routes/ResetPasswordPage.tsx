import {
  AccountMessages,
  resetPasswordFormSchema,
  type ResetPasswordFormInput,
} from '@hearth/contracts';
import { useAuth } from '@hearth/graphql-client/session';
import { useT } from '@hearth/i18n';
import { Button, Card, ErrorBanner } from '@hearth/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { NewPasswordFields } from '../../../../../shared/account/NewPasswordFields';
import { SuccessNotice } from '../../../../../shared/account/Notice';
import { settleWaitlistCall } from '../../../../../shared/waitlist/outcome';
import { useAuthModals } from '../../../lib/auth-modals';
import { useResetPassword } from '../api/account-links';
import '../translations';

const Wrap = styled.div`
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(8)} ${({ theme }) => theme.spacing(4)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-size: 1.75rem;
  }
  h1:focus {
    outline: none;
  }
`;
const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const FIELDS = ['newPassword', 'confirmPassword'] as const;

/**
 * /reset-password?token=…, the page of the e-mailed link: a new password (the sign-up rules)
 * typed twice, sent with the link's token. Success says every device was signed out (this tab too)
 * and offers Log in; a used, expired or missing link says so and offers a new one ('Forgot
 * password?'). The page sends no referrer, so the token never leaves in a Referer header.
 */
export default function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { status, logOut } = useAuth();
  const { openAuthModal } = useAuthModals();
  const [reset] = useResetPassword();
  const [banner, setBanner] = useState<string | null>(null);
  const [linkSpent, setLinkSpent] = useState(!token);
  const [done, setDone] = useState(false);
  const [visible, setVisible] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  useEffect(() => {
    if (done) heading.current?.focus();
    else if (!linkSpent) setFocus('newPassword');
  }, [done, linkSpent, setFocus]);

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setBanner(null);
    const outcome = await settleWaitlistCall(
      'PasswordReset',
      async () =>
        (await reset({ variables: { input: { token, newPassword } } })).data?.resetPassword,
    );
    if (outcome.ok) {
      setDone(true);
      // Every session of the account was signed out, this tab's included.
      if (status === 'signedIn') void logOut();
      return;
    }
    const unplaced = outcome.message ? [outcome.message] : [];
    for (const { field, message } of outcome.fieldErrors) {
      const name = FIELDS.find((f) => f === (field.split('.').pop() ?? field));
      if (name) setError(name, { type: 'server', message }, { shouldFocus: true });
      else if (field === 'token') setLinkSpent(true);
      else unplaced.push(message);
    }
    if (unplaced.length) setBanner(unplaced.map((m) => t(m)).join(' '));
  });

  return (
    <Wrap>
      <title>{`${t('Choose a new password')} · Hearth`}</title>
      <meta name="referrer" content="no-referrer" />
      <Card>
        <h1 ref={heading} tabIndex={-1}>
          {done ? t('Password reset') : t('Choose a new password')}
        </h1>
        {done ? (
          <>
            <SuccessNotice>{t(AccountMessages.passwordReset)}</SuccessNotice>
            <Button type="button" onClick={() => openAuthModal('logIn')}>
              {t('Log in')}
            </Button>
          </>
        ) : linkSpent ? (
          <>
            <ErrorBanner>{t(AccountMessages.resetLinkInvalid)}</ErrorBanner>
            <Actions>
              <Button type="button" onClick={() => openAuthModal('forgotPassword')}>
                {t('Ask for a new link')}
              </Button>
            </Actions>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label={t('Choose a new password')}>
            <Intro>{t('Every device signed in to your account will be signed out.')}</Intro>
            {banner && <ErrorBanner>{banner}</ErrorBanner>}
            <NewPasswordFields
              register={register}
              errors={errors}
              visible={visible}
              onVisibleChange={setVisible}
            />
            <Button
              type="submit"
              $block
              disabled={isSubmitting}
              aria-busy={isSubmitting || undefined}
            >
              {isSubmitting ? t('Saving…') : t('Reset password')}
            </Button>
          </form>
        )}
      </Card>
    </Wrap>
  );
}
