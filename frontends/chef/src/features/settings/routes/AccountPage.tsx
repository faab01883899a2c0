import { useAuth } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { useToast } from '@hearth/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ChangePasswordForm } from '../../../../../shared/account/ChangePasswordForm';
import { NotificationPreferencesForm } from '../../../../../shared/account/NotificationPreferencesForm';
import { YourDataSection } from '../../../../../shared/account/YourDataSection';
import { PageFrame } from '../../../components/PageFrame';

const STATUS_LABELS: Record<string, string> = {
  INITIAL: 'Application not sent',
  PENDING: 'Application being processed',
  REJECTED: 'Application rejected',
  ACTIVE: 'Active',
};

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Section = styled.section`
  margin-top: ${({ theme }) => theme.spacing(6)};
  padding-top: ${({ theme }) => theme.spacing(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-size: 1.125rem;
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.spacing(4)};
  }
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * /chef/settings/account: the account's name, e-mail and status, payment info, and Change
 * password (the chef's other devices are signed out), notification preferences, and Your data:
 * download a copy, delete the account (what stays is said on screen; afterwards the chef is signed
 * out, lands on the home page and a notice says what happened).
 */
export function AccountPage() {
  const t = useT();
  const { user } = useAuth();
  const toast = useToast();
  return (
    <PageFrame title={t('Account')}>
      <Facts>
        <dt>{t('Name')}</dt>
        <dd>
          {user?.firstName} {user?.lastName}
        </dd>
        <dt>{t('E-mail')}</dt>
        <dd>{user?.email}</dd>
        <dt>{t('Status')}</dt>
        <dd>{t(STATUS_LABELS[user?.status ?? ''] ?? user?.status ?? '')}</dd>
      </Facts>
      <Section aria-labelledby="payment-info">
        <h2 id="payment-info">{t('Payment info')}</h2>
        <p>
          {t('Payouts for your orders go to the bank account on file.')}{' '}
          <Link to="/chef/settings/bank-details">{t('Bank details')}</Link>
        </p>
      </Section>
      <Section aria-labelledby="change-password">
        <h2 id="change-password">{t('Password')}</h2>
        <Muted>{t('Changing your password signs you out on your other devices.')}</Muted>
        <ChangePasswordForm />
      </Section>
      <Section aria-labelledby="notification-preferences">
        <h2 id="notification-preferences">{t('Notification preferences')}</h2>
        <NotificationPreferencesForm role="CHEF" />
      </Section>
      <Section aria-labelledby="your-data">
        <h2 id="your-data">{t('Your data')}</h2>
        <YourDataSection
          role="CHEF"
          onDeleted={(message) => toast.show(t(message), { tone: 'success', durationMs: 20_000 })}
        />
      </Section>
    </PageFrame>
  );
}
