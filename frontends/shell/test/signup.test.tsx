import { describe, expect, it, jest } from '@jest/globals';
import { AuthMessages } from '@hearth/contracts';
import type { AuthOutcome } from '@hearth/graphql-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import SignUpForm from '../src/features/auth/components/SignUpForm';
import { AuthModalsProvider } from '../src/features/auth/AuthModals';
import { Header } from '../src/features/header/components/Header';
import { renderApp } from './render';

function renderForm(signUp: (input: unknown) => Promise<AuthOutcome>) {
  const onDone = jest.fn();
  renderApp(
    <Suspense>
      <SignUpForm onDone={onDone} onSwitch={() => undefined} />
    </Suspense>,
    { auth: { signUp } },
  );
  return { onDone, ue: userEvent.setup() };
}

async function fillValid(ue: ReturnType<typeof userEvent.setup>) {
  await ue.type(screen.getByLabelText('First name'), 'Gina');
  await ue.type(screen.getByLabelText('Last name'), 'Guest');
  await ue.type(screen.getByLabelText('Email'), 'gina@example.com');
  await ue.type(screen.getByLabelText('Password'), 'secret123');
  await ue.click(screen.getByRole('radio', { name: 'Guest' }));
}

describe('Sign-up modal', () => {
  it('opens from the header as a labelled dialog and closes on Esc', async () => {
    const ue = userEvent.setup();
    renderApp(
      <AuthModalsProvider>
        <Header />
      </AuthModalsProvider>,
    );
    await ue.click(screen.getByRole('button', { name: 'Sign up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your Hearth account' });
    expect(await within(dialog).findByLabelText('First name')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Chef' })).toBeInTheDocument();
    await ue.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the contract messages of @hearth/contracts for an empty form, without calling the server', async () => {
    const signUp = jest.fn(async () => ({ ok: false as const, fieldErrors: [] }));
    const { ue } = renderForm(signUp);
    await ue.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(AuthMessages.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.passwordRules)).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.roleRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('shows an invalid e-mail message', async () => {
    const { ue } = renderForm(jest.fn(async () => ({ ok: false as const, fieldErrors: [] })));
    await ue.type(screen.getByLabelText('Email'), 'not-an-email');
    await ue.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(AuthMessages.emailInvalid)).toBeInTheDocument();
  });

  it('shows server ValidationError messages under their fields and a ServerError as a banner', async () => {
    const signUp = jest
      .fn<(input: unknown) => Promise<AuthOutcome>>()
      .mockResolvedValueOnce({
        ok: false,
        fieldErrors: [{ field: 'email', message: AuthMessages.emailTaken }],
      })
      .mockResolvedValueOnce({ ok: false, fieldErrors: [], message: AuthMessages.serverError });
    const { ue } = renderForm(signUp);
    await fillValid(ue);
    await ue.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(AuthMessages.emailTaken),
    );
    expect(signUp).toHaveBeenCalledWith({
      email: 'gina@example.com',
      password: 'secret123',
      firstName: 'Gina',
      lastName: 'Guest',
      role: 'GUEST',
    });

    await ue.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(AuthMessages.serverError)).toHaveAttribute('role', 'alert');
  });

  it('closes when the account is created', async () => {
    const { ue, onDone } = renderForm(async () => ({
      ok: true,
      user: {
        id: 'g1',
        email: 'gina@example.com',
        firstName: 'Gina',
        lastName: 'Guest',
        role: 'GUEST',
        status: 'ACTIVE',
      },
    }));
    await fillValid(ue);
    await ue.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });
});
