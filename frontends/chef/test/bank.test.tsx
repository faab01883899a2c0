import { describe, expect, it, jest } from '@jest/globals';
import { BankDetailsBanners, BankDetailsMessages } from '@hearth/contracts';
import {
  AddBankDetailsDocument,
  GetBankDetailsDocument,
  GetRestaurantDetailsDocument,
} from '@hearth/graphql-client';
import { i18n } from '@hearth/i18n';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BankDetailsForm,
  type BankDetailsFormProps,
} from '../src/features/bank-details/components/BankDetailsForm';
import { BankDetailsPage } from '../src/features/bank-details/routes/BankDetailsPage';
import { KitchenMessages } from '../src/components/kitchen-messages';
import { renderPlain, renderWithApollo, restaurant } from './dashboard-helpers';

const saved = {
  __typename: 'BankDetails' as const,
  accountName: 'Carl Chef',
  institutionNumber: '001',
  transitNumber: '12345',
  accountType: 'CHECKING' as const,
  accountNumberLast4: '6789',
  updatedAt: '2026-11-21T10:00:00.000Z',
  payoutRefusal: null as string | null,
};

function openForm(details: typeof saved | null = null) {
  const onSubmit = jest.fn<BankDetailsFormProps['onSubmit']>(async () => ({
    ok: true,
    value: null,
  }));
  const onSaved = jest.fn();
  renderPlain(<BankDetailsForm saved={details} onSubmit={onSubmit} onSaved={onSaved} />);
  return {
    form: screen.getByRole('form', { name: 'Bank details' }),
    onSubmit,
    onSaved,
    ue: userEvent.setup(),
  };
}

describe('bank details form', () => {
  it('shows the empty banner, Checking by default, and every contract message for an empty form', async () => {
    const { form, ue, onSubmit } = openForm();
    expect(within(form).getByText(BankDetailsBanners.empty)).toBeInTheDocument();
    expect(within(form).queryByText(BankDetailsBanners.filled)).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Account type')).toHaveValue('CHECKING');
    expect(within(form).getByRole('option', { name: 'Saving' })).toBeInTheDocument();
    await ue.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please input account name!')).toBeInTheDocument();
    expect(within(form).getByText('Please input Institution Number!')).toBeInTheDocument();
    expect(within(form).getByText('Please input transit number!')).toBeInTheDocument();
    expect(within(form).getByText('Please input account number!')).toBeInTheDocument();
    expect(within(form).queryByText('Please input account type!')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires an account type', async () => {
    const { form, ue, onSubmit } = openForm();
    await ue.selectOptions(within(form).getByLabelText('Account type'), '');
    await ue.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText(BankDetailsMessages.accountTypeRequired),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends valid details and shows the filled banner for details on file', async () => {
    const { form, ue, onSubmit, onSaved } = openForm();
    await ue.type(within(form).getByLabelText('Account name'), 'Carl Chef');
    await ue.type(within(form).getByLabelText('Institution number'), '001');
    await ue.type(within(form).getByLabelText('Transit number'), '12345');
    await ue.selectOptions(within(form).getByLabelText('Account type'), 'SAVING');
    await ue.type(within(form).getByLabelText('Account number'), '1234-5678');
    await ue.click(within(form).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      accountName: 'Carl Chef',
      institutionNumber: '001',
      transitNumber: '12345',
      accountType: 'SAVING',
      accountNumber: '12345678',
    });
    expect(onSaved).toHaveBeenCalled();
  });

  it('prefills details on file with the filled banner', () => {
    const { form } = openForm(saved);
    expect(within(form).getByText(BankDetailsBanners.filled)).toBeInTheDocument();
    expect(within(form).getByLabelText('Account name')).toHaveValue('Carl Chef');
    expect(within(form).getByText(/ending in 6789/)).toBeInTheDocument();
  });

  it('shows a ServerError message and a field error from the server', async () => {
    const onSubmit = jest.fn<BankDetailsFormProps['onSubmit']>(async () => ({
      ok: false,
      fieldErrors: [
        { field: 'input.transitNumber', message: BankDetailsMessages.transitNumberInvalid },
      ],
      message: null,
    }));
    renderPlain(<BankDetailsForm saved={saved} onSubmit={onSubmit} onSaved={() => undefined} />);
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText('Account number'), '1234567');
    await ue.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BankDetailsMessages.transitNumberInvalid)).toBeInTheDocument();
  });
});

