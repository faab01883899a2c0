import { KitchenMessages, PaymentMessages } from '@hearth/contracts';
import {
  AddPaymentMethodDocument,
  GetGuestPaymentMethodsDocument,
  RemovePaymentMethodDocument,
  type AddPaymentMethodMutationVariables,
} from '@hearth/graphql-client';
import type { MockedResponse } from '@apollo/client/testing';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentSettingsPage } from '../src/features/payment-settings/routes/PaymentSettingsPage';
import { paymentMethodsMock, renderGuest, savedCard } from './cart-fixtures';

const VISA = 'Visa •••• 4242, expires 11/29';

function renderSettings(mocks: MockedResponse[]) {
  return renderGuest(<PaymentSettingsPage />, mocks, {
    path: '/user/settings/payment',
    routePath: '/user/settings/payment',
  });
}

describe('/user/settings/payment', () => {
  it('says when no card is saved yet, with the test-mode notice by the add-card form', async () => {
    renderSettings([paymentMethodsMock([])]);
    expect(await screen.findByText('No saved cards yet')).toBeInTheDocument();
    const add = screen.getByRole('form', { name: 'Add a card' });
    expect(within(add).getByRole('note', { name: 'Test mode' })).toHaveTextContent(
      PaymentMessages.testMode,
    );
    expect(within(add).getAllByRole('button', { name: /^Use test card/ })).toHaveLength(3);
  });

  it('asks before removing a card: Keep card keeps it, Remove card removes it', async () => {
    let removals = 0;
    renderSettings([
      paymentMethodsMock([savedCard()]),
      {
        request: {
          query: RemovePaymentMethodDocument,
          variables: ({ paymentMethodId }: { paymentMethodId: string }) => {
            removals += 1;
            return paymentMethodId === 'pm_saved_visa';
          },
        },
        result: {
          data: { removePaymentMethod: { __typename: 'PaymentMethodList', items: [] } },
        },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    expect(within(list).getByText(VISA)).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: `Remove ${VISA}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(dialog).toHaveTextContent(VISA);
    // Focus starts on the safe choice.
    expect(within(dialog).getByRole('button', { name: 'Keep card' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep card' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removals).toBe(0);
    expect(within(list).getByText(VISA)).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: `Remove ${VISA}` }));
    dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText(PaymentMessages.cardRemoved)).toBeInTheDocument();
    expect(await screen.findByText('No saved cards yet')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removals).toBe(1);
  });

  it("keeps the dialog open with the server's message when a removal is refused", async () => {
    renderSettings([
      paymentMethodsMock([savedCard()]),
      {
        request: { query: RemovePaymentMethodDocument, variables: () => true },
        result: {
          data: {
            removePaymentMethod: {
              __typename: 'ValidationError',
              errors: [
                {
                  __typename: 'FieldError',
                  field: 'paymentMethodId',
                  message: PaymentMessages.cardNotFound,
                },
              ],
            },
          },
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: `Remove ${VISA}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PaymentMessages.cardNotFound,
    );
  });

  it('adds a test card: a wrong number is refused in the browser, a test card is saved by its token', async () => {
    const adds: AddPaymentMethodMutationVariables[] = [];
    renderSettings([
      paymentMethodsMock([]),
      {
        request: {
          query: AddPaymentMethodDocument,
          variables: (vars: AddPaymentMethodMutationVariables) => {
            adds.push(vars);
            return true;
          },
        },
        result: { data: { addPaymentMethod: savedCard() } },
      },
    ]);
    const number = await screen.findByLabelText('Card number');
    await userEvent.type(number, '1234 5678');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText(PaymentMessages.cardNumberInvalid)).toBeInTheDocument();
    expect(number).toHaveFocus();
    expect(adds).toHaveLength(0);

    await userEvent.click(
      screen.getByRole('button', { name: 'Use test card 4242 4242 4242 4242: Succeeds' }),
    );
    expect(number).toHaveValue('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText(PaymentMessages.cardAdded)).toBeInTheDocument();
    expect(adds).toEqual([
      {
        paymentMethodToken: 'pm_card_visa',
        idempotencyKey: expect.stringContaining('pm_card_visa'),
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    expect(within(list).getByText(VISA)).toBeInTheDocument();
    expect(number).toHaveValue('');
  });

  it('shows a refused card under its number', async () => {
    renderSettings([
      paymentMethodsMock([]),
      {
        request: { query: AddPaymentMethodDocument, variables: () => true },
        result: {
          data: {
            addPaymentMethod: {
              __typename: 'ValidationError',
              errors: [
                {
                  __typename: 'FieldError',
                  field: 'paymentMethodToken',
                  message: 'Your card was declined.',
                },
              ],
            },
          },
        },
      },
    ]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Use test card 4000 0000 0000 0002: Declined' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('No saved cards yet')).toBeInTheDocument();
  });

  it('shows the load failure with Try again when the cards cannot be read', async () => {
    renderSettings([
      { request: { query: GetGuestPaymentMethodsDocument }, error: new Error('socket hang up') },
      paymentMethodsMock([savedCard()]),
    ]);
    expect(await screen.findByText(KitchenMessages.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText('socket hang up')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText(VISA)).toBeInTheDocument());
  });
});
