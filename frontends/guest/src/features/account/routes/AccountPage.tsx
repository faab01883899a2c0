import { useT } from '@hearth/i18n';
import { Card } from '@hearth/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Page } from '../../../components/layout';
import '../../../lib/payments/translations';
import '../translations';

const Entries = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/**
 * Settings (/user/settings; the profile menu's /user/account leads here): account settings
 * (/user/settings/account-settings), payment methods (/user/settings/payment), weekly orders
 * (/user/weekly-orders), help reports
 * (/user/settings/help-report) and About (/user/settings/about).
 */
export function AccountPage() {
  const t = useT();
  return (
    <Page>
      <title>{`${t('Settings')} · Hearth`}</title>
      <h1>{t('Settings')}</h1>
      <Card as="nav" aria-label={t('Settings')}>
        <Entries>
          <li>
            <Link to="/user/settings/account-settings">{t('Account settings')}</Link>
          </li>
          <li>
            <Link to="/user/settings/payment">{t('Payment methods')}</Link>
          </li>
          <li>
            <Link to="/user/weekly-orders">{t('Weekly orders')}</Link>
          </li>
          <li>
            <Link to="/user/settings/help-report">{t('Report a problem')}</Link>
          </li>
          <li>
            <Link to="/user/settings/about">{t('About Hearth')}</Link>
          </li>
        </Entries>
      </Card>
    </Page>
  );
}
