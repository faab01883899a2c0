import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ExploreRestaurantsDocument } from '@hearth/graphql-client';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAROUSEL_VARIABLES } from '../src/features/home/api/use-carousel-restaurants';
import { RestaurantCarousel } from '../src/features/home/components/RestaurantCarousel';
import { renderApp } from './render';

const restaurant = (n: number) => ({
  __typename: 'Restaurant' as const,
  id: `r${n}`,
  slug: `kitchen-${n}`,
  name: `Kitchen ${n}`,
  description: `Home cooking number ${n}.`,
  cuisines: ['Punjabi', 'Vegetarian'],
  imageUrl: null,
  rating: n === 1 ? 4.3 : null,
  reviewCount: n === 1 ? 7 : 0,
  isFavourite: false,
  offersDelivery: true,
  offersPickup: false,
  // The first kitchen has an offer: its card shows the discount text.
  offers:
    n === 1
      ? [
          {
            __typename: 'Offer' as const,
            promotionId: 'p1',
            name: 'Welcome',
            kind: 'CODE',
            code: 'WELCOME15',
            discountType: 'PERCENT',
            percentOff: 15,
            amountOffCents: null,
            minSubtotalCents: 3000,
            endsAt: '2026-12-31T17:00:00.000Z',
            firstOrderOnly: false,
            waitlistOnly: false,
          },
        ]
      : [],
});
const page = (count: number) => ({
  request: { query: ExploreRestaurantsDocument, variables: CAROUSEL_VARIABLES },
  result: {
    data: {
      exploreRestaurants: {
        __typename: 'RestaurantPage' as const,
        items: Array.from({ length: count }, (_, i) => restaurant(i + 1)),
        nextCursor: null,
      },
    },
  },
});

/** jsdom has no layout: give the track a scrollable width and record scrollBy calls. */
function layOut(track: HTMLElement, { clientWidth = 1000, scrollWidth = 2000 } = {}) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: scrollWidth });
  const scrollBy = jest.fn((options?: ScrollToOptions | number) => {
    const left = typeof options === 'object' ? (options.left ?? 0) : 0;
    track.scrollLeft = Math.max(0, Math.min(scrollWidth - clientWidth, track.scrollLeft + left));
    fireEvent.scroll(track);
  });
  Object.defineProperty(track, 'scrollBy', { configurable: true, value: scrollBy });
  for (const li of Array.from(track.querySelectorAll('li'))) {
    li.getBoundingClientRect = () => ({ width: 270 }) as DOMRect;
  }
  fireEvent(window, new Event('resize'));
  return scrollBy;
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Restaurant carousel', () => {
  it('shows a friendly empty state (not a blank gap) when there are no restaurants', async () => {
    renderApp(<RestaurantCarousel />, { mocks: [page(0)] });
    const empty = await screen.findByTestId('carousel-empty');
    expect(within(empty).getByRole('heading', { name: 'No kitchens to show yet' })).toBeVisible();
    expect(within(empty).getByRole('link', { name: 'Get early access' })).toHaveAttribute(
      'href',
      '/user/waitlist',
    );
  });

  it('lists restaurants with a Menu link that keeps the locale', async () => {
    renderApp(<RestaurantCarousel />, { mocks: [page(5)], locale: 'fr-CA' });
    const link = await screen.findByRole('link', { name: 'Menu de Kitchen 1' });
    expect(link).toHaveAttribute('href', '/restaurant/kitchen-1?lang=fr-CA');
    expect(screen.getAllByRole('article')).toHaveLength(5);
    // The shared RestaurantCard: half stars and one decimal, review count.
    expect(screen.getByRole('img', { name: 'Noté 4.3 sur 5, 7 avis' })).toHaveAttribute(
      'data-stars',
      '4.5',
    );
    // The discount text of its first offer, in the page's language.
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText('15 % de rabais avec WELCOME15')).toBeInTheDocument();
    expect(within(second!).queryByText(/rabais/)).not.toBeInTheDocument();
  });

  it('scrolls by one card with the previous/next buttons and the arrow keys', async () => {
    const user = userEvent.setup();
    renderApp(<RestaurantCarousel />, { mocks: [page(8)] });
    const track = await screen.findByRole('list', { name: 'Kitchens' });
    const scrollBy = layOut(track);
    const prev = screen.getByRole('button', { name: 'Previous kitchens' });
    const next = screen.getByRole('button', { name: 'Next kitchens' });
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 286 });
    expect(prev).toBeEnabled();

    track.focus();
    await user.keyboard('{ArrowRight}');
    expect(scrollBy).toHaveBeenCalledTimes(2);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -286 });
    expect(prev).toBeDisabled();

    // At the end, Next is disabled.
    track.scrollLeft = 1000;
    fireEvent.scroll(track);
    expect(next).toBeDisabled();
  });
});
