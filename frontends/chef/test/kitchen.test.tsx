import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  GetKitchenSalesDocument,
  GetPrepSheetDocument,
  GetRestaurantDetailsDocument,
  GetShoppingListDocument,
  type GetKitchenSalesQuery,
  type GetShoppingListQuery,
  type PrepSheetFieldsFragment,
} from '@hearth/graphql-client';
import { i18n } from '@hearth/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { FakeEventSource, liveTicketMock } from '../../../libs/graphql-client/src/live/testing';
import { SalesGlance } from '../src/features/kitchen/components/SalesGlance';
import { PrepSheetPage } from '../src/features/kitchen/routes/PrepSheetPage';
import { pdfText, prepSheetPdf } from '../src/features/kitchen/utils/prep-pdf';
import { csvCell } from '@hearth/contracts';
import { shoppingCsv } from '../src/features/kitchen/utils/shopping-csv';
import { bestBeforeDate, labelSlot, labelsPdf } from '../src/features/kitchen/utils/labels-pdf';
import { foodLabels, type LabelDish } from '../src/features/kitchen/utils/food-labels';
import { renderWithApollo, restaurant } from './dashboard-helpers';

const OCCURRENCE = '44444444-4444-4444-8444-444444444444';
const CURRY = '55555555-5555-4555-8555-555555555555';
const NAAN = '66666666-6666-4666-8666-666666666666';

