import { AccountMessages, AuthMessages, WaitlistMessages } from '@hearth/contracts';
import {
  DeleteAccountDocument,
  GetAccountDocument,
  StaticAuthProvider,
  UpdateAccountDocument,
  createCache,
  type AuthContextValue,
  type AuthOutcome,
} from '@hearth/graphql-client';
import { ToastProvider, theme } from '@hearth/ui';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { users } from '../../shared/test-render';
import App from '../src/App';

const account = {
  __typename: 'User' as const,
  id: users.guest.id,
  email: users.guest.email,
  firstName: 'Gina',
  lastName: 'Guest',
  phone: null as string | null,
};
const getAccount = (me = account): MockedResponse => ({
  request: { query: GetAccountDocument },
  result: { data: { me } },
});

/** The guest remote at `path`, signed in as the guest, with `auth` overriding session actions. */
function renderGuestApp(
  path: string,
  mocks: MockedResponse[] = [],
  auth: Partial<AuthContextValue> = {},
  status: 'signedIn' | 'signedOut' = 'signedIn',
) {
  render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <StaticAuthProvider
          status={status}
          user={status === 'signedIn' ? users.guest : null}
          overrides={auth}
        >
          <ToastProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/user/*" element={<App />} />
              </Routes>
            </MemoryRouter>
          </ToastProvider>
        </StaticAuthProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
  return userEvent.setup();
}

describe('guest settings', () => {
  it('/user/account leads to /user/settings, which links to the account settings', async () => {
    const user = renderGuestApp('/user/account', [getAccount()]);
    expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    await user.click(within(nav).getByRole('link', { name: 'Account settings' }));
    expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
  });

  it('asks a visitor to log in or sign up', () => {
    renderGuestApp('/user/settings/account-settings', [], {}, 'signedOut');
    expect(
      screen.getByRole('heading', { name: 'Log in or sign up to continue' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
  });
});

describe('/user/settings/account-settings: account details', () => {
  it('shows the names, the e-mail (not editable here) and the phone after the fixed +1', async () => {
    renderGuestApp('/user/settings/account-settings', [
      getAccount({ ...account, phone: '416 555 0199' }),
    ]);
    const form = await screen.findByRole('form', { name: 'Account details' });
    expect(within(form).getByLabelText('First name')).toHaveValue('Gina');
    expect(within(form).getByLabelText('Last name')).toHaveValue('Guest');
    expect(within(form).getByRole('group', { name: 'Email' })).toHaveTextContent(users.guest.email);
    expect(within(form).queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(within(form).getByLabelText('Country code')).toHaveValue('+1');
    expect(within(form).getByLabelText(/Phone/)).toHaveValue('416 555 0199');
  });

  it('refuses invalid details with the contract messages, sending nothing', async () => {
    const user = renderGuestApp('/user/settings/account-settings', [getAccount()]);
    const form = await screen.findByRole('form', { name: 'Account details' });
    await user.clear(within(form).getByLabelText('First name'));
    await user.type(within(form).getByLabelText(/Phone/), 'call me');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText(AuthMessages.firstNameRequired)).toBeInTheDocument();
    expect(within(form).getByText(WaitlistMessages.phoneInvalid)).toBeInTheDocument();
    expect(within(form).getByLabelText('First name')).toHaveFocus();
  });

  it('saves the details, says so and refreshes the session for the header', async () => {
    const refresh = jest.fn(async () => true);
    const saved = { ...account, firstName: 'Regina', phone: '416 555 0100' };
    let sent: unknown = null;
    const user = renderGuestApp(
      '/user/settings/account-settings',
      [
        getAccount(),
        {
          request: {
            query: UpdateAccountDocument,
            variables: (v: Record<string, unknown>) => {
              sent = v;
              return true;
            },
          },
          result: { data: { updateAccount: saved } },
        },
      ],
      { refresh },
    );
    const form = await screen.findByRole('form', { name: 'Account details' });
    const first = within(form).getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Regina');
    await user.type(within(form).getByLabelText(/Phone/), '416 555 0100');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(AccountMessages.accountSaved);
    expect(sent).toEqual({
      input: { firstName: 'Regina', lastName: 'Guest', phone: '416 555 0100' },
    });
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('/user/settings/account-settings: change password', () => {
  const fill = async (
    user: ReturnType<typeof userEvent.setup>,
    form: HTMLElement,
    current: string,
    next: string,
    again = next,
  ) => {
    if (current) await user.type(within(form).getByLabelText('Current password'), current);
    await user.type(within(form).getByLabelText('New password'), next);
    await user.type(within(form).getByLabelText('Confirm new password'), again);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
  };

  it('checks the rules and the new password typed twice before sending anything', async () => {
    const changePassword = jest.fn(async (_input: unknown): Promise<AuthOutcome> => ({
      ok: false,
      fieldErrors: [],
    }));
    const user = renderGuestApp('/user/settings/account-settings', [getAccount()], {
      changePassword,
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await fill(user, form, '', 'short', 'other');
    expect(
      await within(form).findByText(AccountMessages.currentPasswordRequired),
    ).toBeInTheDocument();
    expect(within(form).getByText(AuthMessages.passwordRules)).toBeInTheDocument();
    expect(within(form).getByText(AccountMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveFocus();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("puts the server's refusal under its field", async () => {
    const changePassword = jest.fn(async (_input: unknown): Promise<AuthOutcome> => ({
      ok: false,
      fieldErrors: [{ field: 'currentPassword', message: AccountMessages.currentPasswordWrong }],
    }));
    const user = renderGuestApp('/user/settings/account-settings', [getAccount()], {
      changePassword,
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await fill(user, form, 'wrongpass1', 'brandnew42');
    await waitFor(() =>
      expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(
        AccountMessages.currentPasswordWrong,
      ),
    );
    expect(within(form).getByLabelText('Current password')).toHaveFocus();
  });

  it('changes it, empties the fields and says the other devices were signed out', async () => {
    const changePassword = jest.fn(async (_input: unknown): Promise<AuthOutcome> => ({
      ok: true,
      user: users.guest,
    }));
    const user = renderGuestApp('/user/settings/account-settings', [getAccount()], {
      changePassword,
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await fill(user, form, 'hunter22', 'brandnew42');
    expect(await within(form).findByRole('status')).toHaveTextContent(
      AccountMessages.passwordChanged,
    );
    expect(changePassword).toHaveBeenCalledWith({
      currentPassword: 'hunter22',
      newPassword: 'brandnew42',
    });
    expect(within(form).getByLabelText('New password')).toHaveValue('');
  });

  it('shows a network failure in a banner', async () => {
    const changePassword = jest.fn(async (_input: unknown): Promise<AuthOutcome> => ({
      ok: false,
      fieldErrors: [],
      message: 'We could not reach Hearth. Check your connection and try again.',
    }));
    const user = renderGuestApp('/user/settings/account-settings', [getAccount()], {
      changePassword,
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await fill(user, form, 'hunter22', 'brandnew42');
    expect(await within(form).findByRole('alert')).toHaveTextContent('could not reach Hearth');
  });
});

describe('deleting the account', () => {
  const deleted = (password: string): MockedResponse => ({
    request: { query: DeleteAccountDocument, variables: { input: { password } } },
    result: {
      data: {
        deleteAccount: { __typename: 'AccountDeleted', message: AccountMessages.accountDeleted },
      },
    },
  });

  it('signs the guest out and shows the confirmation on its own page, which a signed-out guest can read', async () => {
    const logOut = jest.fn(async () => undefined);
    const user = renderGuestApp(
      '/user/settings/account-settings',
      [getAccount(), deleted('correct horse 1')],
      { logOut },
    );
    const yourData = (await screen.findByRole('heading', { name: 'Your data' })).parentElement!;
    await user.type(within(yourData).getByLabelText('Password'), 'correct horse 1');
    await user.click(within(yourData).getByRole('button', { name: 'Delete my account' }));
    await user.click(within(yourData).getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText(AccountMessages.accountDeleted)).toBeInTheDocument();
    expect(logOut).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Your data' })).not.toBeInTheDocument();
  });

  it('sends a visitor who opens /user/account-deleted directly to explore', async () => {
    renderGuestApp('/user/account-deleted', [], {}, 'signedOut');
    expect(await screen.findByRole('heading', { name: 'Explore' })).toBeInTheDocument();
    expect(screen.queryByText(AccountMessages.accountDeleted)).not.toBeInTheDocument();
  });
});
