import { describe, expect, it } from '@jest/globals';
import { GetCookingSessionsDocument, GetRestaurantDetailsDocument } from '@hearth/graphql-client';
import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { setViewportWidth } from '../../test-utils';
import App from '../src/App';
import { renderWithApollo, restaurant } from './dashboard-helpers';

const dish = {
  __typename: 'Dish' as const,
  id: '22222222-2222-4222-8222-222222222222',
  restaurantId: restaurant.id,
  name: 'Jerk chicken',
  description: 'Smoky and spicy chicken',
  priceCents: 1450,
  preparationTimeSeconds: 1500,
  spiceLevel: 2,
  allergyWarnings: ['none'],
  cuisine: 'Caribbean',
  handlingInstructions: 'Keep refrigerated',
  preparationInstructions: 'Grill over charcoal',
  shelfLife: '2 days',
  portionSize: '1 plate',
  images: [{ __typename: 'DishImage' as const, url: 'http://localhost/j.jpg', thumbnailUrl: null }],
  categories: ['HALAL'],
  ingredients: [],
  allergens: ['SESAME'],
  mayContainAllergens: [],
  allergensDeclared: true,
  status: 'ACTIVE' as const,
  isDeletable: false,
};

const details = (
  over: Partial<Omit<typeof restaurant, 'dishes'>> & { dishes?: object[] } = {},
  hasBankDetails = false,
) => ({
  request: { query: GetRestaurantDetailsDocument },
  result: {
    data: {
      myRestaurant: { ...restaurant, dishes: [dish], ...over },
      me: { __typename: 'User' as const, id: 'c1', status: 'ACTIVE' as const, hasBankDetails },
    },
  },
});

const session = {
  __typename: 'CookingSession' as const,
  id: '44444444-4444-4444-8444-444444444444',
  restaurantId: restaurant.id,
  schedule: 'WEEKLY' as const,
  startDate: '2030-01-07',
  until: '2030-01-14',
  startTime: '17:00',
  endTime: '19:00',
  timeZone: 'America/Toronto',
  leadTimeHours: 16,
  orderLimitMin: 1,
  orderLimitMax: 12,
  offersDelivery: true,
  offersPickup: false,
  dishes: [
    {
      __typename: 'SessionDish' as const,
      dishId: dish.id,
      minQuantity: 2,
      maxQuantity: 8,
      portionSize: '1 plate (400 g)',
    },
  ],
  occurrences: ['2030-01-07', '2030-01-14'].map((localDate, i) => ({
    __typename: 'SessionOccurrence' as const,
    id: `o${i}`,
    localDate,
    startsAt: `${localDate}T22:00:00.000Z`,
    endsAt: `${localDate}T24:00:00.000Z`.replace('T24:00', 'T23:59'),
    orderCutoffAt: `${localDate}T06:00:00.000Z`,
    isOrderable: true,
    dishes: [
      {
        __typename: 'OccurrenceDish' as const,
        dishId: dish.id,
        maxQuantity: 8,
        remaining: 8 - i * 3,
      },
    ],
  })),
};

const sessions = (days: number, list: (typeof session)[]) => ({
  request: { query: GetCookingSessionsDocument, variables: { restaurantId: restaurant.id, days } },
  result: { data: { cookingSessions: list } },
});

