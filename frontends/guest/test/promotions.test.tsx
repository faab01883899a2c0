import { GetCartsDocument, GetCheckoutDiscountDocument } from '@hearth/graphql-client';
import { i18n, type Locale } from '@hearth/i18n';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import { theme } from '@hearth/ui';
import { ThemeProvider } from 'styled-components';
import userEvent from '@testing-library/user-event';
import { CheckoutTotals } from '../src/features/checkout/components/CheckoutTotals';
import { CartPage } from '../src/features/cart/routes/CartPage';
import { offerRibbon, offerSentence } from '../src/lib/offers/offer-text';
import { OCCURRENCE, cartLine, cartOf, renderGuest } from './cart-fixtures';

const offer = {
  __typename: 'Offer' as const,
  promotionId: 'p1',
  name: 'Welcome',
  kind: 'CODE' as const,
  code: 'WELCOME15',
  discountType: 'PERCENT' as const,
  percentOff: 15,
  amountOffCents: null,
  minSubtotalCents: 3000,
  endsAt: '2026-12-31T17:00:00.000Z',
  firstOrderOnly: true,
  waitlistOnly: false,
};

/** CheckoutDiscount's answer for the cart's occurrence and `code`. */
const discountMock = (
  code: string | null,
  answer: { discountCents: number; refusal: string | null; subtotalCents: number },
) => ({
  request: {
    query: GetCheckoutDiscountDocument,
    variables: { occurrenceId: OCCURRENCE, promotionCode: code },
  },
  result: {
    data: {
      checkoutDiscount: {
        __typename: 'CheckoutDiscount',
        occurrenceId: OCCURRENCE,
        promotionCode: code,
        message: null,
        offer: code ? offer : null,
        ...answer,
      },
    },
  },
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en-CA'));
});

describe('offers in words', () => {
  it.each<[Locale, string, RegExp]>([
    [
      'en-CA',
      '15% off with WELCOME15',
      /^15% off orders of \$30\.00 or more · Code WELCOME15 · First order only · Until Dec 31, 2026$/,
    ],
    [
      'fr-CA',
      '15 % de rabais avec WELCOME15',
      /^15 % de rabais sur les commandes de 30,00\u00a0\$ et plus · Code WELCOME15 · Première commande seulement · Jusqu’au 31 déc\. 2026$/,
    ],
  ])('%s: the card ribbon and the restaurant page line', async (locale, ribbon, sentence) => {
    await act(() => i18n.changeLanguage(locale));
    const t = i18n.t.bind(i18n) as Parameters<typeof offerRibbon>[1];
    expect(offerRibbon(offer, t)).toBe(ribbon);
    expect(offerSentence(offer, t, locale)).toMatch(sentence);
    expect(offerRibbon({ ...offer, code: null }, t)).toBe(ribbon.split(/ with | avec /)[0]);
  });
});

describe('the cart’s promotion code', () => {
  it.each<[Locale, string, string]>([
    ['en-CA', 'This code needs a subtotal of at least $30.00', 'Code WELCOME15 applied (−$3.75)'],
    // toHaveTextContent reads the no-break space before '$' as a space.
    [
      'fr-CA',
      'Ce code exige un sous-total d’au moins 30,00 $',
      'Code WELCOME15 appliqué (−3,75 $)',
    ],
  ])('%s: the reason it does not apply, then the discount', async (locale, refused, applied) => {
    await act(() => i18n.changeLanguage(locale));
    const ue = userEvent.setup();
    renderGuest(<CartPage />, [
      { request: { query: GetCartsDocument }, result: { data: { cart: cartOf([cartLine()]) } } },
      discountMock(null, { discountCents: 0, refusal: null, subtotalCents: 2500 }),
      discountMock('WELCOME15', {
        discountCents: 0,
        refusal: 'MINIMUM_NOT_MET',
        subtotalCents: 2500,
      }),
      discountMock('WELCOME15', { discountCents: 375, refusal: null, subtotalCents: 2500 }),
    ]);
    const field = await screen.findByTestId('promo-code');
    await ue.type(within(field).getByRole('textbox'), 'welcome15');
    await ue.keyboard('{Enter}');
    expect(await within(field).findByRole('alert')).toHaveTextContent(refused);
    expect(within(field).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    // Apply again asks again (the cart may have changed meanwhile on another device).
    await ue.click(within(field).getByRole('button', { name: /^(Apply|Appliquer)$/ }));
    expect(await within(field).findByTestId('promo-code-applied')).toHaveTextContent(applied);
  });
});

describe('checkout totals with a discount', () => {
  const totals = (props: Parameters<typeof CheckoutTotals>[0]) =>
    render(
      <ThemeProvider theme={theme}>
        <CheckoutTotals {...props} />
      </ThemeProvider>,
    );

  it('waives a remainder no card can be charged (under $0.50): the discount covers it, total $0.00', () => {
    totals({
      subtotalCents: 1850,
      fulfilment: 'PICKUP',
      quote: null,
      feeRule: null,
      discountCents: 1830,
      discountCode: 'ALMOSTALL',
    });
    expect(screen.getByTestId('checkout-discount').textContent).toBe('−$18.50');
    // Nothing to tax: no tax line to wait for.
    expect(screen.queryByTestId('checkout-tax')).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-total').textContent).toBe('$0.00');
  });

  it('keeps a remainder a card can be charged as it is', () => {
    totals({
      subtotalCents: 1850,
      fulfilment: 'PICKUP',
      quote: null,
      feeRule: null,
      discountCents: 1800,
      discountCode: 'FIFTYLEFT',
      // HST 13 % of the 50 ¢ left is 6.5 ¢, rounded half-up (docs/rules/tax.md).
      tax: {
        occurrenceId: 'o1',
        province: 'ON',
        taxableCents: 50,
        taxCents: 7,
        totalCents: 57,
        lines: [{ name: 'HST', province: 'ON', ratePercent: 13, amountCents: 7 }],
      },
    });
    expect(screen.getByTestId('checkout-discount').textContent).toBe('−$18.00');
    expect(screen.getByTestId('checkout-tax').textContent).toBe('$0.07');
    expect(screen.getByTestId('checkout-total').textContent).toBe('$0.57');
  });
});
