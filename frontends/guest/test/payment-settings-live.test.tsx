import { PaymentMessages } from '@hearth/contracts';
import {
  AddPaymentMethodFromSetupDocument,
  StartCardSetupDocument,
  type AddPaymentMethodFromSetupMutationVariables,
} from '@hearth/graphql-client';
import type { MockedResponse } from '@apollo/client/testing';
// First: replaces Stripe.js's loader before the form's module loads it.
import { card, resetStripeFake, stripeFake } from './stripe-js-mock';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentSettingsPage } from '../src/features/payment-settings/routes/PaymentSettingsPage';
import { paymentMethodsMock, renderGuest, savedCard } from './cart-fixtures';

const setupMock = (maxUsageCount = 5): MockedResponse => ({
  request: { query: StartCardSetupDocument, variables: () => true },
  maxUsageCount,
  result: {
    data: {
      startCardSetup: {
        __typename: 'CardSetup',
        setupIntentId: 'seti_live_1',
        clientSecret: 'seti_live_1_secret_abc',
        publishableKey: 'pk_live_hearth',
      },
    },
  },
});

function renderLive(mocks: MockedResponse[]) {
  return renderGuest(<PaymentSettingsPage />, [paymentMethodsMock([], 'live'), ...mocks], {
    path: '/user/settings/payment',
    routePath: '/user/settings/payment',
  });
}

describe('/user/settings/payment in live mode (Stripe Elements)', () => {
  beforeEach(resetStripeFake);

  it("mounts Stripe's card element, shows Stripe's messages under it and saves the confirmed setup", async () => {
    const adds: AddPaymentMethodFromSetupMutationVariables[] = [];
    renderLive([
      setupMock(),
      {
        request: {
          query: AddPaymentMethodFromSetupDocument,
          variables: (vars: AddPaymentMethodFromSetupMutationVariables) => {
            adds.push(vars);
            return true;
          },
        },
        result: {
          data: {
            addPaymentMethodFromSetup: savedCard({
              id: 'pm_live_1',
              brand: 'mastercard',
              last4: '4444',
            }),
          },
        },
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Add a card' });
    expect(within(form).getByRole('status')).toHaveTextContent('Loading the card form…');
    const save = await within(form).findByRole('button', { name: 'Save card' });
    expect(stripeFake.keys).toEqual(['pk_live_hearth']);
    expect(stripeFake.mounted).toBe(1);
    // No test-mode notice and no number field of ours: the number goes into Stripe's iframe.
    expect(within(form).queryByRole('note', { name: 'Test mode' })).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Card details' })).toHaveAccessibleDescription(
      'Your card details go straight to Stripe.',
    );

    // Stripe's live validation shows under the field.
    stripeFake.handlers.change!({ error: { message: 'Your card number is invalid.' } });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your card number is invalid.',
    );
    stripeFake.handlers.change!({});

    // Stripe declines at confirmation: its message, nothing sent to Hearth.
    stripeFake.confirmAnswer = {
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    };
    await userEvent.click(save);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(adds).toHaveLength(0);

    // Confirmed: the server is asked to record the setup's card; 'Card saved', it is listed.
    stripeFake.confirmAnswer = { setupIntent: { id: 'seti_live_1', status: 'succeeded' } };
    await userEvent.click(save);
    expect(await screen.findByText(PaymentMessages.cardAdded)).toBeInTheDocument();
    expect(stripeFake.confirms).toEqual([
      { clientSecret: 'seti_live_1_secret_abc', card },
      { clientSecret: 'seti_live_1_secret_abc', card },
    ]);
    expect(adds).toEqual([{ setupIntentId: 'seti_live_1', idempotencyKey: expect.any(String) }]);
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    expect(within(list).getByText('Mastercard •••• 4444, expires 11/29')).toBeInTheDocument();
    // A fresh setup and card element for the next card.
    await screen.findByRole('button', { name: 'Save card' });
    expect(stripeFake.destroyed).toBeGreaterThanOrEqual(1);
  });

  it("shows the server's refusal of an unconfirmed setup under the field", async () => {
    renderLive([
      setupMock(),
      {
        request: { query: AddPaymentMethodFromSetupDocument, variables: () => true },
        result: {
          data: {
            addPaymentMethodFromSetup: {
              __typename: 'ValidationError',
              errors: [
                {
                  __typename: 'FieldError',
                  field: 'setupIntentId',
                  message: PaymentMessages.cardSetupNotConfirmed,
                },
              ],
            },
          },
        },
      },
    ]);
    stripeFake.confirmAnswer = { setupIntent: { id: 'seti_live_1', status: 'processing' } };
    await userEvent.click(await screen.findByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      PaymentMessages.cardSetupNotConfirmed,
    );
  });

  it('says when the card form cannot load and tries again on request', async () => {
    stripeFake.failLoad = true;
    renderLive([setupMock()]);
    expect(await screen.findByText(PaymentMessages.cardFormLoadFailed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save card' })).not.toBeInTheDocument();
    stripeFake.failLoad = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Save card' })).toBeInTheDocument();
    expect(stripeFake.mounted).toBe(1);
  });
});