function renderApp(path: string, mocks: MockedResponse[]) {
  setViewportWidth(1280);
  return renderWithApollo(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/chef/*" element={<App />} />
    </Routes>,
    mocks,
    { path },
  );
}

describe('dashboard overview', () => {
  it('says why the restaurant is not public, with a link to fix it', async () => {
    renderApp('/chef/dashboard', [details(), sessions(14, [])]);
    expect(screen.getByRole('heading', { name: 'Welcome, Carl' })).toBeInTheDocument();
    expect(await screen.findByTestId('restaurant-visibility')).toHaveTextContent(
      'Not visible to the public',
    );
    const why = screen.getByRole('list', { name: 'Why your restaurant is not public' });
    expect(within(why).getByText(/Add your bank details/)).toBeInTheDocument();
    expect(within(why).getByRole('link', { name: 'Go to bank details' })).toHaveAttribute(
      'href',
      '/chef/settings/bank-details',
    );
    expect(await screen.findByText('No cooking sessions in the next 14 days.')).toBeInTheDocument();
  });

  it('says the restaurant is public and lists the next session dates', async () => {
    renderApp('/chef/dashboard', [
      details({ isPublic: true, visibilityBlockers: [] }, true),
      sessions(14, [session]),
    ]);
    expect(await screen.findByTestId('restaurant-visibility')).toHaveTextContent(
      'Visible to the public',
    );
    expect(screen.queryByRole('list', { name: 'Why your restaurant is not public' })).toBeNull();
    expect(await screen.findByText(/Mon, Jan 7/)).toBeInTheDocument();
  });

  it('shows the load failure text and nothing else', async () => {
    renderApp('/chef/dashboard', [
      { request: { query: GetRestaurantDetailsDocument }, error: new Error('down') },
    ]);
    expect(
      (await screen.findAllByText('There seems to be some issue at the moment.')).length,
    ).toBeGreaterThan(0);
  });

  it('links the bank details page from the side menu and settings/account', async () => {
    const ue = userEvent.setup();
    renderApp('/chef/settings/account', [details()]);
    const page = screen.getByRole('heading', { name: 'Account', level: 1 }).closest('section')!;
    expect(within(page).getByRole('link', { name: 'Bank details' })).toHaveAttribute(
      'href',
      '/chef/settings/bank-details',
    );
    const nav = screen.getByRole('navigation', { name: 'Chef dashboard' });
    expect(within(nav).getByRole('link', { name: 'Bank details' })).toHaveAttribute(
      'href',
      '/chef/settings/bank-details',
    );
    await ue.click(within(nav).getByRole('button', { name: 'Settings' }));
    expect(within(nav).queryByRole('link', { name: 'Bank details' })).toBeNull();
  });
});

describe('cooking plans and schedule pages', () => {
  it('lists sessions and opens the update modal with the session’s values', async () => {
    const ue = userEvent.setup();
    renderApp('/chef/manage/cookingplans', [details(), sessions(90, [session])]);
    const list = await screen.findByRole('list', { name: 'Cooking sessions' });
    expect(
      within(list).getByText('Jerk chicken: 8 portions of 1 plate (400 g), at least 2 per order'),
    ).toBeInTheDocument();
    expect(
      within(list).getByText('Orders close 16 hours before the start', { exact: false }),
    ).toBeInTheDocument();
    await ue.click(within(list).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Update cooking session' });
    expect(within(dialog).getByRole('button', { name: 'Weekly' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByLabelText('Last date')).toHaveValue('2030-01-14');
    expect(within(dialog).getByLabelText('Lead time (hours)')).toHaveValue('16');
    expect(within(dialog).getByLabelText('Dish')).toHaveValue(dish.id);
    expect(within(dialog).getByLabelText('Portion size')).toHaveValue('1 plate (400 g)');
    expect(within(dialog).getByRole('spinbutton', { name: 'Maximum' })).toHaveValue(12);
  });

  it('an edited session keeps showing its dish after the dish was made Inactive', async () => {
    const ue = userEvent.setup();
    const other = { ...dish, id: '33333333-3333-4333-8333-333333333333', name: 'Rice and peas' };
    renderApp('/chef/manage/cookingplans', [
      details({ dishes: [{ ...dish, status: 'INACTIVE' as const }, other] }),
      sessions(90, [session]),
    ]);
    const list = await screen.findByRole('list', { name: 'Cooking sessions' });
    await ue.click(within(list).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Update cooking session' });
    const select = within(dialog).getByLabelText('Dish') as HTMLSelectElement;
    expect(select).toHaveValue(dish.id);
    expect(select.selectedOptions[0]).toHaveTextContent('Jerk chicken (inactive)');
    await ue.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // A new session offers only the active dish.
    await ue.click(screen.getByRole('button', { name: 'New cooking session' }));
    const create = screen.getByRole('dialog', { name: 'Create cooking session' });
    const options = [...(within(create).getByLabelText('Dish') as HTMLSelectElement).options];
    expect(options.map((o) => o.textContent)).toEqual(['Select a dish', 'Rice and peas']);
  });

  it('shows an empty state without sessions', async () => {
    renderApp('/chef/manage/cookingplans', [details(), sessions(90, [])]);
    expect(await screen.findByText('No upcoming cooking sessions')).toBeInTheDocument();
  });

  it('the schedule lists each date with the portions left per dish', async () => {
    renderApp('/chef/manage/schedule', [details(), sessions(90, [session])]);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Jerk chicken: 8 of 8')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Jerk chicken: 5 of 8')).toBeInTheDocument();
  });

  it('a date sold out before its cutoff says sold out; one past its cutoff says closed', async () => {
    const [first, second] = session.occurrences;
    const soldOut = {
      ...first!,
      isOrderable: false,
      dishes: [{ ...first!.dishes[0]!, remaining: 0 }],
    };
    const past = { ...second!, id: 'o-past', orderCutoffAt: '2020-01-06T06:00:00.000Z' };
    const pastClosed = { ...past, isOrderable: false };
    renderApp('/chef/manage/schedule', [
      details(),
      sessions(90, [{ ...session, occurrences: [soldOut, pastClosed] }]),
    ]);
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('(sold out)');
    expect(rows[1]).not.toHaveTextContent('(closed)');
    expect(rows[2]).toHaveTextContent('(closed)');
  });
});
