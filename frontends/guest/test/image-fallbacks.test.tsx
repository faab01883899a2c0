/**
 * Dish photos that fail to load (a removed upload, the media store down) are left out or replaced
 * by the plain placeholder square, never drawn as the browser's broken-image icon: the dish modal
 * and the cart / checkout line.
 */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { users } from '../../shared/test-render';
import { DishModal } from '../src/features/restaurant-page/components/DishModal';
import type { AvailableDish } from '../src/features/restaurant-page/utils/availability';
import { CartLineRow } from '../src/lib/cart/CartLineRow';
import { cartLine, renderGuest } from './cart-fixtures';
import { renderAt, restaurant } from './restaurant-fixtures';

describe('dish photos that fail to load', () => {
  it('the dish modal leaves a photo that fails to load out, details and Add to Cart stay', () => {
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
    renderAt(
      <DishModal
        item={item}
        timeZone="America/Toronto"
        onClose={() => undefined}
        onAddToCart={async () => ({ ok: true as const })}
      />,
      `/restaurant/${restaurant.slug}`,
      [],
      users.guest,
    );
    const photo = screen.getByRole('img', { name: item.dish.name });
    fireEvent.error(photo);
    expect(screen.queryByRole('img', { name: item.dish.name })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Add to Cart/ })).toBeEnabled();
  });

  it('a cart line whose photo fails to load shows the dish’s first letter instead', () => {
    const { container } = renderGuest(
      <ul>
        <CartLineRow line={cartLine({ imageUrl: 'https://media.example/gone.jpg' })} />
      </ul>,
      [],
    );
    const row = screen.getByTestId('cart-line');
    expect(row.querySelector('img')).toHaveAttribute('src', 'https://media.example/gone.jpg');
    fireEvent.error(row.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(row.querySelector('.placeholder')).toHaveTextContent(/^J$/);
    expect(screen.getByRole('heading', { name: 'Jerk chicken' })).toBeInTheDocument();
  });
});
