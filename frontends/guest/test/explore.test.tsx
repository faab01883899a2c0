import { describe, expect, it } from '@jest/globals';
import {
  ExploreRestaurantsDocument,
  GetCuisinesDocument,
  GetDefaultDeliveryAddressDocument,
  GetDietaryProfileDocument,
  GetMyFavouritesDocument,
  SetFavouriteDocument,
} from '@hearth/graphql-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { useLocation } from 'react-router';
import { AUTH_MODAL_REQUEST_EVENT } from '../../shared/auth-modal-request';
import { users } from '../../shared/test-render';
import { ExplorePage } from '../src/features/explore/routes/ExplorePage';
import {
  readExploreState,
  toExploreVariables,
  writeExploreState,
} from '../src/features/explore/utils/explore-filters';
import { FavoritesPage } from '../src/features/favorites/routes/FavoritesPage';
import { renderAt, restaurant, restaurantCard as card } from './restaurant-fixtures';

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const cuisinesMock = {
  request: { query: GetCuisinesDocument },
  result: { data: { exploreCuisines: ['Italian', 'Jamaican'] } },
  maxUsageCount: 10,
};

function exploreMock(
  variables: Record<string, unknown>,
  items: ReturnType<typeof card>[],
  nextCursor: string | null = null,
) {
  return {
    request: { query: ExploreRestaurantsDocument, variables },
    result: {
      data: {
        exploreRestaurants: {
          __typename: 'RestaurantPage',
          // Explore's own fields: null without a postal code.
          items: items.map((item) => ({
            ...item,
            distanceKm: item.distanceKm ?? null,
            deliversHere: item.deliversHere ?? null,
          })),
          nextCursor,
        },
      },
    },
    maxUsageCount: 10,
  };
}

/** The signed-in guest's saved delivery address (explore offers its postal code), or none. */
function savedAddressMock(postalCode: string | null) {
  return {
    request: { query: GetDefaultDeliveryAddressDocument },
    result: {
      data: {
        me: {
          __typename: 'User',
          id: users.guest.id,
          defaultDeliveryAddress: postalCode && {
            __typename: 'SavedAddress',
            line1: '1 Main St',
            line2: null,
            postalCode,
            latitude: 43.8,
            longitude: -79.23,
          },
        },
      },
    },
  };
}

describe('explore filters ↔ URL', () => {
  it('round-trips every filter and keeps the locale parameter', () => {
    const params = new URLSearchParams(
      'lang=fr-CA&cuisine=Italian&cuisine=Jamaican&category=VEGAN&category=BOGUS&mode=pickup&date=2026-12-01&q=pasta&sort=distance&postal=M5V 2T6&pickup=25',
    );
    const state = readExploreState(params);
    expect(state).toEqual({
      cuisines: ['Italian', 'Jamaican'],
      categories: ['VEGAN'],
      mode: 'pickup',
      date: '2026-12-01',
      text: 'pasta',
      sort: 'distance',
      postalCode: 'M5V 2T6',
      pickupKm: 25,
    });
    const written = writeExploreState(params, state);
    expect(written.get('lang')).toBe('fr-CA');
    expect(readExploreState(written)).toEqual(state);
    expect(toExploreVariables(state)).toEqual({
      filter: {
        cuisines: ['Italian', 'Jamaican'],
        categories: ['VEGAN'],
        fulfilment: 'PICKUP',
        date: '2026-12-01',
        text: 'pasta',
        pickupWithinKm: 25,
      },
      sort: 'DISTANCE',
      postalCode: 'M5V 2T6',
    });
    // The pickup distance goes only with a postal code, and a value not offered is the default.
    const plain = readExploreState(new URLSearchParams('pickup=7'));
    expect(plain.pickupKm).toBe(10);
    expect(toExploreVariables({ ...plain, pickupKm: 25 }).filter).toBeNull();
  });
});

