import { GetCartsDocument } from '@hearth/graphql-client';
import { i18n, type Locale } from '@hearth/i18n';
import { afterEach, describe, expect, it } from '@jest/globals';
import { theme } from '@hearth/ui';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { CartPage } from '../src/features/cart/routes/CartPage';
import { StarPicker } from '../src/features/reviews/components/StarPicker';
import '../src/lib/order-translations';
import { cartLine, cartOf, renderGuest } from './cart-fixtures';

const getCarts = (cart: ReturnType<typeof cartOf>) => ({
  request: { query: GetCartsDocument },
  result: { data: { cart } },
});

/** The cart page's total line, e.g. 'Total (2 portions): $25.00'. */
async function totalLine(): Promise<string> {
  return (await screen.findByTestId('cart-subtotal')).parentElement!.textContent!;
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en-CA'));
});

describe("guest cart: portions through i18next plurals, never '1 portions'", () => {
  it.each<[Locale, string, string]>([
    ['en-CA', 'Total (1 portion): $12.50', 'Total (2 portions): $25.00'],
    ['en-US', 'Total (1 portion): $12.50', 'Total (2 portions): $25.00'],
    ['fr-CA', '(1 portion)', '(2 portions)'],
  ])('%s: one portion, then two', async (locale, one, two) => {
    await act(() => i18n.changeLanguage(locale));
    const single = renderGuest(<CartPage />, [
      getCarts(cartOf([cartLine({ quantity: 1, lineTotalCents: 1250 })])),
    ]);
    expect(await totalLine()).toContain(one);
    expect(await totalLine()).not.toContain('1 portions');
    single.unmount();

    renderGuest(<CartPage />, [getCarts(cartOf([cartLine()]))]);
    expect(await totalLine()).toContain(two);
  });
});

describe('review stars: one label per count', () => {
  it.each<[Locale, string, string]>([
    ['en-CA', '1 star', '2 stars'],
    ['fr-CA', '1 étoile', '2 étoiles'],
  ])('%s', async (locale, one, two) => {
    await act(() => i18n.changeLanguage(locale));
    render(
      <ThemeProvider theme={theme}>
        <StarPicker value={0} onChange={() => {}} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('radio', { name: one })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: two })).toBeInTheDocument();
  });
});
