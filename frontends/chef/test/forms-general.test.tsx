import { describe, expect, it, jest } from '@jest/globals';
import { ChefProfileMessages, TaxMessages } from '@hearth/contracts';
import { AddressSuggestionsDocument } from '@hearth/graphql-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormOutcome } from '../src/components/form/form-outcome';
import {
  CredentialsForm,
  credentialsDefaults,
} from '../src/features/settings/components/CredentialsForm';
import {
  GeneralInfoForm,
  generalInfoDefaults,
  latestAllowedBirthDate,
} from '../src/features/settings/components/GeneralInfoForm';
import { TaxNumberForm } from '../src/features/settings/components/TaxNumberForm';
import { renderForm, yearsAgo } from './forms-helpers';

const ok = (_values?: unknown): Promise<FormOutcome> => Promise.resolve({ ok: true });

const filledGeneral = generalInfoDefaults({
  firstName: 'Carla',
  lastName: 'Chef',
  addressLine1: '1 King St W',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5H 1A1',
  country: 'CA',
  imageUrl: 'http://127.0.0.1/media/profiles/u/1.png',
  dateOfBirth: yearsAgo(30),
  description: 'I cook Sunday lunches for my whole street.',
});

describe('GeneralInfoForm (the general information rules)', () => {
  it('shows each rule’s message and sends nothing', async () => {
    const ue = userEvent.setup();
    const onSubmit = jest.fn(ok);
    renderForm(<GeneralInfoForm email="carla@example.com" onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Email')).toHaveValue('carla@example.com');
    await ue.type(screen.getByLabelText('First name'), 'C');
    await ue.type(screen.getByLabelText('Last name'), 'Li');
    fireEvent.change(screen.getByLabelText('Date of birth'), {
      target: { value: yearsAgo(18, 1) },
    });
    await ue.type(screen.getByLabelText('Chef description'), 'Too short');
    await ue.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText(ChefProfileMessages.firstNameTooShort)).toBeInTheDocument();
    expect(screen.getByText(ChefProfileMessages.lastNameTooShort)).toBeInTheDocument();
    expect(screen.getByText(ChefProfileMessages.underAge)).toBeInTheDocument();
    expect(screen.getByText(ChefProfileMessages.descriptionTooShort)).toBeInTheDocument();
    expect(screen.getByText(ChefProfileMessages.addressLine1Required)).toBeInTheDocument();
    expect(screen.getByText(ChefProfileMessages.imageRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables birth dates of anyone under 18 in the picker', () => {
    renderForm(<GeneralInfoForm email="c@example.com" onSubmit={ok} />);
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('max', latestAllowedBirthDate());
    expect(latestAllowedBirthDate('2026-11-21')).toBe('2008-11-21');
  });

  it('refuses a description over 200 characters', async () => {
    const onSubmit = jest.fn(ok);
    renderForm(
      <GeneralInfoForm
        email="c@example.com"
        defaultValues={{ ...filledGeneral, description: 'x'.repeat(201) }}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText(ChefProfileMessages.descriptionTooLong)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the valid step and shows the server’s field errors and banner', async () => {
    const onSubmit = jest.fn((_values?: unknown): Promise<FormOutcome> =>
      Promise.resolve({
        ok: false,
        fieldErrors: [{ field: 'general.firstName', message: 'Server says no' }],
        message: ChefProfileMessages.updateFailed,
      }),
    );
    renderForm(
      <GeneralInfoForm email="c@example.com" defaultValues={filledGeneral} onSubmit={onSubmit} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ firstName: 'Carla', postalCode: 'M5H 1A1' });
    expect(await screen.findByText('Server says no')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Server says no');
    expect(screen.getByText(ChefProfileMessages.updateFailed.trim())).toBeInTheDocument();
  });
});

describe('CredentialsForm (the credentials rules)', () => {
  it('shows each rule’s message and sends nothing', async () => {
    const ue = userEvent.setup();
    const onSubmit = jest.fn(ok);
    renderForm(<CredentialsForm onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Prefix')).toBeDisabled();
    expect(screen.getByLabelText('Prefix')).toHaveValue('+1');
    await ue.type(screen.getByLabelText('Phone'), '4165550100123456789012');
    await ue.type(screen.getByLabelText('Qualifications (optional)'), 'ab');
    await ue.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText(ChefProfileMessages.experienceRequired)).toBeInTheDocument();
    expect(screen.getByText(ChefProfileMessages.phoneTooLong)).toBeInTheDocument();
    expect(screen.getByText(ChefProfileMessages.qualificationsTooShort)).toBeInTheDocument();
    await ue.type(screen.getByLabelText('Experience (years)'), '51');
    await ue.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText(ChefProfileMessages.experienceRange)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires a phone and sends a valid step (qualifications optional)', async () => {
    const ue = userEvent.setup();
    const onSubmit = jest.fn(ok);
    renderForm(
      <CredentialsForm
        defaultValues={credentialsDefaults({ experienceYears: 0 })}
        onSubmit={onSubmit}
      />,
    );
    await ue.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText(ChefProfileMessages.phoneRequired)).toBeInTheDocument();
    await ue.type(screen.getByLabelText('Phone'), '416 555 0100');
    await ue.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      experienceYears: 0,
      phone: '416 555 0100',
      qualifications: null,
      certificateUrl: null,
    });
  });
});

