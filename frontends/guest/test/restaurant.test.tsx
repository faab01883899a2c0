import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { GetDietaryProfileDocument, GetRestaurantPageDocument } from '@hearth/graphql-client';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { users } from '../../shared/test-render';
import { AUTH_MODAL_REQUEST_EVENT } from '../../shared/auth-modal-request';
import { DishModal } from '../src/features/restaurant-page/components/DishModal';
import type { DishWatches } from '../src/features/restaurant-page/api/use-dish-watches';
import { RestaurantPage } from '../src/app/RestaurantPage';
import {
  availableDishes,
  upcomingDates,
  type AvailableDish,
} from '../src/features/restaurant-page/utils/availability';
import {
  dayFromNow,
  occurrence,
  pageMocks,
  renderAt,
  restaurant,
  session,
} from './restaurant-fixtures';

const both = { delivery: true, pickup: true };
const deliveryOnly = { delivery: true, pickup: false };
const path = `/restaurant/${restaurant.slug}?lang=en-CA`;

describe('dish availability for a date (before the cutoff, on the date, with the mode)', () => {
  const sessions = [
    session('s1', deliveryOnly, [
      occurrence('o1', 2, [
        { dishId: 'd1', remaining: 5 },
        { dishId: 'd2', remaining: 0 },
      ]),
      occurrence('o-closed', 3, [{ dishId: 'd1', remaining: 5 }], { cutoffPassed: true }),
    ]),
    session('s2', both, [
      occurrence('o2', 2, [{ dishId: 'd3', remaining: 4 }]),
      // Sold out (the server says not orderable): still listed, with Notify me.
      occurrence('o3', 4, [{ dishId: 'd2', remaining: 0 }], { isOrderable: false }),
      occurrence('o4', 5, [{ dishId: 'unknown', remaining: 2 }]),
    ]),
  ];
  const now = new Date();

  it('keeps only open occurrences of the chosen date whose session offers the chosen mode', () => {
    const delivery = availableDishes(restaurant.dishes, sessions, {
      date: dayFromNow(2),
      mode: 'delivery',
      now,
    });
    expect(delivery.map((d) => [d.dish.name, d.occurrenceId, d.remaining])).toEqual([
      ['Arancini', 'o2', 4],
      ['Lasagna', 'o1', 5],
      ['Tiramisu', 'o1', 0],
    ]);
    const pickup = availableDishes(restaurant.dishes, sessions, {
      date: dayFromNow(2),
      mode: 'pickup',
      now,
    });
    expect(pickup.map((d) => d.dish.name)).toEqual(['Arancini']);
    // A sold-out occurrence (day 4) lists its dishes with 0 left, for Notify me.
    expect(
      availableDishes(restaurant.dishes, sessions, {
        date: dayFromNow(4),
        mode: 'delivery',
        now,
      }).map((d) => [d.dish.name, d.occurrenceId, d.remaining]),
    ).toEqual([['Tiramisu', 'o3', 0]]);
    // Cutoff passed (day 3), unknown dish (day 5): nothing.
    for (const day of [3, 5])
      expect(
        availableDishes(restaurant.dishes, sessions, {
          date: dayFromNow(day),
          mode: 'delivery',
          now,
        }),
      ).toEqual([]);
  });

  it('lists the dates with an open occurrence, soonest first', () => {
    expect(upcomingDates(sessions, now)).toEqual([dayFromNow(2), dayFromNow(4), dayFromNow(5)]);
  });
});