const details = {
  request: { query: GetRestaurantDetailsDocument },
  result: {
    data: {
      myRestaurant: { ...restaurant, dishes: [] },
      me: {
        __typename: 'User' as const,
        id: 'c1',
        status: 'ACTIVE' as const,
        hasBankDetails: true,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const anOrder = (n: number, firstName: string | null, status: 'PENDING' | 'ACCEPTED') => ({
  __typename: 'PrepOrder' as const,
  orderId: `7777777${n}-7777-4777-8777-777777777777`,
  status,
  fulfilment: n === 1 ? ('DELIVERY' as const) : ('PICKUP' as const),
  readyAt: '2026-12-01T23:00:00.000Z',
  placedAt: '2026-11-28T15:30:00.000Z',
  instructions: n === 1 ? 'Side door' : null,
  distanceKm: n === 1 ? 3.4 : null,
  deliveryAddress:
    n === 1
      ? {
          __typename: 'DeliveryAddress' as const,
          line1: '12 Bathurst St',
          line2: null,
          postalCode: 'M5V 2N8',
        }
      : null,
  lines: [
    {
      __typename: 'PrepOrderLine' as const,
      dishId: CURRY,
      dishName: 'Butter Chicken',
      quantity: n,
    },
  ],
  guest: {
    __typename: 'User' as const,
    id: `guest-${n}`,
    contact: firstName ? { __typename: 'UserContact' as const, firstName } : null,
  },
});

const sheet = (orders: ReturnType<typeof anOrder>[]): PrepSheetFieldsFragment => {
  const accepted = orders
    .filter((o) => o.status === 'ACCEPTED')
    .reduce((n, o) => n + o.lines[0]!.quantity, 0);
  const pending = orders
    .filter((o) => o.status === 'PENDING')
    .reduce((n, o) => n + o.lines[0]!.quantity, 0);
  return {
    __typename: 'PrepSheet',
    occurrenceId: OCCURRENCE,
    startsAt: '2026-12-01T23:00:00.000Z',
    orderCutoffAt: '2026-12-01T13:00:00.000Z',
    isOpen: true,
    timeZone: 'America/Toronto',
    acceptedPortions: accepted,
    pendingPortions: pending,
    dishes: [
      {
        __typename: 'PrepDish',
        dishId: CURRY,
        dishName: 'Butter Chicken',
        portionSize: '450 g',
        acceptedPortions: accepted,
        pendingPortions: pending,
        portionsLeft: 10 - accepted - pending,
        portionsCooked: 10,
      },
      {
        __typename: 'PrepDish',
        dishId: NAAN,
        dishName: 'Garlic Naan',
        portionSize: '2 pieces',
        acceptedPortions: 0,
        pendingPortions: 0,
        portionsLeft: 30,
        portionsCooked: 30,
      },
    ],
    orders,
  };
};

const item = (name: string, quantity: number, unit: string, accepted = quantity) => ({
  __typename: 'ShoppingItem' as const,
  name,
  quantity,
  acceptedQuantity: accepted,
  unit,
  dishNames: ['Butter Chicken'],
  notes: [] as string[],
});

const shopping = (portions: number): GetShoppingListQuery['shoppingList'] => ({
  __typename: 'ShoppingList',
  from: '2026-12-01T23:00:00.000Z',
  to: '2026-12-01T23:00:00.001Z',
  occurrenceIds: [OCCURRENCE],
  portions,
  dishesWithoutIngredients: [],
  items: [item('Chicken thighs', 200 * portions, 'g', 200), item('Onion', portions, 'each', 1)],
  otherUnits: [{ ...item('Saffron', 2 * portions, 'threads', 2), notes: ['soaked'] }],
});

/** A fake orders subgraph whose state the test changes, answering the kitchen queries. */
function fakeKitchen() {
  const server = { orders: [anOrder(1, 'Ana', 'ACCEPTED')], sheetCalls: 0, listCalls: 0 };
  const portions = () => server.orders.reduce((n, o) => n + o.lines[0]!.quantity, 0);
  const mocks = [
    liveTicketMock,
    details,
    {
      request: { query: GetPrepSheetDocument, variables: { occurrenceId: OCCURRENCE } },
      result: () => {
        server.sheetCalls += 1;
        return { data: { prepSheet: sheet(server.orders) } };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: GetShoppingListDocument, variables: () => true },
      result: () => {
        server.listCalls += 1;
        return { data: { shoppingList: shopping(portions()) } };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
  return { server, mocks };
}

/** A Blob's text (jsdom's Blob has no `text()`). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

const renderPrepSheet = (mocks: unknown[]) =>
  renderWithApollo(
    <Routes>
      <Route path="/chef/manage/schedule/:occurrenceId" element={<PrepSheetPage />} />
    </Routes>,
    mocks as Parameters<typeof renderWithApollo>[1],
    { path: `/chef/manage/schedule/${OCCURRENCE}` },
  );

let restore: () => void;
beforeEach(() => {
  restore = FakeEventSource.install();
});
afterEach(async () => {
  restore();
  await act(() => i18n.changeLanguage('en-CA'));
});

describe('prep sheet page (/chef/manage/schedule/:occurrenceId)', () => {
  it('shows the dishes with portions accepted and pending apart, portions left, the cutoff and the line-up', async () => {
    const { mocks } = fakeKitchen();
    renderPrepSheet(mocks);
    const prep = await screen.findByTestId('prep-sheet');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Prep sheet · Tue, Dec 1');
    expect(prep).toHaveTextContent('Orders close Tue, Dec 1, 8:00');
    expect(prep).toHaveTextContent('1 portion accepted · 0 portions pending');
    const curry = within(prep).getByRole('row', { name: /Butter Chicken/ });
    expect(
      within(curry)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '0', '9 of 10']);
    const lineUp = within(prep).getAllByTestId('lineup-order');
    expect(lineUp).toHaveLength(1);
    expect(lineUp[0]).toHaveTextContent('1. Ana · Delivery (3.4 km) · Accepted');
    expect(lineUp[0]).toHaveTextContent('1 × Butter Chicken');
    expect(lineUp[0]).toHaveTextContent('12 Bathurst St, M5V 2N8');
    expect(lineUp[0]).toHaveTextContent('Instructions: Side door');
  });

  it('updates the prep sheet and the shopping list when a new order is pushed, without reload', async () => {
    const { server, mocks } = fakeKitchen();
    renderPrepSheet(mocks);
    const list = await screen.findByTestId('shopping-list');
    expect(list).toHaveTextContent('For 1 portion ordered');
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    act(() => FakeEventSource.latest().emit('ready'));
    server.orders = [...server.orders, anOrder(2, 'Ben', 'PENDING')];
    act(() =>
      FakeEventSource.latest().emit('order', {
        kind: 'order',
        orderId: server.orders[1]!.orderId,
        status: 'PENDING',
        notificationId: null,
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('lineup-order')).toHaveLength(2));
    expect(screen.getAllByTestId('lineup-order')[1]).toHaveTextContent('2. Ben · Pickup · Pending');
    expect(screen.getByTestId('prep-sheet')).toHaveTextContent(
      '1 portion accepted · 2 portions pending',
    );
    await waitFor(() =>
      expect(screen.getByTestId('shopping-list')).toHaveTextContent('For 3 portions ordered'),
    );
    const chicken = within(screen.getByTestId('shopping-list')).getByRole('row', {
      name: /Chicken thighs/,
    });
    expect(chicken).toHaveTextContent('600 g');
    expect(screen.getByRole('row', { name: /Saffron/ })).toHaveTextContent('6 threads');
  });

  it('prints with the print stylesheet and downloads the CSV and the PDF', async () => {
    const ue = userEvent.setup();
    const print = jest.fn();
    window.print = print;
    const urls: Blob[] = [];
    const createObjectURL = jest.fn((b: Blob) => {
      urls.push(b);
      return `blob:${urls.length}`;
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const { mocks } = fakeKitchen();
    renderPrepSheet(mocks);
    await screen.findByTestId('shopping-list');
    await ue.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    // The print stylesheet (`@media print`) hides every `[data-print-hide]`: the controls too.
    expect(
      screen.getByRole('button', { name: 'Print' }).closest('[data-print-hide]'),
    ).not.toBeNull();

    await ue.click(screen.getByRole('button', { name: 'Download CSV' }));
    const csv = await readText(urls[0]!);
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      'Ingredient,Quantity,Unit,Of which accepted,For,Notes',
      'Chicken thighs,200,g,200,Butter Chicken,',
      'Onion,1,each,1,Butter Chicken,',
    ]);

    await ue.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(urls).toHaveLength(2));
    expect(urls[1]!.type).toBe('application/pdf');
  });

  it('speaks fr-CA with its plurals', async () => {
    await act(() => i18n.changeLanguage('fr-CA'));
    const { mocks } = fakeKitchen();
    renderPrepSheet(mocks);
    const prep = await screen.findByTestId('prep-sheet');
    expect(prep).toHaveTextContent('1 portion acceptée · 0 portion en attente');
    expect(screen.getByRole('button', { name: 'Télécharger le PDF' })).toBeInTheDocument();
    expect(await screen.findByTestId('shopping-list')).toHaveTextContent(
      'Pour 1 portion commandée',
    );
    expect(screen.getByRole('table', { name: 'À acheter' })).toBeInTheDocument();
  });
});

describe('prep sheet PDF and shopping CSV builders', () => {
  it('builds a PDF with the sheet (standard fonts: French accents kept, other characters replaced)', async () => {
    expect(pdfText('Commandes jusqu’au mar. 1 déc., 8 h\u202f00 — 2 × Naan 😀')).toBe(
      "Commandes jusqu'au mar. 1 déc., 8 h 00 - 2 × Naan ??",
    );
    const blob = await prepSheetPdf({
      title: 'Fiche de préparation',
      facts: ['2 portions acceptées'],
      dishes: { head: ['Plat', 'Acceptées'], rows: [['Poulet au beurre', '2']] },
      lineUp: { title: 'Ordre de passage', head: ['#', 'Client'], rows: [['1', 'Ana']], empty: '' },
    });
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsBinaryString(blob);
    });
    expect(blob.type).toBe('application/pdf');
    expect(text.slice(0, 5)).toBe('%PDF-');
    expect(text).toContain('Poulet au beurre');
  });

  it('writes CSV cells safely: quotes, commas and formulas', () => {
    expect(csvCell('Salt, coarse')).toBe('"Salt, coarse"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(1.25)).toBe('1.25');
    expect(
      shoppingCsv(
        { ingredient: 'I', quantity: 'Q', unit: 'U', accepted: 'A', dishes: 'D', notes: 'N' },
        [
          {
            name: 'Flour',
            quantity: 1.25,
            acceptedQuantity: 1,
            unit: 'kg',
            dishNames: ['Bread', 'Cake'],
            notes: ['sifted "00"'],
          },
        ],
      ),
    ).toBe('I,Q,U,A,D,N\r\nFlour,1.25,kg,1,Bread; Cake,"sifted ""00"""\r\n');
  });
});

describe('food labels (Avery 5160, one per accepted portion)', () => {
  const curry: LabelDish = {
    id: CURRY,
    name: 'Butter chicken',
    shelfLife: '3 days',
    preparationInstructions: 'Chicken, tomato, butter, cream',
    ingredients: [{ name: 'Chicken' }, { name: 'Butter' }, { name: 'Cream' }],
    allergens: ['MILK'],
    mayContainAllergens: ['TREE_NUTS'],
    allergensDeclared: true,
  };
  const naan: LabelDish = {
    ...curry,
    id: NAAN,
    name: 'Naan',
    shelfLife: 'best eaten fresh',
    ingredients: [],
    allergens: [],
    mayContainAllergens: [],
    allergensDeclared: false,
  };
  const t = (key: string, vars: Record<string, unknown> = {}) =>
    key.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

  it('reads the best-before date from the shelf life the chef wrote, or leaves it to the text', () => {
    expect(bestBeforeDate('2026-11-30', '3 days')).toBe('2026-12-03');
    expect(bestBeforeDate('2026-12-30', '1 week')).toBe('2027-01-06');
    expect(bestBeforeDate('2026-11-30', '5 jours au frigo')).toBe('2026-12-05');
    expect(bestBeforeDate('2026-11-30', '48 hours')).toBe('2026-12-02');
    expect(bestBeforeDate('2026-11-30', '12 h')).toBe('2026-11-30');
    expect(bestBeforeDate('2026-11-30', 'best eaten fresh')).toBeNull();
  });

  it('fills a sheet of 3 × 10 row by row, then a new page', () => {
    expect(labelSlot(0)).toEqual({ page: 0, x: 13.5, y: 36 });
    expect(labelSlot(2)).toEqual({ page: 0, x: 13.5 + 2 * 198, y: 36 });
    expect(labelSlot(3)).toEqual({ page: 0, x: 13.5, y: 108 });
    expect(labelSlot(29)).toEqual({ page: 0, x: 13.5 + 2 * 198, y: 36 + 9 * 72 });
    expect(labelSlot(30)).toEqual({ page: 1, x: 13.5, y: 36 });
  });

  it('one label per accepted portion with dish, chef, ingredients, allergens in words, dates and storage', async () => {
    const labels = foodLabels(
      [
        { dishId: CURRY, dishName: 'Butter chicken', count: 2 },
        { dishId: NAAN, dishName: 'Naan', count: 1 },
        { dishId: 'gone', dishName: 'Old dish', count: 0 },
      ],
      [curry, naan],
      { name: 'Priya Shah', restaurant: 'Priya’s Kitchen' },
      '2026-11-30',
      'en-CA',
      t,
    );
    expect(labels).toHaveLength(3);
    expect(labels[0]).toEqual({
      dish: 'Butter chicken',
      chef: 'Made by Priya Shah · Priya’s Kitchen',
      ingredients: 'Ingredients: Chicken, Butter, Cream',
      allergens: 'Contains: Milk. May contain: Tree nuts.',
      dates: 'Prepared on: Nov 30, 2026 · Best before: Dec 3, 2026',
      storage: 'Keep refrigerated',
    });
    expect(labels[2]).toMatchObject({
      ingredients: 'Ingredients: Chicken, tomato, butter, cream',
      allergens: 'Allergens not declared',
      dates: 'Prepared on: Nov 30, 2026 · Best before: best eaten fresh after preparation',
    });
    const fr = foodLabels(
      [{ dishId: CURRY, dishName: '', count: 1 }],
      [curry],
      { name: ' ', restaurant: 'P' },
      '2026-11-30',
      'fr-CA',
      t,
    );
    expect(fr[0]!.allergens).toBe('Contains: Lait. May contain: Noix.');
    expect(fr[0]!.chef).toBe('Made by P');
    const blob = await labelsPdf([...labels, ...Array.from({ length: 30 }, () => fr[0]!)]);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsBinaryString(blob);
    });
    expect(text.slice(0, 5)).toBe('%PDF-');
    expect(text).toContain('Keep refrigerated');
    // 33 labels: two pages.
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(2);
  });
});

describe('sales at a glance (dashboard)', () => {
  const sales = (over: Partial<GetKitchenSalesQuery['kitchenSales']> = {}) => ({
    request: { query: GetKitchenSalesDocument, variables: () => true },
    result: {
      data: {
        kitchenSales: {
          __typename: 'KitchenSales' as const,
          from: '2026-09-07T04:00:00.000Z',
          to: '2026-12-15T05:00:00.000Z',
          timeZone: 'America/Toronto',
          orders: 3,
          portions: 7,
          salesCents: 9650,
          ordersAnswered: 4,
          ordersDeclined: 1,
          acceptanceRate: 0.75,
          weeks: [
            {
              __typename: 'SalesWeek' as const,
              weekStart: '2026-11-23',
              orders: 1,
              portions: 2,
              salesCents: 3600,
            },
            {
              __typename: 'SalesWeek' as const,
              weekStart: '2026-11-30',
              orders: 2,
              portions: 5,
              salesCents: 6050,
            },
          ],
          dishes: [
            {
              __typename: 'DishSales' as const,
              dishId: CURRY,
              dishName: 'Butter Chicken',
              portions: 5,
              salesCents: 9000,
            },
            {
              __typename: 'DishSales' as const,
              dishId: NAAN,
              dishName: 'Garlic Naan',
              portions: 2,
              salesCents: 650,
            },
          ],
          ...over,
        },
        myRestaurant: {
          __typename: 'Restaurant' as const,
          id: restaurant.id,
          ratingBetween: { __typename: 'RatingSummary' as const, rating: 4.5, reviewCount: 2 },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  });

  it('shows orders, portions, sales, acceptance rate and rating, with each chart as a table too', async () => {
    const ue = userEvent.setup();
    renderWithApollo(<SalesGlance />, [details, sales()]);
    const glance = await screen.findByTestId('sales-glance');
    await waitFor(() => expect(glance).toHaveTextContent('Acceptance rate75%'));
    expect(glance).toHaveTextContent('Orders3');
    expect(glance).toHaveTextContent('Portions7');
    expect(glance).toHaveTextContent('Sales$96.50');
    expect(glance).toHaveTextContent('Average rating4.5 / 5');
    expect(glance).toHaveTextContent('2 reviews');
    const summaries = await screen.findAllByText('Show as a table');
    expect(summaries).toHaveLength(2);
    await ue.click(summaries[1]!);
    const table = screen.getByRole('table', { name: 'Sales per dish' });
    expect(within(table).getByRole('row', { name: /Butter Chicken/ })).toHaveTextContent('5$90.00');
    const weeks = screen.getByRole('table', { name: 'Orders and portions per week' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(3);
    // Another period asks the server again.
    await ue.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '4');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('4');
  });

  it('shows an empty state to a new chef', async () => {
    renderWithApollo(<SalesGlance />, [
      details,
      sales({
        orders: 0,
        portions: 0,
        salesCents: 0,
        ordersAnswered: 0,
        ordersDeclined: 0,
        acceptanceRate: null,
        weeks: [],
        dishes: [],
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'No sales yet' })).toBeInTheDocument();
  });
});
