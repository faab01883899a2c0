import { useAuth, type UserStatus } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Button, Card } from '@hearth/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useRejectionReason } from '../api/use-rejection-reason';
import '../translations';

const Page = styled.div`
  display: flex;
  justify-content: center;
  width: 100%;
  padding: ${({ theme }) => theme.spacing(10)} ${({ theme }) => theme.spacing(4)};
`;
const Panel = styled(Card)`
  max-width: 560px;
  width: 100%;
  text-align: center;
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing(3)};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Reason = styled.p`
  && {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * The 'application is being processed' screen for a PENDING or REJECTED chef: says the
 * application is answered within 2 days; a REJECTED chef also sees the admin's
 * reason when the users service has one (`me.chefProfile.rejectionReason`). "Check my application
 * status" refreshes the session (the status lives in the token), so an approved chef reaches the
 * dashboard without logging in again. Every text follows the current locale.
 */
export function ApplicationProcessing({ status }: { status: UserStatus }) {
  const t = useT();
  const reason = useRejectionReason(status);
  const { refresh } = useAuth();
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState(false);
  const check = async (): Promise<void> => {
    setChecking(true);
    await refresh();
    setChecking(false);
    setChecked(true);
  };
  return (
    <Page>
      <Panel as="section" aria-labelledby="application-processing-title">
        <h1 id="application-processing-title">{t('Your application is being processed')}</h1>
        <p>
          {t(
            'Thank you for applying to cook on Hearth. Our team reviews every application and answers within 2 days (usually 1-2 days).',
          )}
        </p>
        {status === 'REJECTED' && (
          <>
            <p>{t('Your application was not approved.')}</p>
            {reason && (
              <Reason data-testid="rejection-reason">{t('Reason: {{reason}}', { reason })}</Reason>
            )}
          </>
        )}
        {status === 'PENDING' && (
          <>
            <Button $variant="secondary" disabled={checking} onClick={() => void check()}>
              {checking ? t('Checking…') : t('Check my application status')}
            </Button>
            <p role="status">
              {checked && !checking ? t('Your application is still being reviewed.') : ''}
            </p>
          </>
        )}
      </Panel>
    </Page>
  );
}
