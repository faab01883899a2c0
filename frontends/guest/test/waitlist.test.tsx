import { beforeEach, describe, expect, it } from '@jest/globals';
import { WaitlistMessages } from '@hearth/contracts';
import {
  JoinGuestWaitlistDocument,
  type JoinGuestWaitlistMutation,
  type JoinGuestWaitlistMutationVariables,
} from '@hearth/graphql-client';
import { i18n } from '@hearth/i18n';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route } from 'react-router';
import App from '../src/App';
import { renderWithProviders } from './providers';

type Result = JoinGuestWaitlistMutation['joinGuestWaitlist'];
type Vars = JoinGuestWaitlistMutationVariables;

/** A mock answering every JoinGuestWaitlist call with `answer`; `calls` records the inputs. */
function mockJoin(answer: Result) {
  const calls: Vars['input'][] = [];
  const mock: MockLink.MockedResponse<JoinGuestWaitlistMutation, Vars> = {
    request: { query: JoinGuestWaitlistDocument, variables: () => true },
    maxUsageCount: 10,
    result: (variables: Vars) => {
      calls.push(variables.input);
      return { data: { joinGuestWaitlist: answer } };
    },
  };
  return { mock, calls };
}

const joined: Result = {
  __typename: 'GuestWaitlistEntry',
  id: 'g1',
  firstName: 'Léa',
  email: 'lea@example.com',
  guestType: 'BETA',
};

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  renderWithProviders({
    routes: (
      <>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/user/*" element={<App />} />
      </>
    ),
    path: '/user/waitlist',
    mocks,
    user: null,
    appCache: false,
  });
  return screen.getByRole('dialog');
}

async function fillValid(ue: UserEvent, dialog: HTMLElement) {
  const d = within(dialog);
  await ue.type(d.getByLabelText('First name'), 'Léa');
  await ue.type(d.getByLabelText('Last name'), 'Tremblay');
  await ue.type(d.getByLabelText('Email'), 'lea@example.com');
  await ue.type(d.getByLabelText(/^Phone/), '(647) 555-0100');
  await ue.type(d.getByLabelText(/Postal code|Zip code/), '10001');
}

// jsdom's navigator says en-US: every test starts in the default locale, en-CA.
beforeEach(async () => {
  await act(() => i18n.changeLanguage('en-CA'));
});

describe('guest waitlist (/user/waitlist)', () => {
  it('opens the guest waitlist modal on arrival, over a page that explains the beta', async () => {
    const ue = userEvent.setup();
    const dialog = renderPage();
    expect(dialog).toHaveAccessibleName(WaitlistMessages.guestWaitlistTitle);
    expect(within(dialog).getByLabelText('First name')).toHaveFocus();
    expect(
      within(dialog).getByRole('button', { name: WaitlistMessages.guestWaitlistCta }),
    ).toBeVisible();
    await ue.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Be the first to taste Hearth',
    );
    await ue.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('joins and shows the Beta Guest thank-you view; Back to Home Page leads to /', async () => {
    const ue = userEvent.setup();
    const { mock, calls } = mockJoin(joined);
    const dialog = renderPage([mock]);
    await fillValid(ue, dialog);
    await ue.click(within(dialog).getByRole('button', { name: WaitlistMessages.guestWaitlistCta }));
    expect(
      await within(dialog).findByRole('heading', { name: WaitlistMessages.guestThankYou }),
    ).toHaveFocus();
    expect(calls).toEqual([
      {
        firstName: 'Léa',
        lastName: 'Tremblay',
        email: 'lea@example.com',
        phone: '(647) 555-0100',
        postalCode: '10001',
      },
    ]);
    await ue.click(within(dialog).getByRole('button', { name: WaitlistMessages.backToHome }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('shows each invalid field’s message and sends nothing', async () => {
    const ue = userEvent.setup();
    const { mock, calls } = mockJoin(joined);
    const dialog = renderPage([mock]);
    const d = within(dialog);
    await ue.type(d.getByLabelText('Email'), 'not-an-email');
    await ue.type(d.getByLabelText(/^Phone/), '+1 416 555 0100');
    await ue.click(d.getByRole('button', { name: WaitlistMessages.guestWaitlistCta }));
    for (const message of [
      WaitlistMessages.firstNameRequired,
      WaitlistMessages.lastNameRequired,
      WaitlistMessages.emailInvalid,
      WaitlistMessages.phoneInvalid,
      WaitlistMessages.postalCodeRequired,
    ]) {
      expect(await d.findByText(message)).toBeVisible();
    }
    expect(d.getByLabelText('First name')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('shows the duplicate e-mail message under the e-mail field', async () => {
    const ue = userEvent.setup();
    const { mock } = mockJoin({
      __typename: 'ValidationError',
      errors: [{ field: 'email', message: WaitlistMessages.alreadyOnGuestWaitlist }],
    });
    const dialog = renderPage([mock]);
    await fillValid(ue, dialog);
    await ue.click(within(dialog).getByRole('button', { name: WaitlistMessages.guestWaitlistCta }));
    await within(dialog).findByText(WaitlistMessages.alreadyOnGuestWaitlist);
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
      WaitlistMessages.alreadyOnGuestWaitlist,
    );
  });

  it('shows a ServerError in a banner', async () => {
    const ue = userEvent.setup();
    const { mock } = mockJoin({ __typename: 'ServerError', message: 'Something broke.' });
    const dialog = renderPage([mock]);
    await fillValid(ue, dialog);
    await ue.click(within(dialog).getByRole('button', { name: WaitlistMessages.guestWaitlistCta }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something broke.');
  });

  it('says Zip code in en-US and Postal code in en-CA', async () => {
    const ue = userEvent.setup();
    const dialog = renderPage();
    expect(within(dialog).getByLabelText('Postal code')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en-US'));
    expect(within(dialog).getByLabelText('Zip code')).toBeInTheDocument();
    await ue.click(within(dialog).getByRole('button', { name: WaitlistMessages.guestWaitlistCta }));
    expect(await within(dialog).findByText(WaitlistMessages.zipCodeRequired)).toBeVisible();
  });

  it('speaks Canadian French', async () => {
    await act(() => i18n.changeLanguage('fr-CA'));
    const dialog = renderPage();
    expect(dialog).toHaveAccessibleName("Inscrivez-vous dès maintenant sur la liste d'attente!");
    expect(within(dialog).getByLabelText('Code postal')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', {
        name: 'Inscrivez-vous et obtenez des promotions exclusives',
      }),
    ).toBeVisible();
  });
});
