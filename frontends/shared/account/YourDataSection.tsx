import { AccountMessages, deleteAccountSchema, type DeleteAccountInput } from '@hearth/contracts';
import { useAuth } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Button, ErrorBanner, TextField, downloadTextFile } from '@hearth/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useDeleteAccount, useExportMyData } from './privacy-api';
import './translations';

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  max-width: 28rem;
  h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
  p {
    margin: 0;
  }
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const DangerButton = styled(Button)`
  background: ${({ theme }) => theme.colors.danger};
  border-color: ${({ theme }) => theme.colors.danger};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.danger};
    filter: brightness(0.9);
  }
`;

/** What deleting removes and what stays, per role (shown above the password). */
const WHAT_DELETING_DOES = {
  GUEST:
    'Your name, e-mail, phone and addresses are removed from every part of Hearth and you are signed out. The totals of your past orders stay in our books; your reviews stay as “Former guest”. This cannot be undone.',
  CHEF: 'Your name, e-mail, phone, chef profile, bank details and your kitchen’s street address are removed from every part of Hearth, your restaurant is hidden from guests for good and you are signed out. Your past orders, payouts and ledger entries stay in our books, as the law requires; your messages to guests are removed. This cannot be undone.',
} as const;

/**
 * Your data (the guest's account settings and the chef's account page): download a copy (JSON,
 * from every service that holds personal data) and delete the account (the password confirms
 * it, and a second click on the red button). The text says, per role, what goes and what stays.
 * After deletion the page forgets the session and says what happened (`onDeleted` gets the
 * message: `accountDeleted`, or `chefAccountDeleted` for a chef).
 */
export function YourDataSection({
  role = 'GUEST',
  onDeleted,
}: {
  role?: 'GUEST' | 'CHEF';
  onDeleted: (message: string) => void;
}) {
  const t = useT();
  const { logOut } = useAuth();
  const exportData = useExportMyData();
  const remove = useDeleteAccount();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const json = await exportData();
      downloadTextFile(
        json,
        `hearth-my-data-${new Date().toISOString().slice(0, 10)}.json`,
        'application/json',
      );
    } catch {
      setDownloadError(t('We could not prepare your data. Try again.'));
    } finally {
      setDownloading(false);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!confirming) {
      setConfirming(true);
      return;
    }
    setBanner(null);
    const outcome = await remove(values);
    if (outcome.ok) {
      await logOut();
      onDeleted(
        role === 'CHEF' ? AccountMessages.chefAccountDeleted : AccountMessages.accountDeleted,
      );
      return;
    }
    setConfirming(false);
    const field = outcome.fieldErrors.find((e) => e.field.endsWith('password'));
    if (field)
      setError('password', { type: 'server', message: field.message }, { shouldFocus: true });
    else setBanner(t(outcome.message ?? outcome.fieldErrors[0]?.message ?? ''));
  });

  const passwordError = errors.password?.message;
  return (
    <>
      <Block>
        <h3>{t('Download your data')}</h3>
        <Muted as="p">
          {t(
            'A JSON file with your account, orders, payments, notifications, sign-ups, newsletters, reviews and favourites as Hearth holds them.',
          )}
        </Muted>
        {downloadError && <ErrorBanner>{downloadError}</ErrorBanner>}
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => void download()}
            disabled={downloading}
            aria-busy={downloading || undefined}
          >
            {downloading ? t('Preparing…') : t('Download my data')}
          </Button>
        </Actions>
      </Block>
      <Block as="form" onSubmit={onSubmit} noValidate aria-label={t('Delete account')}>
        <h3>{t('Delete account')}</h3>
        <Muted as="p">{t(WHAT_DELETING_DOES[role])}</Muted>
        {banner && <ErrorBanner>{banner}</ErrorBanner>}
        <TextField
          type="password"
          label={t('Password')}
          autoComplete="current-password"
          error={passwordError ? t(passwordError) : undefined}
          {...register('password', { onChange: () => setConfirming(false) })}
        />
        {confirming && (
          <p role="alert">
            {t('Delete your account for good? Press the button again to confirm.')}
          </p>
        )}
        <Actions>
          <DangerButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting
              ? t('Deleting…')
              : confirming
                ? t('Yes, delete my account')
                : t('Delete my account')}
          </DangerButton>
          {confirming && (
            <Button type="button" $variant="secondary" onClick={() => setConfirming(false)}>
              {t('Keep my account')}
            </Button>
          )}
        </Actions>
      </Block>
    </>
  );
}
