import { AccountMessages } from '@hearth/contracts';
import { useAuth } from '@hearth/graphql-client/session';
import { useT } from '@hearth/i18n';
import { Button, ErrorBanner } from '@hearth/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { SuccessNotice } from '../../../../../shared/account/Notice';
import { settleWaitlistCall } from '../../../../../shared/waitlist/outcome';
import { useAuthModals } from '../../../lib/auth-modals';
import { useConfirmEmailChange } from '../api/account-links';
import '../translations';

const Wrap = styled.div`
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(8)} ${({ theme }) => theme.spacing(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  h1 {
    margin: 0;
    font-size: 1.75rem;
    /* two even lines at 375 px ('Confirm your / new e-mail'), never a break inside 'e-mail' */
    text-wrap: balance;
  }
  p {
    margin: 0;
  }
`;

/**
 * /confirm-email?token=…, the page of the link sent to a new address: one button confirms the
 * change (a button, not on load, so that mail scanners opening links spend nothing). Then the
 * person logs in with the new e-mail; an expired or used link says to ask again.
 */
export default function ConfirmEmailPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { status, logOut } = useAuth();
  const { openAuthModal } = useAuthModals();
  const [confirm] = useConfirmEmailChange();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onConfirm = async () => {
    setBusy(true);
    setError(null);
    const outcome = await settleWaitlistCall(
      'EmailChange',
      async () => (await confirm({ variables: { input: { token } } })).data?.confirmEmailChange,
    );
    setBusy(false);
    if (outcome.ok) {
      setDone(true);
      if (status === 'signedIn') await logOut(); // the session still carries the old address
      return;
    }
    setError(t(outcome.fieldErrors[0]?.message ?? outcome.message ?? ''));
  };

  return (
    <Wrap>
      <title>{`${t('Confirm your new e-mail')} · Hearth`}</title>
      <h1>{t('Confirm your new e-mail')}</h1>
      {done ? (
        <>
          <SuccessNotice>{t(AccountMessages.emailChanged)}</SuccessNotice>
          <div>
            <Button type="button" onClick={() => openAuthModal('logIn')}>
              {t('Log in')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{t('Use this address for your Hearth account from now on?')}</p>
          {error && <ErrorBanner>{error}</ErrorBanner>}
          <div>
            <Button
              type="button"
              onClick={() => void onConfirm()}
              disabled={busy || !token}
              aria-busy={busy || undefined}
            >
              {busy ? t('Confirming…') : t('Confirm my new e-mail')}
            </Button>
          </div>
        </>
      )}
    </Wrap>
  );
}
