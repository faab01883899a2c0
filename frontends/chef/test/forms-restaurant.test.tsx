import { describe, expect, it, jest } from '@jest/globals';
import { RestaurantMessages } from '@hearth/contracts';
import { LookupPostalCodeDocument } from '@hearth/graphql-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormOutcome } from '../src/components/form/form-outcome';
import {
  RestaurantForm,
  restaurantDefaults,
} from '../src/features/manage-restaurant/components/RestaurantForm';
import { renderForm } from './forms-helpers';

const ok = (_values?: unknown): Promise<FormOutcome> => Promise.resolve({ ok: true });

const filled = {
  ...restaurantDefaults(),
  name: 'Nonna’s Kitchen',
  description: 'Sunday sauce, every day.',
  addressLine1: '1 King St W',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5H 1A1',
  country: 'CA',
  imageUrl: 'http://127.0.0.1/media/restaurants/u/1.png',
  cuisines: ['Italian'],
  instructions: ['Ring the bell'],
};

const answer = (legend: string, choice: 'Yes' | 'No') =>
  fireEvent.click(within(screen.getByRole('group', { name: legend })).getByLabelText(choice));

describe('RestaurantForm (the restaurant rules)', () => {
  it('keeps Next disabled while a required address field or the image is missing', async () => {
    const ue = userEvent.setup();
    renderForm(<RestaurantForm defaultValues={{ ...filled, city: '' }} onSubmit={ok} />);
    const next = screen.getByRole('button', { name: 'Next Step' });
    expect(next).toBeDisabled();
    await ue.type(screen.getByLabelText('City'), 'Toronto');
    expect(next).toBeEnabled();
    renderForm(<RestaurantForm defaultValues={{ ...filled, imageUrl: '' }} onSubmit={ok} />);
    expect(screen.getAllByRole('button', { name: 'Next Step' })[1]).toBeDisabled();
  });

  it('shows each rule’s message and sends nothing', async () => {
    const ue = userEvent.setup();
    const onSubmit = jest.fn(ok);
    renderForm(
      <RestaurantForm
        defaultValues={{
          ...filled,
          name: 'ab',
          description: '',
          cuisines: ['A very long cuisine name'],
          instructions: ['abc'],
        }}
        onSubmit={onSubmit}
      />,
    );
    await ue.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText(RestaurantMessages.nameLength)).toBeInTheDocument();
    expect(screen.getByText(RestaurantMessages.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(RestaurantMessages.deliveryOrPickupRequired)).toBeInTheDocument();
    expect(screen.getByText(RestaurantMessages.cuisineTooLong)).toBeInTheDocument();
    expect(screen.getByText(RestaurantMessages.instructionLength)).toBeInTheDocument();
    answer('Do you deliver?', 'No');
    answer('Do you offer pickup?', 'No');
    await ue.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(
      await screen.findByText(RestaurantMessages.deliveryOrPickupRequired),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks radius and fees when delivering, and sends fees as cents', async () => {
    const ue = userEvent.setup();
    const onSubmit = jest.fn(ok);
    renderForm(<RestaurantForm defaultValues={filled} onSubmit={onSubmit} />, [
      {
        request: { query: LookupPostalCodeDocument, variables: { postalCode: 'M5H 1A1' } },
        result: {
          data: {
            lookupPostalCode: {
              __typename: 'AddressSuggestion',
              postalCode: 'M5H',
              city: 'Toronto',
              area: 'Richmond / Adelaide / King',
              province: 'ON',
              country: 'CA',
              latitude: 43.6497,
              longitude: -79.3833,
            },
          },
        },
      },
    ]);
    answer('Do you deliver?', 'Yes');
    answer('Do you offer pickup?', 'No');
    await ue.type(screen.getByLabelText('Delivery radius (km)'), '101');
    await ue.type(screen.getByLabelText('Fixed delivery fee ($)'), '0.05');
    await ue.type(screen.getByLabelText('Fee per km ($, optional)'), '401');
    await ue.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText(RestaurantMessages.deliveryRadiusRange)).toBeInTheDocument();
    expect(screen.getAllByText(RestaurantMessages.deliveryFeeRange)).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();

    await ue.clear(screen.getByLabelText('Delivery radius (km)'));
    await ue.type(screen.getByLabelText('Delivery radius (km)'), '12.5');
    await ue.clear(screen.getByLabelText('Fixed delivery fee ($)'));
    await ue.type(screen.getByLabelText('Fixed delivery fee ($)'), '4.99');
    await ue.clear(screen.getByLabelText('Fee per km ($, optional)'));
    await ue.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      offersDelivery: true,
      offersPickup: false,
      deliveryRadiusKm: 12.5,
      baseDeliveryFeeCents: 499,
      feePerKmCents: null,
      cuisines: ['Italian'],
      // The hand-typed postal code was located for delivery distances.
      latitude: 43.6497,
      longitude: -79.3833,
    });
  });

  it('requires the radius and fixed fee when delivering', async () => {
    const onSubmit = jest.fn(ok);
    renderForm(<RestaurantForm defaultValues={filled} onSubmit={onSubmit} />);
    answer('Do you deliver?', 'Yes');
    answer('Do you offer pickup?', 'Yes');
    fireEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText(RestaurantMessages.deliveryRadiusRequired)).toBeInTheDocument();
    expect(screen.getByText(RestaurantMessages.baseDeliveryFeeRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('resets the radius and fees when a delivery option is chosen', async () => {
    const ue = userEvent.setup();
    renderForm(
      <RestaurantForm
        defaultValues={{
          ...filled,
          offersDelivery: true,
          offersPickup: true,
          deliveryRadiusKm: '10',
          baseDeliveryFee: '5',
        }}
        onSubmit={ok}
      />,
    );
    expect(screen.getByLabelText('Delivery radius (km)')).toHaveValue(10);
    answer('Do you deliver?', 'No');
    expect(screen.queryByLabelText('Delivery radius (km)')).not.toBeInTheDocument();
    answer('Do you deliver?', 'Yes');
    expect(screen.getByLabelText('Delivery radius (km)')).toHaveValue(null);
    expect(screen.getByLabelText('Fixed delivery fee ($)')).toHaveValue(null);
    await ue.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText(RestaurantMessages.deliveryRadiusRequired)).toBeInTheDocument();
  });

  it('adds cuisine tags with Enter or comma and removes the last with Backspace', async () => {
    const ue = userEvent.setup();
    renderForm(<RestaurantForm defaultValues={{ ...filled, cuisines: [] }} onSubmit={ok} />);
    const box = screen.getByLabelText('Cuisine');
    await ue.type(box, 'Thai{Enter}Lebanese,A cuisine with a very long name{Enter}');
    const tags = screen.getByRole('list', { name: 'Cuisine tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Thai×', 'Lebanese×', 'A cuisine with a ver…×']);
    await ue.type(box, '{Backspace}');
    expect(within(tags).getAllByRole('listitem')).toHaveLength(2);
    await ue.click(screen.getByRole('button', { name: 'Remove Thai' }));
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Lebanese×']);
  });
});