describe('bank details page', () => {
  it('loads GetBankDetails, saves with AddBankDetails and switches to the filled banner', async () => {
    const input = {
      accountName: 'Carl Chef',
      institutionNumber: '001',
      transitNumber: '12345',
      accountType: 'CHECKING' as const,
      accountNumber: '123456789',
    };
    const details = {
      __typename: 'Query' as const,
      myRestaurant: restaurant,
      me: {
        __typename: 'User' as const,
        id: 'c1',
        status: 'ACTIVE' as const,
        hasBankDetails: true,
      },
    };
    renderWithApollo(<BankDetailsPage />, [
      { request: { query: GetBankDetailsDocument }, result: { data: { bankDetails: null } } },
      {
        request: { query: AddBankDetailsDocument, variables: { input } },
        result: { data: { addBankDetails: saved } },
      },
      { request: { query: GetBankDetailsDocument }, result: { data: { bankDetails: saved } } },
      { request: { query: GetRestaurantDetailsDocument }, result: { data: details } },
    ]);
    const ue = userEvent.setup();
    expect(await screen.findByText(BankDetailsBanners.empty)).toBeInTheDocument();
    await ue.type(screen.getByLabelText('Account name'), input.accountName);
    await ue.type(screen.getByLabelText('Institution number'), input.institutionNumber);
    await ue.type(screen.getByLabelText('Transit number'), input.transitNumber);
    await ue.type(screen.getByLabelText('Account number'), input.accountNumber);
    await ue.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(KitchenMessages.bankDetailsSaved)).toBeInTheDocument();
    expect(await screen.findByText(BankDetailsBanners.filled)).toBeInTheDocument();
  });

  it('says, in en-CA and fr-CA, that Wise refused the details on file, with Wise’s reason', async () => {
    const refused = { ...saved, payoutRefusal: 'Please specify a valid account number.' };
    renderWithApollo(<BankDetailsPage />, [
      { request: { query: GetBankDetailsDocument }, result: { data: { bankDetails: refused } } },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Wise, our payout provider, could not accept these bank details, so we cannot pay you yet. Wise says: “Please specify a valid account number.” Check the numbers with your bank and save them again.',
    );
    expect(screen.getByText(BankDetailsBanners.filled)).toBeInTheDocument();
    cleanup();
    await act(() => i18n.changeLanguage('fr-CA'));
    try {
      renderWithApollo(<BankDetailsPage />, [
        { request: { query: GetBankDetailsDocument }, result: { data: { bankDetails: refused } } },
      ]);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        /^Wise, notre fournisseur de paiements, n’a pas pu accepter ces coordonnées bancaires.*« Please specify a valid account number\. »/,
      );
    } finally {
      await act(() => i18n.changeLanguage('en-CA'));
    }
  });

  it('shows no refusal when Wise accepted the details (or is not used)', async () => {
    renderWithApollo(<BankDetailsPage />, [
      { request: { query: GetBankDetailsDocument }, result: { data: { bankDetails: saved } } },
    ]);
    expect(await screen.findByText(BankDetailsBanners.filled)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the load failure text when GetBankDetails fails', async () => {
    renderWithApollo(<BankDetailsPage />, [
      { request: { query: GetBankDetailsDocument }, error: new Error('down') },
    ]);
    expect(await screen.findByText(KitchenMessages.loadFailed)).toBeInTheDocument();
  });
});
