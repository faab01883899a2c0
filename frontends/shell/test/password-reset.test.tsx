import { describe, expect, it, jest } from '@jest/globals';
import { AccountMessages, AuthMessages } from '@hearth/contracts';
import { RequestPasswordResetDocument, ResetPasswordDocument } from '@hearth/graphql-client';
import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { AuthModalsProvider } from '../src/features/auth/AuthModals';
import ResetPasswordPage from '../src/features/auth/routes/ResetPasswordPage';
import { Header } from '../src/features/header/components/Header';
import { guest, renderApp } from './render';

const EMAIL = 'gina@example.com';
const TOKEN = 'k3y-from-the-link';
const fieldErrors = (field: string, message: string) => ({
  __typename: 'ValidationError' as const,
  errors: [{ __typename: 'FieldError' as const, field, message }],
});

/** A mocked RequestPasswordReset for `email` answering `result`. */
function requestMock(result: object | GraphQLError, email = EMAIL) {
  const calls = jest.fn();
  return {
    calls,
    mock: {
      request: { query: RequestPasswordResetDocument, variables: { input: { email } } },
      result: () => {
        calls();
        return result instanceof GraphQLError
          ? { errors: [result] }
          : { data: { requestPasswordReset: result } };
      },
    },
  };
}
const sent = { __typename: 'PasswordResetRequest', message: AccountMessages.resetLinkSent };

/** A mocked ResetPassword with the link's token and `newPassword`. */
function resetMock(result: object, newPassword = 'brandnew42') {
  const calls = jest.fn();
  return {
    calls,
    mock: {
      request: {
        query: ResetPasswordDocument,
        variables: { input: { token: TOKEN, newPassword } },
      },
      result: () => {
        calls();
        return { data: { resetPassword: result } };
      },
    },
  };
}

async function openForgotPassword(mocks: object[]) {
  const user = userEvent.setup();
  renderApp(
    <AuthModalsProvider>
      <Header />
    </AuthModalsProvider>,
    { mocks: mocks as never },
  );
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  const login = await screen.findByRole('dialog', { name: 'Log in to Hearth' });
  await user.type(await within(login).findByLabelText('Email'), EMAIL);
  await user.click(within(login).getByRole('button', { name: 'Forgot password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
  return { user, dialog };
}

function renderResetPage(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  renderApp(
    <AuthModalsProvider>
      <Routes>
        <Route path="reset-password" element={<ResetPasswordPage />} />
      </Routes>
    </AuthModalsProvider>,
    { path, ...options },
  );
  return userEvent.setup();
}

describe('Forgot password (log-in modal)', () => {
  it('carries the typed e-mail over, focuses it, and shows the one answer in place of the form', async () => {
    const { calls, mock } = requestMock(sent);
    const { user, dialog } = await openForgotPassword([mock]);
    const email = await within(dialog).findByLabelText('Email');
    expect(email).toHaveValue(EMAIL);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('heading', { name: 'Check your inbox' })).toHaveFocus();
    expect(within(dialog).getByText(AccountMessages.resetLinkSent)).toBeInTheDocument();
    expect(calls).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Back to log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to Hearth' })).toBeInTheDocument();
  });

  it('refuses an invalid e-mail with the contract message, without asking the server', async () => {
    const { calls, mock } = requestMock(sent, 'nope');
    const { user, dialog } = await openForgotPassword([mock]);
    const email = await within(dialog).findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(await within(dialog).findByText(AuthMessages.emailInvalid)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(calls).not.toHaveBeenCalled();
  });

  it('shows the rate limit in a banner and keeps the form', async () => {
    const limited = new GraphQLError('Too many attempts. Please wait a minute and try again.', {
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    const { mock } = requestMock(limited);
    const { user, dialog } = await openForgotPassword([mock]);
    await user.click(await within(dialog).findByRole('button', { name: 'Send the link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts');
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  it('without a token says the link does not work and offers a new one', async () => {
    const user = renderResetPage('/reset-password');
    expect(await screen.findByText(AccountMessages.resetLinkInvalid)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('checks the new password typed twice before sending anything', async () => {
    const { calls, mock } = resetMock({ __typename: 'PasswordReset', email: EMAIL });
    const user = renderResetPage(`/reset-password?token=${TOKEN}`, { mocks: [mock] });
    const password = await screen.findByLabelText('New password');
    await waitFor(() => expect(password).toHaveFocus());
    await user.type(password, 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(AuthMessages.passwordRules)).toBeInTheDocument();
    expect(screen.getByText(AccountMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });

  it('resets with the link, signs this tab out and offers Log in', async () => {
    const { calls, mock } = resetMock({ __typename: 'PasswordReset', email: EMAIL });
    const logOut = jest.fn(async () => undefined);
    const user = renderResetPage(`/reset-password?token=${TOKEN}`, {
      mocks: [mock],
      status: 'signedIn',
      user: guest,
      auth: { logOut },
    });
    await user.type(await screen.findByLabelText('New password'), 'brandnew42');
    await user.type(screen.getByLabelText('Confirm new password'), 'brandnew42');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('heading', { name: 'Password reset' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(AccountMessages.passwordReset);
    expect(calls).toHaveBeenCalledTimes(1);
    expect(logOut).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to Hearth' })).toBeInTheDocument();
  });

  it('says a used or expired link does not work and offers a new one', async () => {
    const { mock } = resetMock(fieldErrors('token', AccountMessages.resetLinkInvalid));
    const user = renderResetPage(`/reset-password?token=${TOKEN}`, { mocks: [mock] });
    await user.type(await screen.findByLabelText('New password'), 'brandnew42');
    await user.type(screen.getByLabelText('Confirm new password'), 'brandnew42');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(AccountMessages.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for a new link' })).toBeInTheDocument();
  });

  it('is in Canadian French', async () => {
    renderResetPage('/reset-password', { locale: 'fr-CA' });
    expect(
      await screen.findByText(
        'Ce lien de réinitialisation a expiré ou a déjà servi. Demandez-en un nouveau.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demander un nouveau lien' })).toBeInTheDocument();
  });
});
