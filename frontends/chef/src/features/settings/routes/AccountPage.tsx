import { useAuth } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/PageFrame';

const STATUS_LABELS: Record<string, string> = {
  INITIAL: 'Application not sent',
  PENDING: 'Application being processed',
  REJECTED: 'Application rejected',
  ACTIVE: 'Active',
};

/** /chef/settings/account: the account's e-mail and status, and payment info. */
export function AccountPage() {
  const t = useT();
  const { user } = useAuth();
  return (
    <PageFrame title={t('Account')}>
      <dl>
        <dt>{t('Name')}</dt>
        <dd>
          {user?.firstName} {user?.lastName}
        </dd>
        <dt>{t('E-mail')}</dt>
        <dd>{user?.email}</dd>
        <dt>{t('Status')}</dt>
        <dd>{t(STATUS_LABELS[user?.status ?? ''] ?? user?.status ?? '')}</dd>
      </dl>
      <h2 style={{ fontSize: '1.125rem' }}>{t('Payment info')}</h2>
      <p>
        {t('Payouts for your orders go to the bank account on file.')}{' '}
        <Link to="/chef/settings/bank-details">{t('Bank details')}</Link>
      </p>
    </PageFrame>
  );
}
