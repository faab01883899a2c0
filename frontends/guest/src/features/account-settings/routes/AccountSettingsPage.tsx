import { KitchenMessages } from '@hearth/contracts';
import { useAuth } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Button, Card, EmptyState, Spinner } from '@hearth/ui';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { ChangePasswordForm } from '../../../../../shared/account/ChangePasswordForm';
import { NotificationPreferencesForm } from '../../../../../shared/account/NotificationPreferencesForm';
import { YourDataSection } from '../../../../../shared/account/YourDataSection';
import { requestAuthModal } from '../../../../../shared/auth-modal-request';
import { LoadFailed } from '../../../components/ListStates';
import { Muted, Page } from '../../../components/layout';
import { useAccount } from '../api/account';
import { AccountDetailsForm } from '../components/AccountDetailsForm';
import { ChangeEmailForm } from '../components/ChangeEmailForm';
import { DefaultAddressForm } from '../components/DefaultAddressForm';
import { DietaryProfileForm } from '../components/DietaryProfileForm';
import '../translations';
import type { AccountDeletedState } from './AccountDeletedPage';

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  > p {
    margin: 0;
  }
`;
const Back = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * /user/settings/account-settings: the signed-in user's account details (names, e-mail shown,
 * phone after the fixed +1) and Change password (other devices signed out). A visitor is asked to
 * log in. The dietary profile (allergens avoided, diets). Notification preferences (kind × channel). Your data: download a copy, delete the
 * account (then the guest, signed out, reads the confirmation on /user/account-deleted).
 */
export function AccountSettingsPage() {
  const t = useT();
  const { status } = useAuth();
  const signedIn = status === 'signedIn';
  const { account, loading, error, retry } = useAccount({ skip: !signedIn });
  const navigate = useNavigate();
  // Deleting the account signs the guest out, which closes this guest-only page: the
  // confirmation has its own public page.
  const onDeleted = () =>
    navigate('/user/account-deleted', {
      replace: true,
      state: { accountDeleted: true } satisfies AccountDeletedState,
    });

  const details = () => {
    if (loading && !account) return <Spinner centered label={t('Loading your account…')} />;
    if (error || !account)
      return <LoadFailed message={KitchenMessages.loadFailed} onRetry={() => void retry()} />;
    return <AccountDetailsForm key={account.id} account={account} />;
  };

  return (
    <Page>
      <title>{`${t('Account settings')} · Hearth`}</title>
      <Back to="/user/settings">{t('← Settings')}</Back>
      <h1>{t('Account settings')}</h1>
      {status === 'loading' ? (
        <Spinner centered label={t('Checking your session…')} />
      ) : !signedIn ? (
        <EmptyState
          title={t('Log in to manage your account')}
          action={<Button onClick={() => requestAuthModal('logIn')}>{t('Log in')}</Button>}
        />
      ) : (
        <>
          <Section aria-labelledby="account-details">
            <h2 id="account-details">{t('Account details')}</h2>
            {details()}
          </Section>
          <Section aria-labelledby="default-address">
            <h2 id="default-address">{t('Default delivery address')}</h2>
            <Muted as="p">{t('The checkout starts from this address.')}</Muted>
            <DefaultAddressForm />
          </Section>
          <Section aria-labelledby="dietary-profile">
            <h2 id="dietary-profile">{t('Dietary profile')}</h2>
            <Muted as="p">
              {t(
                'Restaurant pages show the dishes that fit your profile (a switch shows everything), mark a dish with an allergen you avoid, and ask before it goes in your cart.',
              )}
            </Muted>
            <DietaryProfileForm />
          </Section>
          <Section aria-labelledby="change-email">
            <h2 id="change-email">{t('Change e-mail')}</h2>
            <Muted as="p">
              {t(
                'We send a link to the new address; your e-mail changes once you open it. Your current address gets a notice.',
              )}
            </Muted>
            <ChangeEmailForm />
          </Section>
          <Section aria-labelledby="change-password">
            <h2 id="change-password">{t('Password')}</h2>
            <Muted as="p">{t('Changing your password signs you out on your other devices.')}</Muted>
            <ChangePasswordForm />
          </Section>
          <Section aria-labelledby="notification-preferences">
            <h2 id="notification-preferences">{t('Notification preferences')}</h2>
            <NotificationPreferencesForm role="GUEST" />
          </Section>
          <Section aria-labelledby="your-data">
            <h2 id="your-data">{t('Your data')}</h2>
            <YourDataSection onDeleted={onDeleted} />
          </Section>
        </>
      )}
    </Page>
  );
}