describe('restaurant page', () => {
  it('shows the header and the dishes of the first open date, and filters by pickup', async () => {
    const sessions = [
      session('s1', deliveryOnly, [occurrence('o1', 2, [{ dishId: 'd1', remaining: 5 }])]),
      session('s2', both, [occurrence('o2', 3, [{ dishId: 'd2', remaining: 3 }])]),
    ];
    renderAt(<RestaurantPage />, path, pageMocks(sessions));
    expect(await screen.findByRole('heading', { name: "Nonna's Kitchen" })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5, 12 reviews' })).toHaveAttribute(
      'data-stars',
      '4.5',
    );
    // Delivery terms ($ and cents) and the chef's instructions.
    expect(
      screen.getByText(/Delivery within 8 km · \$4\.00 \+ \$0\.50\/km · Pickup/),
    ).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Pickup and delivery instructions' })).getByText(
        'Ring the side door',
      ),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: /Lasagna/ })).toBeInTheDocument();
    // The card names its allergens in words (not colour alone).
    expect(screen.getByRole('button', { name: /Lasagna/ })).toHaveTextContent(
      /Contains: Eggs, Wheat and triticale.*May contain: Tree nuts/,
    );
    expect(screen.queryByRole('button', { name: /Tiramisu/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Pickup' }));
    expect(
      screen.getByText(
        /^This chef does not have any cooking sessions in .+ with Delivery or Pickup status\. sorry for the incovenience$/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Lasagna/ })).not.toBeInTheDocument();

    const dates = screen.getAllByRole('radio', { name: /\w{3}, \w{3} \d+/ });
    fireEvent.click(dates[1]!);
    expect(screen.getByRole('button', { name: /Tiramisu/ })).toHaveTextContent(
      'No priority allergens',
    );
  });

  it('opens on the first date and mode that have dishes, not on an empty Delivery', async () => {
    const pickupOnly = { delivery: false, pickup: true };
    const sessions = [
      // Day 1: an open occurrence, but with no public dish — no date to open on.
      session('s0', both, [occurrence('o0', 1, [{ dishId: 'unknown', remaining: 3 }])]),
      // Day 2: pickup only (the restaurant offers both, Delivery comes first in the chips).
      session('s1', pickupOnly, [occurrence('o1', 2, [{ dishId: 'd1', remaining: 5 }])]),
      session('s2', deliveryOnly, [occurrence('o2', 3, [{ dishId: 'd2', remaining: 3 }])]),
    ];
    renderAt(<RestaurantPage />, path, pageMocks(sessions));
    expect(await screen.findByRole('button', { name: /Lasagna/ })).toBeInTheDocument();
    expect(screen.queryByText(/does not have any cooking sessions/)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pickup' })).toBeChecked();
    const dates = screen.getAllByRole('radio', { name: /\w{3}, \w{3} \d+/ });
    expect(dates.map((d) => (d as HTMLInputElement).checked)).toEqual([false, true, false]);

    // The guest's own pick of an empty mode still gets the spec's message.
    fireEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
    expect(
      screen.getByText(
        /^This chef does not have any cooking sessions in .+ with Delivery or Pickup status\. sorry for the incovenience$/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Lasagna/ })).not.toBeInTheDocument();
    // Delivery stays picked on the next date, which has a delivery dish.
    fireEvent.click(dates[2]!);
    expect(screen.getByRole('radio', { name: 'Delivery' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Tiramisu/ })).toBeInTheDocument();
  });

  it('keeps a shared link’s date and mode even when they have no dish', async () => {
    const sessions = [
      session('s1', deliveryOnly, [occurrence('o1', 2, [{ dishId: 'd1', remaining: 5 }])]),
    ];
    renderAt(<RestaurantPage />, `${path}&date=${dayFromNow(2)}&mode=pickup`, pageMocks(sessions));
    expect(
      await screen.findByText(/^This chef does not have any cooking sessions in /),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pickup' })).toBeChecked();
  });

  it('narrows the dishes to one of the restaurant menus', async () => {
    const sessions = [
      session('s1', both, [
        occurrence('o1', 2, [
          { dishId: 'd1', remaining: 5 },
          { dishId: 'd2', remaining: 5 },
        ]),
      ]),
    ];
    renderAt(
      <RestaurantPage />,
      path,
      pageMocks(sessions, {
        menus: [{ __typename: 'Menu', id: 'm1', name: 'Desserts', dishIds: ['d2'] }],
      }),
    );
    expect(await screen.findByRole('button', { name: /Lasagna/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Desserts' }));
    expect(screen.queryByRole('button', { name: /Lasagna/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tiramisu/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'All dishes' }));
    expect(screen.getByRole('button', { name: /Lasagna/ })).toBeInTheDocument();
  });

  it("says 'This chef does not have any upcoming cooking sessions…' without an open one", async () => {
    const sessions = [
      session('s1', both, [
        occurrence('o1', 1, [{ dishId: 'd1', remaining: 5 }], { cutoffPassed: true }),
      ]),
    ];
    renderAt(<RestaurantPage />, path, pageMocks(sessions));
    expect(
      await screen.findByText(
        'This chef does not have any upcoming cooking sessions, sorry for the incovenience',
      ),
    ).toBeInTheDocument();
  });

  it("shows only 'There seems to be some issue at the moment.' when loading fails", async () => {
    renderAt(<RestaurantPage />, path, [
      {
        request: { query: GetRestaurantPageDocument, variables: { slug: restaurant.slug } },
        error: new Error('gateway down'),
      },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There seems to be some issue at the moment.');
    expect(screen.queryByRole('heading', { name: "Nonna's Kitchen" })).not.toBeInTheDocument();
    expect(screen.queryByTestId('dish-card')).not.toBeInTheDocument();
  });
});

describe('dish detail modal', () => {
  const item: AvailableDish = {
    dish: restaurant.dishes[0]!,
    occurrenceId: 'o1',
    startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    orderCutoffAt: new Date(Date.now() + 86_400_000).toISOString(),
    minQuantity: 2,
    maxQuantity: 6,
    remaining: 4,
    portionSize: '1 tray for 2',
    orderLimitMin: 1,
    orderLimitMax: 20,
    offersDelivery: true,
    offersPickup: false,
  };
  const noop = () => undefined;
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the details; the stepper stays within 1 and the portions left; price × quantity', () => {
    const add = jest.fn(async () => ({ ok: true as const }));
    renderAt(
      <DishModal item={item} timeZone="America/Toronto" onClose={noop} onAddToCart={add} />,
      path,
      [],
      users.guest,
    );
    const dialog = screen.getByRole('dialog', { name: 'Lasagna' });
    for (const text of [
      'Dairy Free',
      'Contains eggs',
      'Contains: Eggs, Wheat and triticale',
      'May contain: Tree nuts',
      'slow-cooked tomato sauce',
      'Keep refrigerated, reheat at 180 °C for 20 minutes',
      'Min 2 · Max 6 · 4 remaining',
    ])
      expect(within(dialog).getByText(text, { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Spice level 2 of 3' })).toBeInTheDocument();
    // Starts at the dish minimum (2): $18.50 × 2.
    expect(screen.getByRole('button', { name: 'Add to Cart · $37.00' })).toBeInTheDocument();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(quantity, { target: { value: '0' } });
    expect(quantity).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Add to Cart · $18.50' })).toBeInTheDocument();
    fireEvent.change(quantity, { target: { value: '9' } });
    expect(quantity).toHaveValue(4);
    expect(screen.getByRole('button', { name: 'Add to Cart · $74.00' })).toBeInTheDocument();
  });

  it('a visitor gets the log-in modal, not the cart', () => {
    const add = jest.fn(async () => ({ ok: true as const }));
    const requests: unknown[] = [];
    const listener = (event: Event) => requests.push((event as CustomEvent).detail);
    window.addEventListener(AUTH_MODAL_REQUEST_EVENT, listener);
    renderAt(
      <DishModal item={item} timeZone="America/Toronto" onClose={noop} onAddToCart={add} />,
      path,
      [],
      null,
    );
    fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    window.removeEventListener(AUTH_MODAL_REQUEST_EVENT, listener);
    expect(requests).toEqual(['logIn']);
    expect(add).not.toHaveBeenCalled();
  });

  it.each([['chef'], ['admin']] as const)(
    "a %s is told 'Log In as a guest to add dish to cart'",
    (role) => {
      const add = jest.fn(async () => ({ ok: true as const }));
      renderAt(
        <DishModal item={item} timeZone="America/Toronto" onClose={noop} onAddToCart={add} />,
        path,
        [],
        users[role],
      );
      fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
      expect(screen.getByRole('alert')).toHaveTextContent('Log In as a guest to add dish to cart');
      expect(add).not.toHaveBeenCalled();
    },
  );

  it('a guest adds the chosen quantity; a refusal shows its message', async () => {
    const add = jest
      .fn<(intent: unknown) => Promise<{ ok: false; message: string }>>()
      .mockResolvedValue({
        ok: false,
        message: 'There is only 4 remaining. Please try again later',
      });
    renderAt(
      <DishModal item={item} timeZone="America/Toronto" onClose={noop} onAddToCart={add} />,
      path,
      [],
      users.guest,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    });
    expect(add).toHaveBeenCalledWith({ item, quantity: 3 });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There is only 4 remaining. Please try again later',
    );
  });
});

describe('Notify me on a sold-out dish (docs/rules/notify-me.md)', () => {
  const noop = () => undefined;
  const soldOut = (): AvailableDish => ({
    ...availableDishes(
      restaurant.dishes,
      [
        session('s1', { delivery: true, pickup: true }, [
          occurrence('o9', 2, [{ dishId: 'd1', remaining: 0 }], { isOrderable: false }),
        ]),
      ],
      { date: dayFromNow(2), mode: 'delivery', now: new Date() },
    )[0]!,
  });
  const stub = (waiting: boolean) => ({
    isWaiting: jest.fn<DishWatches['isWaiting']>(() => waiting),
    watch: jest.fn<DishWatches['watch']>(async () => ({ ok: true })),
    unwatch: jest.fn<DishWatches['unwatch']>(async () => ({
      ok: false,
      message: 'Could not save. Please try again.',
    })),
  });

  it('a guest presses Notify me for the dish of that occurrence; Add to Cart stays off', async () => {
    const watches = stub(false);
    renderAt(
      <DishModal
        item={soldOut()}
        timeZone="America/Toronto"
        onClose={noop}
        onAddToCart={jest.fn(async () => ({ ok: true as const }))}
        watches={watches}
      />,
      path,
      [],
      users.guest,
    );
    expect(
      screen.getByText(/Sold out\. We’ll tell you in the app and by e-mail/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Notify me about Lasagna' }));
    });
    expect(watches.watch).toHaveBeenCalledWith({ occurrenceId: 'o9', dishId: 'd1' });
  });

  it('a waiting guest sees "We’ll tell you" and can stop; a failure says why', async () => {
    const watches = stub(true);
    renderAt(
      <DishModal
        item={soldOut()}
        timeZone="America/Toronto"
        onClose={noop}
        onAddToCart={jest.fn(async () => ({ ok: true as const }))}
        watches={watches}
      />,
      path,
      [],
      users.guest,
    );
    expect(screen.getByRole('status')).toHaveTextContent('We’ll tell you when portions free up.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop notifying me about Lasagna' }));
    });
    expect(watches.unwatch).toHaveBeenCalledWith({ occurrenceId: 'o9', dishId: 'd1' });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save. Please try again.');
  });

  it('a visitor gets the log-in modal; a chef is asked to log in as a guest', () => {
    const watches = stub(false);
    const requests: unknown[] = [];
    const listener = (event: Event) => requests.push((event as CustomEvent).detail);
    window.addEventListener(AUTH_MODAL_REQUEST_EVENT, listener);
    const view = renderAt(
      <DishModal
        item={soldOut()}
        timeZone="America/Toronto"
        onClose={noop}
        onAddToCart={jest.fn(async () => ({ ok: true as const }))}
        watches={watches}
      />,
      path,
      [],
      null,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify me about Lasagna' }));
    window.removeEventListener(AUTH_MODAL_REQUEST_EVENT, listener);
    expect(requests).toEqual(['logIn']);
    view.unmount();
    renderAt(
      <DishModal
        item={soldOut()}
        timeZone="America/Toronto"
        onClose={noop}
        onAddToCart={jest.fn(async () => ({ ok: true as const }))}
        watches={watches}
      />,
      path,
      [],
      users.chef,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify me about Lasagna' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Log In as a guest to be told');
    expect(watches.watch).not.toHaveBeenCalled();
  });
});

