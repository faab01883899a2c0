import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { BannerImage, DishCard, RestaurantCard } from '../src/index';
import { theme } from '../src/theme';
import { renderWithTheme } from './render';

const restaurant = (imageUrl: string | null) => (
  <RestaurantCard
    name="nonna Rosa’s Kitchen"
    imageUrl={imageUrl}
    cuisines={['Italian']}
    rating={null}
    stars={0}
    reviewCount={0}
    isFavourite={false}
    menuLink={<a href="/restaurant/nonna">Menu</a>}
  />
);
const dish = (imageUrl: string | null) => (
  <DishCard
    name="lasagna al forno"
    imageUrl={imageUrl}
    priceCents={1850}
    categoryLabels={[]}
    spiceLevel={0}
    onOpen={() => undefined}
  />
);

describe('cards whose image is missing or fails to load show a letter, never a broken image', () => {
  it('the restaurant card drops a banner that fails to load and shows the name’s first letter', () => {
    const { container } = renderWithTheme(restaurant('https://media.example/gone.jpg'));
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(2);
    fireEvent.error(screen.getByTestId('banner-image'));
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByRole('article')).toHaveTextContent(/^N/);
  });

  it('the restaurant card without a banner shows the letter and no image', () => {
    const { container } = renderWithTheme(restaurant(null));
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByRole('article')).toHaveTextContent(/^N/);
  });

  it('the dish card swaps an image that fails to load for the dish’s first letter', () => {
    const { container } = renderWithTheme(dish('https://media.example/gone.jpg'));
    const picture = screen.getByTestId('dish-card-picture');
    expect(picture.querySelector('img')).toHaveAttribute('src', 'https://media.example/gone.jpg');
    expect(picture).not.toHaveTextContent('L');
    fireEvent.error(picture.querySelector('img')!);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(picture).toHaveTextContent(/^L$/);
  });

  it('the dish card without an image shows the letter', () => {
    renderWithTheme(dish(null));
    expect(screen.getByTestId('dish-card-picture')).toHaveTextContent(/^L$/);
    expect(screen.getByTestId('dish-card-picture').querySelector('img')).toBeNull();
  });

  it('a banner whose URL changes after a failure tries the new one', () => {
    const { container, rerender } = renderWithTheme(<BannerImage src="https://m.example/a.jpg" />);
    fireEvent.error(screen.getByTestId('banner-backdrop'));
    expect(container.querySelectorAll('img')).toHaveLength(0);
    rerender(
      <ThemeProvider theme={theme}>
        <BannerImage src="https://m.example/b.jpg" />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('banner-image')).toHaveAttribute('src', 'https://m.example/b.jpg');
  });
});