describe('explore page', () => {
  const base = { sort: 'RATING', postalCode: null, limit: 12 };

  it('reads its filters from the URL, shows cards and writes a new filter back', async () => {
    renderAt(
      <>
        <ExplorePage />
        <Probe />
      </>,
      '/user/explore?lang=en-CA&category=VEGAN',
      [
        cuisinesMock,
        exploreMock({ ...base, filter: { categories: ['VEGAN'] } }, [
          card('r1', 'Green Table', 4.8),
        ]),
        exploreMock({ ...base, filter: { categories: ['VEGAN'], fulfilment: 'PICKUP' } }, [
          card('r2', 'Pickup Place', null),
        ]),
      ],
      null,
      '/user/explore',
    );
    const first = await screen.findByRole('article', { name: 'Green Table' });
    expect(within(first).getByRole('img', { name: 'Rated 4.8 out of 5, 3 reviews' })).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Menu of Green Table' })).toHaveAttribute(
      'href',
      // The app's current locale (jsdom's browser language here), whatever the page URL says.
      expect.stringMatching(/^\/restaurant\/green-table\?lang=(en-CA|en-US|fr-CA)$/),
    );
    expect(screen.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();

    fireEvent.click(screen.getByRole('radio', { name: 'Pickup' }));
    expect(await screen.findByRole('article', { name: 'Pickup Place' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/user/explore?lang=en-CA&category=VEGAN&mode=pickup',
    );
    expect(screen.getByRole('img', { name: 'No reviews yet' })).toBeInTheDocument();
  });

  it('pages on the server: Load more appends the next page', async () => {
    const first = exploreMock({ ...base, filter: null }, [card('r1', 'Green Table', 4.8)], 'c1');
    renderAt(
      <ExplorePage />,
      '/user/explore',
      [
        cuisinesMock,
        first,
        exploreMock({ ...base, filter: null, cursor: 'c1' }, [card('r2', 'Second Page', 4.1)]),
      ],
      null,
      '/user/explore',
    );
    await screen.findByRole('article', { name: 'Green Table' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Second Page' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks for a postal code before sorting by distance, and shows an empty state', async () => {
    renderAt(<ExplorePage />, '/user/explore?sort=distance', [cuisinesMock], null, '/user/explore');
    expect(
      await screen.findByRole('heading', { name: 'Enter your postal code to sort by distance' }),
    ).toBeInTheDocument();
  });

  it("shows the server's explore message, or the load failure's when the gateway fails", async () => {
    const { unmount } = renderAt(
      <ExplorePage />,
      '/user/explore?sort=distance&postal=Z9Z',
      [
        cuisinesMock,
        {
          request: {
            query: ExploreRestaurantsDocument,
            variables: { ...base, sort: 'DISTANCE', postalCode: 'Z9Z', filter: null },
          },
          result: {
            errors: [
              new GraphQLError('We could not find that postal code', {
                extensions: { code: 'BAD_USER_INPUT' },
              }),
            ],
          },
        },
      ],
      null,
      '/user/explore',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find that postal code',
    );
    unmount();
    renderAt(
      <ExplorePage />,
      '/user/explore',
      [
        cuisinesMock,
        {
          request: { query: ExploreRestaurantsDocument, variables: { ...base, filter: null } },
          error: new Error('socket hang up'),
        },
      ],
      null,
      '/user/explore',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There seems to be some issue at the moment.',
    );
  });

  it('says so when nothing matches', async () => {
    renderAt(
      <ExplorePage />,
      '/user/explore?q=zzz',
      [cuisinesMock, exploreMock({ ...base, filter: { text: 'zzz' } }, [])],
      null,
      '/user/explore',
    );
    expect(
      await screen.findByRole('heading', { name: 'No restaurants match your search' }),
    ).toBeInTheDocument();
  });

  it('with a postal code: the pickup distance, each card with its distance, the saved address', async () => {
    const near = (id: string, name: string, distanceKm: number, deliversHere: boolean) => ({
      ...card(id, name, 4.5),
      distanceKm,
      deliversHere,
    });
    renderAt(
      <>
        <ExplorePage />
        <Probe />
      </>,
      '/user/explore?lang=en-CA&date=2026-12-03&postal=M5H 2N2',
      [
        cuisinesMock,
        savedAddressMock('M1B 1A1'),
        exploreMock({ ...base, postalCode: 'M5H 2N2', filter: { date: '2026-12-03' } }, [
          near('r1', 'Green Table', 0.4, true),
          near('r2', 'Far Pickup', 8.25, false),
        ]),
        exploreMock(
          {
            ...base,
            postalCode: 'M5H 2N2',
            filter: { date: '2026-12-03', pickupWithinKm: 25 },
          },
          [near('r3', 'Nonna Pickup', 13.7, false)],
        ),
        exploreMock({ ...base, postalCode: 'M1B 1A1', filter: { date: '2026-12-03' } }, [
          near('r4', 'Malvern Pho', 1, true),
        ]),
      ],
      users.guest,
      '/user/explore',
    );
    const first = await screen.findByRole('article', { name: 'Green Table' });
    expect(within(first).getByText('0.4 km away · Delivers to you')).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: 'Far Pickup' })).getByText('8.3 km away · Pickup'),
    ).toBeVisible();

    fireEvent.change(screen.getByRole('combobox', { name: 'Pickup within' }), {
      target: { value: '25' },
    });
    expect(await screen.findByRole('article', { name: 'Nonna Pickup' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('postal=M5H+2N2&pickup=25');

    fireEvent.change(screen.getByRole('combobox', { name: 'Pickup within' }), {
      target: { value: '10' },
    });
    await screen.findByRole('article', { name: 'Green Table' });
    fireEvent.click(await screen.findByRole('button', { name: 'Use my saved address (M1B 1A1)' }));
    expect(await screen.findByRole('article', { name: 'Malvern Pho' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your postal code' })).toHaveValue('M1B 1A1');
  });

  it('a visitor pressing the heart gets the log-in modal', async () => {
    const requests: unknown[] = [];
    const listener = (event: Event) => requests.push((event as CustomEvent).detail);
    window.addEventListener(AUTH_MODAL_REQUEST_EVENT, listener);
    renderAt(
      <ExplorePage />,
      '/user/explore',
      [cuisinesMock, exploreMock({ ...base, filter: null }, [card('r1', 'Green Table', 4.8)])],
      null,
      '/user/explore',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite Green Table' }));
    window.removeEventListener(AUTH_MODAL_REQUEST_EVENT, listener);
    expect(requests).toEqual(['logIn']);
  });

  it('a guest favourites a restaurant (setFavourite) and the heart turns on', async () => {
    renderAt(
      <ExplorePage />,
      '/user/explore',
      [
        cuisinesMock,
        savedAddressMock(null),
        exploreMock({ ...base, filter: null }, [card('r1', 'Green Table', 4.8)]),
        {
          request: {
            query: SetFavouriteDocument,
            variables: { restaurantId: 'r1', isFavourite: true },
          },
          result: {
            data: { setFavourite: { __typename: 'Restaurant', id: 'r1', isFavourite: true } },
          },
        },
      ],
      users.guest,
      '/user/explore',
    );
    const heart = await screen.findByRole('button', { name: 'Favourite Green Table' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  });

  it("a guest's dietary profile filters explore by default; Show every chef lists everyone", async () => {
    const profileMock = {
      request: { query: GetDietaryProfileDocument },
      result: {
        data: {
          me: {
            __typename: 'User' as const,
            id: users.guest.id,
            dietaryProfile: {
              __typename: 'DietaryProfile' as const,
              avoidAllergens: ['SESAME'],
              diets: ['VEGAN'],
            },
          },
        },
      },
    };
    const fitting = { cuisines: ['Italian'], avoidAllergens: ['SESAME'], diets: ['VEGAN'] };
    renderAt(
      <ExplorePage />,
      '/user/explore?cuisine=Italian',
      [
        cuisinesMock,
        savedAddressMock(null),
        profileMock,
        exploreMock({ ...base, filter: fitting }, [card('r1', 'Green Table', 4.8)]),
        exploreMock({ ...base, filter: { cuisines: ['Italian'] } }, [
          card('r1', 'Green Table', 4.8),
          card('r2', 'Sesame House', 4.5),
        ]),
      ],
      users.guest,
      '/user/explore',
    );
    expect(await screen.findByRole('article', { name: 'Green Table' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Sesame House' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Showing chefs with dishes that fit your dietary profile.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Show every chef' }));
    expect(await screen.findByRole('article', { name: 'Sesame House' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show every chef' })).toBeChecked();
    expect(
      screen.getByText('Showing every chef, whatever your dietary profile.'),
    ).toBeInTheDocument();
  });

  it('a visitor sees no dietary profile line', async () => {
    renderAt(
      <ExplorePage />,
      '/user/explore',
      [cuisinesMock, exploreMock({ ...base, filter: null }, [card('r1', 'Green Table', 4.8)])],
      null,
      '/user/explore',
    );
    await screen.findByRole('article', { name: 'Green Table' });
    expect(screen.queryByRole('switch', { name: 'Show every chef' })).not.toBeInTheDocument();
  });

  it('a chef sees no heart', async () => {
    renderAt(
      <ExplorePage />,
      '/user/explore',
      [cuisinesMock, exploreMock({ ...base, filter: null }, [card('r1', 'Green Table', 4.8)])],
      users.chef,
      '/user/explore',
    );
    await screen.findByRole('article', { name: 'Green Table' });
    expect(screen.queryByRole('button', { name: 'Favourite Green Table' })).not.toBeInTheDocument();
  });
});

describe('favourites page', () => {
  it('lists the guest favourites, and has an empty state', async () => {
    const page = (items: ReturnType<typeof card>[]) => ({
      request: { query: GetMyFavouritesDocument, variables: { limit: 12 } },
      result: {
        data: { myFavourites: { __typename: 'RestaurantPage', items, nextCursor: null } },
      },
    });
    const { unmount } = renderAt(
      <FavoritesPage />,
      '/user/favorites',
      [page([card('r1', restaurant.name, 4.3, true)])],
      users.guest,
      '/user/favorites',
    );
    const heart = await screen.findByRole('button', { name: `Favourite ${restaurant.name}` });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    unmount();
    renderAt(<FavoritesPage />, '/user/favorites', [page([])], users.guest, '/user/favorites');
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
  });
});