describe("a guest's dietary profile on the restaurant page (docs/rules/allergens.md)", () => {
  const profile = {
    request: { query: GetDietaryProfileDocument },
    result: {
      data: {
        me: {
          __typename: 'User' as const,
          id: users.guest.id,
          dietaryProfile: {
            __typename: 'DietaryProfile' as const,
            avoidAllergens: ['EGGS'],
            diets: [],
          },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };

  it('hides a dish with an avoided allergen until Show every dish; then it says so in words', async () => {
    sessionStorage.clear();
    const sessions = [
      session('s1', both, [
        occurrence('o1', 2, [
          { dishId: 'd1', remaining: 5 },
          { dishId: 'd2', remaining: 5 },
        ]),
      ]),
    ];
    renderAt(<RestaurantPage />, path, [...pageMocks(sessions), profile], users.guest);
    expect(await screen.findByRole('button', { name: /Tiramisu/ })).toBeInTheDocument();
    const filter = await screen.findByTestId('dietary-filter');
    expect(filter).toHaveTextContent('Show every dish (1 hidden by your dietary profile)');
    expect(screen.queryByRole('button', { name: /Lasagna/ })).not.toBeInTheDocument();
    fireEvent.click(within(filter).getByRole('checkbox'));
    const lasagna = screen.getByRole('button', { name: /Lasagna/ });
    expect(lasagna).toHaveTextContent('Contains eggs, which you avoid');
  });

  it('Add to Cart asks once before a dish with an avoided allergen goes in the cart', async () => {
    sessionStorage.clear();
    const add = jest.fn(async () => ({ ok: true as const }));
    const item: AvailableDish = {
      dish: restaurant.dishes[0]!,
      occurrenceId: 'o1',
      startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      orderCutoffAt: new Date(Date.now() + 86_400_000).toISOString(),
      minQuantity: 1,
      maxQuantity: 6,
      remaining: 4,
      portionSize: '1 tray for 2',
      orderLimitMin: 1,
      orderLimitMax: 20,
      offersDelivery: true,
      offersPickup: false,
    };
    const first = renderAt(
      <DishModal
        item={item}
        timeZone="America/Toronto"
        onClose={() => undefined}
        onAddToCart={add}
      />,
      path,
      [profile],
      users.guest,
    );
    expect(await screen.findByTestId('dish-avoided')).toHaveTextContent(
      'Contains eggs, which you avoid',
    );
    fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    const ask = screen.getByTestId('dish-avoid-confirm');
    expect(ask).toHaveTextContent('Contains eggs, which you avoid. Add it to your cart anyway?');
    expect(add).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(ask).getByRole('button', { name: 'Add anyway' }));
    });
    expect(add).toHaveBeenCalledTimes(1);
    first.unmount();
    // Asked once: the same dish again goes straight in.
    renderAt(
      <DishModal
        item={item}
        timeZone="America/Toronto"
        onClose={() => undefined}
        onAddToCart={add}
      />,
      path,
      [profile],
      users.guest,
    );
    await screen.findByTestId('dish-avoided');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    });
    expect(add).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('dish-avoid-confirm')).not.toBeInTheDocument();
  });
});
