import { AccountMessages } from '@hearth/contracts';
import { StaticAuthProvider, createCache, type AuthOutcome } from '@hearth/graphql-client';
import { I18nProvider, i18n } from '@hearth/i18n';
import { ToastProvider, theme } from '@hearth/ui';
import { MockedProvider } from '@apollo/client/testing/react';
import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { users } from '../../shared/test-render';
import { AccountPage } from '../src/features/settings/routes/AccountPage';

function renderAccount(changePassword: (input: unknown) => Promise<AuthOutcome>, locale = 'en-CA') {
  act(() => void i18n.changeLanguage(locale));
  render(
    <I18nProvider>
      <ThemeProvider theme={theme}>
        <MockedProvider mocks={[]} cache={createCache()}>
          <StaticAuthProvider status="signedIn" user={users.chef} overrides={{ changePassword }}>
            <ToastProvider>
              <MemoryRouter initialEntries={['/chef/settings/account']}>
                <AccountPage />
              </MemoryRouter>
            </ToastProvider>
          </StaticAuthProvider>
        </MockedProvider>
      </ThemeProvider>
    </I18nProvider>,
  );
  return userEvent.setup();
}

describe('/chef/settings/account: change password', () => {
  it('changes the password with the current one and says the other devices were signed out', async () => {
    const changePassword = jest.fn(async (_input: unknown): Promise<AuthOutcome> => ({
      ok: true,
      user: users.chef,
    }));
    const user = renderAccount(changePassword);
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'hunter22');
    await user.type(within(form).getByLabelText('New password'), 'brandnew42');
    await user.type(within(form).getByLabelText('Confirm new password'), 'brandnew42');
    await user.keyboard('{Enter}');
    expect(await within(form).findByRole('status')).toHaveTextContent(
      AccountMessages.passwordChanged,
    );
    expect(changePassword).toHaveBeenCalledWith({
      currentPassword: 'hunter22',
      newPassword: 'brandnew42',
    });
  });

  it('is in Canadian French, messages included', async () => {
    const changePassword = jest.fn(async (_input: unknown): Promise<AuthOutcome> => ({
      ok: false,
      fieldErrors: [{ field: 'currentPassword', message: AccountMessages.currentPasswordWrong }],
    }));
    const user = renderAccount(changePassword, 'fr-CA');
    const form = screen.getByRole('form', { name: 'Changer le mot de passe' });
    await user.type(within(form).getByLabelText('Mot de passe actuel'), 'wrongpass1');
    await user.type(within(form).getByLabelText('Nouveau mot de passe'), 'brandnew42');
    await user.type(within(form).getByLabelText('Confirmez le nouveau mot de passe'), 'brandnew42');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(
      await within(form).findByText('Votre mot de passe actuel est incorrect.'),
    ).toBeInTheDocument();
    act(() => void i18n.changeLanguage('en-CA'));
  });
});
