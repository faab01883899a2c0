import {
  ExploreRestaurantsDocument,
  GetCartsDocument,
  GetCuisinesDocument,
  GetMyFavouritesDocument,
  GetMyOrdersDocument,
} from '@hearth/graphql-client';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '@hearth/ui';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { users } from '../../shared/test-render';
import { CartPage } from '../src/features/cart/routes/CartPage';
import { CheckoutPage } from '../src/features/checkout/routes/CheckoutPage';
import { ExplorePage } from '../src/features/explore/routes/ExplorePage';
import { FavoritesPage } from '../src/features/favorites/routes/FavoritesPage';
import { OrdersPage } from '../src/features/orders/routes/OrdersPage';
import { StarPicker } from '../src/features/reviews/components/StarPicker';
import { cartLine, cartOf, renderGuest } from './cart-fixtures';
import { renderAt, restaurantCard as card } from './restaurant-fixtures';

const LOAD_FAILED = 'There seems to be some issue at the moment.';

describe('failed lists: the load failure alert with Try again', () => {
  it('favourites: the alert, then Try again loads the list', async () => {
    const request = { query: GetMyFavouritesDocument, variables: { limit: 12 } };
    renderAt(
      <FavoritesPage />,
      '/user/favorites',
      [
        { request, error: new Error('socket hang up') },
        {
          request,
          result: {
            data: {
              myFavourites: {
                __typename: 'RestaurantPage',
                items: [card('r1', 'Green Table')],
                nextCursor: null,
              },
            },
          },
        },
      ],
      users.guest,
      '/user/favorites',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOAD_FAILED);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Green Table' })).toBeInTheDocument();
  });

  it('orders: the alert, then Try again loads the tab', async () => {
    const request = {
      query: GetMyOrdersDocument,
      variables: { status: ['PLACED', 'PENDING'], limit: 20 },
    };
    renderGuest(
      <OrdersPage />,
      [
        { request, error: new Error('socket hang up') },
        {
          request,
          result: { data: { myOrders: { __typename: 'OrderPage', items: [], nextCursor: null } } },
        },
      ],
      { path: '/user/orders/pending', routePath: '/user/orders/*' },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOAD_FAILED);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No pending orders' })).toBeInTheDocument();
  });

  it('cart: the alert, then Try again loads the cart', async () => {
    renderGuest(<CartPage />, [
      { request: { query: GetCartsDocument }, error: new Error('socket hang up') },
      { request: { query: GetCartsDocument }, result: { data: { cart: cartOf([cartLine()]) } } },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOAD_FAILED);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('cart-line')).toBeInTheDocument();
  });

  it("checkout: a cart that failed to load is not 'No items in Cart'", async () => {
    renderGuest(
      <CheckoutPage />,
      [{ request: { query: GetCartsDocument }, error: new Error('socket hang up') }],
      { path: '/user/checkout', routePath: '/user/checkout' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('No items in Cart')).not.toBeInTheDocument();
  });
});

describe('Load more', () => {
  it('a failed next page keeps the list and says so in a toast; pressing again retries', async () => {
    const first = { sort: 'RATING', postalCode: null, limit: 12, filter: null };
    const page = (items: ReturnType<typeof card>[], nextCursor: string | null) => ({
      data: { exploreRestaurants: { __typename: 'RestaurantPage', items, nextCursor } },
    });
    renderAt(
      <ExplorePage />,
      '/user/explore',
      [
        {
          request: { query: GetCuisinesDocument },
          result: { data: { exploreCuisines: [] } },
          maxUsageCount: 10,
        },
        {
          request: { query: ExploreRestaurantsDocument, variables: first },
          result: page([card('r1', 'Green Table')], 'c1'),
        },
        {
          request: { query: ExploreRestaurantsDocument, variables: { ...first, cursor: 'c1' } },
          error: new Error('socket hang up'),
        },
        {
          request: { query: ExploreRestaurantsDocument, variables: { ...first, cursor: 'c1' } },
          result: page([card('r2', 'Second Page')], null),
        },
      ],
      null,
      '/user/explore',
    );
    await screen.findByRole('article', { name: 'Green Table' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(LOAD_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Green Table' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Second Page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('star picker keyboard (radio group)', () => {
  function Picker({ initial }: { initial: number }) {
    const [value, setValue] = useState(initial);
    return <StarPicker value={value} onChange={setValue} />;
  }

  it('is one tab stop; arrows, Home and End choose; only the chosen star is checked', async () => {
    render(
      <ThemeProvider theme={theme}>
        <button type="button">before</button>
        <Picker initial={0} />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const three = screen.getByRole('radio', { name: '3 stars' });
    expect(three).toHaveFocus();
    expect(screen.getAllByRole('radio', { checked: true })).toEqual([three]);
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });
});
