import { beforeEach, describe, expect, it } from '@jest/globals';
import { WaitlistMessages } from '@hearth/contracts';
import {
  NETWORK_ERROR_MESSAGE,
  RegisterChefWaitlistDocument,
  StaticAuthProvider,
  type RegisterChefWaitlistMutation,
  type RegisterChefWaitlistMutationVariables,
} from '@hearth/graphql-client';
import { i18n } from '@hearth/i18n';
import { ToastProvider, theme } from '@hearth/ui';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import App from '../src/App';

type Result = RegisterChefWaitlistMutation['registerChefWaitlist'];
type Vars = RegisterChefWaitlistMutationVariables;

/** A mock answering every RegisterChefWaitlist call; `calls` records the inputs sent. */
function mockRegister(answer: Result | { errors: GraphQLError[] } | Error) {
  const calls: Vars['input'][] = [];
  const mock: MockLink.MockedResponse<RegisterChefWaitlistMutation, Vars> = {
    request: { query: RegisterChefWaitlistDocument, variables: () => true },
    maxUsageCount: 10,
    ...(answer instanceof Error
      ? { error: answer }
      : {
          result: (variables: Vars) => {
            calls.push(variables.input);
            return '__typename' in answer
              ? { data: { registerChefWaitlist: answer } }
              : { errors: answer.errors };
          },
        }),
  };
  return { mock, calls };
}

const registered = (chefType: 'BETA' | 'FOUNDER'): Result => ({
  __typename: 'ChefWaitlistRegistration',
  id: 'w1',
  firstName: 'Maya',
  email: 'maya@example.com',
  chefType,
});

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  return render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={mocks}>
        <StaticAuthProvider status="signedOut" user={null}>
          <ToastProvider>
            <MemoryRouter initialEntries={['/chef/waitlist']}>
              <Routes>
                <Route path="/" element={<p>Home page</p>} />
                <Route path="/chef/*" element={<App />} />
              </Routes>
            </MemoryRouter>
          </ToastProvider>
        </StaticAuthProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
}

async function openModal(ue: UserEvent, button: string) {
  await ue.click(screen.getByRole('button', { name: button }));
  return screen.getByRole('dialog');
}

async function fillValid(ue: UserEvent, dialog: HTMLElement, phone = '') {
  const d = within(dialog);
  await ue.type(d.getByLabelText('First name'), 'Maya');
  await ue.type(d.getByLabelText('Last name'), 'Singh');
  await ue.type(d.getByLabelText('Email'), ' Maya@Example.com ');
  if (phone) await ue.type(d.getByLabelText(/^Phone/), phone);
  await ue.type(d.getByLabelText('Postal code'), 'm5v 2t6');
}

// jsdom's navigator says en-US: every test starts in the default locale, en-CA.
beforeEach(async () => {
  await act(() => i18n.changeLanguage('en-CA'));
});

