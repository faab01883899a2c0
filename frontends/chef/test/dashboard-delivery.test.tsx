import { describe, expect, it } from '@jest/globals';
import { RestaurantMessages } from '@hearth/contracts';
import { GetRestaurantDetailsDocument, UpdateRestaurantDocument } from '@hearth/graphql-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeliveryPage } from '../src/features/delivery/routes/DeliveryPage';
import { renderWithApollo, restaurant } from './dashboard-helpers';

const details = {
  request: { query: GetRestaurantDetailsDocument },
  result: {
    data: {
      myRestaurant: restaurant,
      me: {
        __typename: 'User' as const,
        id: 'c1',
        status: 'ACTIVE' as const,
        hasBankDetails: false,
      },
    },
  },
};

describe('manage/delivery', () => {
  it('shows the saved settings in km and dollars', async () => {
    renderWithApollo(<DeliveryPage />, [details]);
    const form = await screen.findByRole('form', { name: 'Delivery settings' });
    expect(within(form).getByRole('checkbox', { name: 'Delivery' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Pickup' })).not.toBeChecked();
    expect(within(form).getByLabelText('Delivery radius (km)')).toHaveValue(5);
    expect(within(form).getByLabelText('Fixed delivery fee ($)')).toHaveValue(5);
  });

  it('refuses neither delivery nor pickup, and resets radius and fees when delivery is chosen again', async () => {
    const ue = userEvent.setup();
    renderWithApollo(<DeliveryPage />, [details]);
    const form = await screen.findByRole('form', { name: 'Delivery settings' });
    await ue.click(within(form).getByRole('checkbox', { name: 'Delivery' }));
    expect(within(form).queryByLabelText('Delivery radius (km)')).toBeNull();
    await ue.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText(RestaurantMessages.deliveryOrPickupRequired),
    ).toBeInTheDocument();
    await ue.click(within(form).getByRole('checkbox', { name: 'Delivery' }));
    expect(within(form).getByLabelText('Delivery radius (km)')).toHaveValue(null);
    expect(within(form).getByLabelText('Fixed delivery fee ($)')).toHaveValue(null);
    await ue.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText(RestaurantMessages.deliveryRadiusRequired),
    ).toBeInTheDocument();
    expect(within(form).getByText(RestaurantMessages.baseDeliveryFeeRequired)).toBeInTheDocument();
  });

  it('saves pickup only with UpdateRestaurant (delivery fields cleared) and confirms', async () => {
    const ue = userEvent.setup();
    let sent: Record<string, unknown> | null = null;
    const saved = {
      ...restaurant,
      offersDelivery: false,
      offersPickup: true,
      deliveryRadiusKm: null,
      baseDeliveryFeeCents: null,
    };
    renderWithApollo(<DeliveryPage />, [
      details,
      {
        request: {
          query: UpdateRestaurantDocument,
          variables: (vars: Record<string, unknown>) => {
            sent = vars;
            return true;
          },
        },
        result: { data: { updateRestaurant: saved } },
      },
      { ...details, result: { data: { ...details.result.data, myRestaurant: saved } } },
    ]);
    const form = await screen.findByRole('form', { name: 'Delivery settings' });
    await ue.click(within(form).getByRole('checkbox', { name: 'Delivery' }));
    await ue.click(within(form).getByRole('checkbox', { name: 'Pickup' }));
    await ue.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your restaurant has been saved')).toBeInTheDocument();
    expect(sent).toMatchObject({
      restaurantId: restaurant.id,
      input: {
        name: restaurant.name,
        offersDelivery: false,
        offersPickup: true,
        deliveryRadiusKm: null,
        baseDeliveryFeeCents: null,
        feePerKmCents: null,
        timeZone: 'America/Toronto',
      },
    });
  });
});
