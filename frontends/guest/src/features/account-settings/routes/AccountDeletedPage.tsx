import { AccountMessages } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Link, Navigate, useLocation } from 'react-router';
import styled from 'styled-components';
import { SuccessNotice } from '../../../../../shared/account/Notice';
import { NotFoundText } from '../../../../../shared/not-found/translations';
import { Page } from '../../../components/layout';
import '../translations';

const Home = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
`;

/** Navigation state that `AccountSettingsPage` passes here once the account is gone. */
export interface AccountDeletedState {
  accountDeleted: true;
}

/**
 * `/user/account-deleted`: what a guest reads once their account is deleted
 * (docs/rules/accounts-and-admin.md#your-data) — the message of `AccountMessages.accountDeleted`
 * and a way back to the home page. Public (the guest is signed out by then); reached only from
 * the deletion, so a visitor who opens the address directly goes to explore instead.
 */
export function AccountDeletedPage() {
  const t = useT();
  const state = useLocation().state as AccountDeletedState | null;
  if (!state?.accountDeleted) return <Navigate to="/user/explore" replace />;
  return (
    <Page>
      <title>{`${t('Account settings')} · Hearth`}</title>
      <h1>{t('Account settings')}</h1>
      <SuccessNotice>{t(AccountMessages.accountDeleted)}</SuccessNotice>
      <Home to="/">{t(NotFoundText.backHome)}</Home>
    </Page>
  );
}