describe('AddressAutocomplete (address line 1 fills the rest of the address)', () => {
  it('suggests places for the text after the comma; the keyboard picks one and fills the rest', async () => {
    const ue = userEvent.setup();
    const place = (postalCode: string, area: string, latitude: number) => ({
      __typename: 'AddressSuggestion',
      postalCode,
      city: 'Toronto',
      area,
      province: 'ON',
      country: 'CA',
      latitude,
      longitude: -79.38,
    });
    renderForm(<GeneralInfoForm email="c@example.com" onSubmit={ok} />, [
      {
        request: { query: AddressSuggestionsDocument, variables: { query: 'M5H', limit: 5 } },
        result: {
          data: {
            addressSuggestions: [
              place('M5H', 'Richmond / Adelaide / King', 43.65),
              place('M5J', 'Harbourfront East', 43.64),
            ],
          },
        },
      },
    ]);
    const line1 = screen.getByRole('combobox', { name: 'Address line 1' });
    await ue.type(line1, '1 King St W, M5H');
    const list = await screen.findByRole('listbox', { name: 'Address line 1 suggestions' });
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    expect(line1).toHaveAttribute('aria-expanded', 'true');
    await ue.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await ue.keyboard('{Enter}');
    expect(line1).toHaveValue('1 King St W');
    expect(screen.getByLabelText('City')).toHaveValue('Toronto');
    expect(screen.getByLabelText('Province')).toHaveValue('ON');
    expect(screen.getByLabelText('Postal code')).toHaveValue('M5J');
    expect(screen.getByLabelText('Country')).toHaveValue('CA');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('TaxNumberForm (the chef’s GST/HST number)', () => {
  it('refuses a wrong check digit, then sends the number compact; blank removes it', async () => {
    const ue = userEvent.setup();
    const onSubmit = jest.fn((_n: string | null) => ok());
    renderForm(<TaxNumberForm saved={null} onSubmit={onSubmit} />);
    const field = screen.getByLabelText('GST/HST number (optional)');
    await ue.type(field, '123456789 RT0001');
    await ue.click(screen.getByRole('button', { name: 'Save GST/HST number' }));
    expect(await screen.findByText(TaxMessages.gstHstNumberCheckDigit)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await ue.clear(field);
    await ue.type(field, '123456782 rt0001');
    await ue.click(screen.getByRole('button', { name: 'Save GST/HST number' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('123456782RT0001'));
    await ue.clear(field);
    await ue.click(screen.getByRole('button', { name: 'Save GST/HST number' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith(null));
  });

  it('shows a saved number as people write it', () => {
    renderForm(<TaxNumberForm saved="123456782RT0001" onSubmit={() => ok()} />);
    expect(screen.getByLabelText('GST/HST number (optional)')).toHaveValue('123456782 RT0001');
  });
});