describe('chef waitlist (/chef/waitlist)', () => {
  it('explains the Beta and Founder chef programmes', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Become a Hearth chef' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Beta chef' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Founder chef' })).toBeVisible();
    expect(screen.getByText(/Lower fees for life/)).toBeVisible();
    expect(screen.getByText(/Founding Chef badge/)).toBeVisible();
    expect(screen.getByText(/Priority support/)).toBeVisible();
    expect(screen.getByText(/within 1–2 days/)).toBeVisible();
  });

  it('registers a Beta chef and switches to the thank-you view, then goes home', async () => {
    const ue = userEvent.setup();
    const { mock, calls } = mockRegister(registered('BETA'));
    renderPage([mock]);
    const dialog = await openModal(ue, 'Join the Beta chef waitlist');
    expect(dialog).toHaveAccessibleName('Join the Beta chef waitlist');
    expect(within(dialog).getByLabelText('First name')).toHaveFocus();
    await fillValid(ue, dialog);
    await ue.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(dialog).findByRole('heading', { name: 'Thank you, Maya!' })).toHaveFocus();
    expect(within(dialog).getByText(/You are on the Beta chef waitlist/)).toBeVisible();
    expect(calls).toEqual([
      {
        firstName: 'Maya',
        lastName: 'Singh',
        email: 'maya@example.com',
        phone: null,
        postalCode: 'M5V 2T6',
        chefType: 'BETA',
      },
    ]);
    await ue.click(within(dialog).getByRole('button', { name: WaitlistMessages.backToHome }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('applies as a Founder chef, sending the phone as typed without the +1', async () => {
    const ue = userEvent.setup();
    const { mock, calls } = mockRegister(registered('FOUNDER'));
    renderPage([mock]);
    const dialog = await openModal(ue, 'Apply as a Founder chef');
    await fillValid(ue, dialog, '416 555 0199');
    await ue.click(within(dialog).getByRole('button', { name: 'Send my application' }));
    expect(await within(dialog).findByText(/Your Founder chef application is in/)).toBeVisible();
    expect(calls).toEqual([
      expect.objectContaining({ chefType: 'FOUNDER', phone: '416 555 0199' }),
    ]);
  });

  it('shows a fixed, disabled +1 before the phone number', async () => {
    const ue = userEvent.setup();
    renderPage();
    const dialog = await openModal(ue, 'Join the Beta chef waitlist');
    const prefix = within(dialog).getByRole('textbox', { name: 'Country code' });
    expect(prefix).toBeDisabled();
    expect(prefix).toHaveValue('+1');
    expect(within(dialog).getByLabelText(/^Phone/)).toBeEnabled();
  });

  it('shows each required-field message, focuses the first and sends nothing', async () => {
    const ue = userEvent.setup();
    const { mock, calls } = mockRegister(registered('BETA'));
    renderPage([mock]);
    const dialog = await openModal(ue, 'Join the Beta chef waitlist');
    await ue.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    const d = within(dialog);
    for (const [label, message] of [
      ['First name', WaitlistMessages.firstNameRequired],
      ['Last name', WaitlistMessages.lastNameRequired],
      ['Email', WaitlistMessages.emailRequired],
      ['Postal code', WaitlistMessages.postalCodeRequired],
    ] as const) {
      const input = await d.findByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(d.getByLabelText('First name')).toHaveFocus();
    expect(d.getByLabelText(/^Phone/)).not.toHaveAttribute('aria-invalid');
    expect(calls).toEqual([]);
  });

  it('rejects an invalid e-mail and a phone over 20 characters without sending', async () => {
    const ue = userEvent.setup();
    const { mock, calls } = mockRegister(registered('BETA'));
    renderPage([mock]);
    const dialog = await openModal(ue, 'Join the Beta chef waitlist');
    const d = within(dialog);
    await fillValid(ue, dialog, '416 555 0199 416 555 0199');
    await ue.clear(d.getByLabelText('Email'));
    await ue.type(d.getByLabelText('Email'), 'maya@');
    await ue.click(d.getByRole('button', { name: 'Join the waitlist' }));
    expect(await d.findByText(WaitlistMessages.emailInvalid)).toBeVisible();
    expect(d.getByText(WaitlistMessages.phoneTooLong)).toBeVisible();
    expect(d.getByLabelText('Email')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('shows a server ValidationError under its field (already on the waitlist)', async () => {
    const ue = userEvent.setup();
    const { mock } = mockRegister({
      __typename: 'ValidationError',
      errors: [{ field: 'email', message: WaitlistMessages.alreadyOnChefWaitlist }],
    });
    renderPage([mock]);
    const dialog = await openModal(ue, 'Join the Beta chef waitlist');
    await fillValid(ue, dialog);
    await ue.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    const email = within(dialog).getByLabelText('Email');
    await within(dialog).findByText(WaitlistMessages.alreadyOnChefWaitlist);
    expect(email).toHaveAccessibleDescription(WaitlistMessages.alreadyOnChefWaitlist);
    expect(email).toHaveFocus();
    expect(within(dialog).queryByTestId('waitlist-thank-you')).not.toBeInTheDocument();
  });

  it.each([
    [
      'a ServerError',
      { __typename: 'ServerError', message: 'The waitlist is closed today.' },
      'The waitlist is closed today.',
    ],
    [
      'the rate limit',
      {
        errors: [
          new GraphQLError('Too many attempts. Please wait a minute and try again.', {
            extensions: { code: 'TOO_MANY_REQUESTS' },
          }),
        ],
      },
      'Too many attempts. Please wait a minute and try again.',
    ],
    ['a network failure', new Error('Failed to fetch'), NETWORK_ERROR_MESSAGE],
  ] as const)('shows the first error message of %s in a banner', async (_, answer, message) => {
    const ue = userEvent.setup();
    const { mock } = mockRegister(answer as Result | { errors: GraphQLError[] } | Error);
    renderPage([mock]);
    const dialog = await openModal(ue, 'Join the Beta chef waitlist');
    await fillValid(ue, dialog);
    await ue.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Join the waitlist' })).toBeEnabled();
  });

  it('shows progress and sends once however often the button is pressed', async () => {
    const ue = userEvent.setup();
    const { mock, calls } = mockRegister(registered('BETA'));
    renderPage([{ ...mock, delay: 50 }]);
    const dialog = await openModal(ue, 'Join the Beta chef waitlist');
    await fillValid(ue, dialog);
    const submit = within(dialog).getByRole('button', { name: 'Join the waitlist' });
    await ue.click(submit);
    expect(submit).toBeDisabled();
    expect(submit).toHaveTextContent('Sending…');
    await ue.click(submit);
    await within(dialog).findByTestId('waitlist-thank-you');
    expect(calls).toHaveLength(1);
  });

  it('labels the postal code Zip code in en-US and Postal code in en-CA', async () => {
    const ue = userEvent.setup();
    renderPage();
    const dialog = await openModal(ue, 'Join the Beta chef waitlist');
    expect(within(dialog).getByLabelText('Postal code')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en-US'));
    expect(within(dialog).getByLabelText('Zip code')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Postal code')).not.toBeInTheDocument();
    await ue.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(dialog).findByText(WaitlistMessages.zipCodeRequired)).toBeVisible();
  });

  it('speaks Canadian French', async () => {
    const ue = userEvent.setup();
    await act(() => i18n.changeLanguage('fr-CA'));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Devenez chef Hearth' })).toBeVisible();
    const dialog = await openModal(ue, 'Postuler comme chef fondateur');
    const d = within(dialog);
    expect(d.getByLabelText('Prénom')).toBeInTheDocument();
    expect(d.getByLabelText('Code postal')).toBeInTheDocument();
    await ue.click(d.getByRole('button', { name: 'Envoyer ma candidature' }));
    expect(await d.findByText('Le prénom est obligatoire!')).toBeVisible();
    expect(d.getByText('Le code postal est obligatoire!')).toBeVisible();
  });
});
