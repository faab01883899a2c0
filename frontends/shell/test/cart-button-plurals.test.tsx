import { i18n, type Locale } from '@hearth/i18n';
import { theme } from '@hearth/ui';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { CartButtonView } from '../src/features/header/components/CartButtonView';
import '../src/features/header/translations';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en-CA'));
});

describe('the cart bag says its count through i18next plurals, one form per locale rule', () => {
  it.each<[Locale, number, string]>([
    ['en-CA', 0, 'Cart, 0 items'],
    ['en-CA', 1, 'Cart, 1 item'],
    ['en-CA', 2, 'Cart, 2 items'],
    ['en-US', 1, 'Cart, 1 item'],
    // French: 0 and 1 are singular.
    ['fr-CA', 0, 'Panier, 0 article'],
    ['fr-CA', 1, 'Panier, 1 article'],
    ['fr-CA', 2, 'Panier, 2 articles'],
  ])('%s, %i', async (locale, count, label) => {
    await act(() => i18n.changeLanguage(locale));
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <CartButtonView count={count} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
  });
});
