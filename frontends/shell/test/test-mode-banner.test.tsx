import { afterEach, describe, expect, it } from '@jest/globals';
import { GetCartsDocument, GetPaymentsModeDocument } from '@hearth/graphql-client';
import { screen, within } from '@testing-library/react';
import { RemoteArea, resetRemoteAreas } from '../src/federation/RemoteArea';
import { CartDropdown } from '../src/features/header/components/CartDropdown';
import { useIsTestMoney } from '../src/lib/payments-mode';
import { renderApp } from './render';

afterEach(() => resetRemoteAreas());

/** The gateway's answer to `paymentsMode`. */
const mode = (paymentsMode: 'LIVE' | 'TEST') => ({
  request: { query: GetPaymentsModeDocument },
  result: { data: { paymentsMode } },
});
/** Shows what the banner's hook knows: the positive signal that the answer has arrived. */
function ModeProbe() {
  return <output>test money: {String(useIsTestMoney())}</output>;
}
/** A remote whose page shows money. */
const load = async () => ({ default: () => <h1>Checkout $30.51</h1> });

describe('the Test mode banner above every remote (docs/rules/payments.md#live-or-test-money)', () => {
  it('says Test mode above the remote while payments are TEST, as a status screen readers announce', async () => {
    renderApp(<RemoteArea name="guest" label="guest pages" load={load} />, {
      mocks: [mode('TEST')],
    });
    const banner = await screen.findByText('Test mode — no real money moves');
    expect(banner).toHaveAttribute('role', 'status');
    const page = await screen.findByRole('heading', { name: 'Checkout $30.51' });
    // Before the page in reading order (and in the flow: a <p>, never over the content).
    expect(banner.compareDocumentPosition(page) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.tagName).toBe('P');
  });

  it('says nothing when money is LIVE', async () => {
    renderApp(
      <>
        <RemoteArea name="chef" label="chef area" load={load} />
        <ModeProbe />
      </>,
      { mocks: [mode('LIVE')] },
    );
    expect(await screen.findByRole('heading', { name: 'Checkout $30.51' })).toBeInTheDocument();
    expect(await screen.findByText('test money: false')).toBeInTheDocument();
    expect(screen.queryByTestId('test-mode-banner')).toBeNull();
  });

  it('shows the page and the strip together, so the strip never pushes a drawn page down', async () => {
    renderApp(<RemoteArea name="guest" label="guest pages" load={load} />, {
      mocks: [{ ...mode('TEST'), delay: 80 }],
    });
    // While the mode is asked, the page's skeleton holds the place (the code is already loaded).
    expect(await screen.findByTestId('page-skeleton')).toHaveTextContent(
      'Loading the guest pages…',
    );
    const page = await screen.findByRole('heading', { name: 'Checkout $30.51' });
    // Drawn in the same commit as the page: already there when the page first shows.
    expect(screen.getByTestId('test-mode-banner')).toBeInTheDocument();
    expect(page).toBeInTheDocument();
  });

  it('speaks French in fr-CA', async () => {
    renderApp(<RemoteArea name="admin" label="admin area" load={load} />, {
      mocks: [mode('TEST')],
      locale: 'fr-CA',
    });
    expect(await screen.findByText('Mode test — aucun argent réel ne circule')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it("says it in the header's cart dropdown too (cart totals on any page)", async () => {
    const emptyCart = {
      __typename: 'Cart' as const,
      items: [],
      itemCount: 0,
      subtotalCents: 0,
      canCheckout: false,
    };
    renderApp(<CartDropdown onNavigate={() => undefined} />, {
      mocks: [
        mode('TEST'),
        { request: { query: GetCartsDocument }, result: { data: { cart: emptyCart } } },
      ],
    });
    const dropdown = await screen.findByRole('dialog', { name: 'Cart' });
    expect(await within(dropdown).findByText('Test mode — no real money moves')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it("the header's cart dropdown names each line's priority allergens in words", async () => {
    const line = (id: string, dishName: string, allergens: object | null) => ({
      __typename: 'CartItem' as const,
      id,
      dishId: `dish-${id}`,
      dishName,
      priceCents: 1200,
      quantity: 1,
      lineTotalCents: 1200,
      portionSize: '1 bowl',
      imageUrl: null,
      restaurantId: 'r1',
      restaurantName: 'Rosa’s Kitchen',
      restaurantSlug: 'rosas-kitchen',
      occurrenceId: 'o1',
      startsAt: '2026-12-01T23:00:00.000Z',
      orderCutoffAt: '2026-12-01T17:00:00.000Z',
      minQuantity: 1,
      maxQuantity: 8,
      remaining: 8,
      orderLimitMin: 1,
      orderLimitMax: 20,
      offersDelivery: true,
      offersPickup: true,
      isAvailable: true,
      warnings: [],
      allergens,
    });
    const cart = {
      __typename: 'Cart' as const,
      items: [
        line('l1', 'Sesame noodles', {
          __typename: 'DishAllergens',
          contains: ['SESAME', 'WHEAT_TRITICALE'],
          mayContain: ['PEANUTS'],
        }),
        line('l2', 'House plate', null),
      ],
      itemCount: 2,
      subtotalCents: 2400,
      canCheckout: true,
    };
    renderApp(<CartDropdown onNavigate={() => undefined} />, {
      mocks: [mode('LIVE'), { request: { query: GetCartsDocument }, result: { data: { cart } } }],
    });
    const dropdown = await screen.findByRole('dialog', { name: 'Cart' });
    await within(dropdown).findByText('Sesame noodles');
    expect(
      within(dropdown)
        .getAllByTestId('cart-dropdown-allergens')
        .map((e) => e.textContent),
    ).toEqual([
      'Contains: Sesame, Wheat and triticale · May contain: Peanuts',
      'Allergens not declared',
    ]);
  });
});
