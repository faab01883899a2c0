import { i18n } from '@hearth/i18n';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import {
  DishCard,
  formatPrice,
  RestaurantCard,
  SpiceIcons,
  SpiceLevel,
  StarRating,
} from '../src/index';
import { renderWithTheme } from './render';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en-CA'));
});

/** Any emoji or pictograph: they render as boxes where no font has them. */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

describe('SpiceLevel: drawn icons, never emoji, labelled in the locale', () => {
  it('draws the level as inline SVG chillies, the rest outlined, labelled "Spice level 2 of 3"', () => {
    const { container } = renderWithTheme(<SpiceLevel level={2} />);
    const image = screen.getByRole('img', { name: 'Spice level 2 of 3' });
    expect(image.querySelectorAll('svg')).toHaveLength(3);
    expect(image.querySelectorAll('svg[data-hot="true"]')).toHaveLength(2);
    expect(container.textContent).not.toMatch(PICTOGRAPH);
  });

  it('says the level in French and "Not spicy" in words at 0', async () => {
    await act(() => i18n.changeLanguage('fr-CA'));
    renderWithTheme(
      <>
        <SpiceLevel level={3} />
        <SpiceLevel level={0} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Niveau de piquant 3 sur 3' })).toBeInTheDocument();
    expect(screen.getByText('Pas piquant')).toBeInTheDocument();
  });

  it('SpiceIcons is decorative (a control names the level itself)', () => {
    renderWithTheme(<SpiceIcons level={1} />);
    expect(screen.getByTestId('spice-icons')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('the dish card shows it with no emoji', () => {
    const { container } = renderWithTheme(
      <DishCard
        name="Jerk chicken"
        priceCents={1800}
        categoryLabels={[]}
        spiceLevel={1}
        remaining={1}
        onOpen={() => {}}
      />,
    );
    expect(screen.getByRole('img', { name: 'Spice level 1 of 3' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(PICTOGRAPH);
  });
});

describe('counts through i18next plurals (one and many, per locale)', () => {
  it.each([
    ['en-CA', 1, '(1 review)', '1 left'],
    ['en-CA', 2, '(2 reviews)', '2 left'],
    ['en-US', 1, '(1 review)', '1 left'],
    ['fr-CA', 1, '(1 avis)', '1 restante'],
    ['fr-CA', 2, '(2 avis)', '2 restantes'],
  ] as const)('%s, %i', async (locale, count, reviews, left) => {
    await act(() => i18n.changeLanguage(locale));
    renderWithTheme(
      <>
        <StarRating rating={4} stars={4} reviewCount={count} />
        <DishCard
          name="Roti"
          priceCents={800}
          categoryLabels={[]}
          spiceLevel={0}
          remaining={count}
          onOpen={() => {}}
        />
      </>,
    );
    expect(screen.getByText(reviews)).toBeInTheDocument();
    expect(screen.getByText(left)).toBeInTheDocument();
  });
});

describe('RestaurantCard text is never cut for good', () => {
  it('never hides the name or description for good: both wrap, clamp and carry a title', () => {
    const name = 'Grandmother Adaeze’s West African Kitchen and Bakery on Danforth Avenue';
    const description = 'Slow-cooked jollof, egusi and puff-puff. '.repeat(6).trim();
    renderWithTheme(
      <RestaurantCard
        name={name}
        description={description}
        cuisines={['Nigerian']}
        rating={null}
        stars={0}
        reviewCount={0}
        isFavourite={false}
        menuLink={<a href="/restaurant/x">Menu</a>}
      />,
    );
    const heading = screen.getByRole('heading', { name });
    expect(heading).toHaveAttribute('title', name);
    expect(heading).not.toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByText(description)).toHaveAttribute('title', description);
    expect(screen.getByRole('article', { name })).toBeInTheDocument();
  });
});

describe('formatPrice: Canadian dollars as the page’s language writes them', () => {
  it.each([
    ['en-CA', '$12.50', '$1,234.05'],
    ['en-US', '$12.50', '$1,234.05'],
    ['fr-CA', '12,50\u00a0$', '1\u00a0234,05\u00a0$'],
  ])('%s: 1250 → %s, 123405 → %s', async (locale, price, large) => {
    await act(() => i18n.changeLanguage(locale));
    expect(formatPrice(1250)).toBe(price);
    expect(formatPrice(123405)).toBe(large);
  });

  it('prints no sign on a zero reached by negation, and the locale’s minus on a debt', () => {
    expect(formatPrice(-0)).toBe('$0.00');
    expect(formatPrice(-0, 'fr-CA')).toBe('0,00\u00a0$');
    expect(formatPrice(-375)).toBe('-$3.75');
  });
});
