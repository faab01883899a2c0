import type { Allergen, DishCategory } from '@hearth/contracts';
import type { SessionUser } from '@hearth/graphql-client';
import {
  GetRestaurantCookingSessionsDocument,
  GetRestaurantPageDocument,
} from '@hearth/graphql-client';
import type { MockedResponse } from '@apollo/client/testing';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route } from 'react-router';
import { renderWithProviders } from './providers';

const DAY = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of `now + days` (UTC; tests compare dates, not zones). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
}

export const restaurant = {
  __typename: 'Restaurant' as const,
  id: 'r1',
  slug: 'nonna-kitchen',
  name: "Nonna's Kitchen",
  description: 'Fresh pasta from a Little Italy home kitchen',
  cuisines: ['Italian'],
  imageUrl: null,
  rating: 4.3,
  reviewCount: 12,
  isFavourite: false,
  offersDelivery: true,
  offersPickup: true,
  offers: [] as Array<Record<string, unknown>>,
  city: 'Toronto',
  province: 'ON',
  deliveryRadiusKm: 8,
  baseDeliveryFeeCents: 400,
  feePerKmCents: 50,
  instructions: ['Ring the side door'],
  timeZone: 'America/Toronto',
  menus: [] as { __typename: 'Menu'; id: string; name: string; dishIds: string[] }[],
  dishes: [
    dish('d1', 'Lasagna', 1850, ['DAIRY_FREE'], {
      allergens: ['WHEAT_TRITICALE', 'EGGS'],
      mayContainAllergens: ['TREE_NUTS'],
      allergensDeclared: true,
    }),
    dish('d2', 'Tiramisu', 900, ['VEG'], {
      allergens: [],
      mayContainAllergens: [],
      allergensDeclared: true,
    }),
    dish('d3', 'Arancini', 1200, []),
  ],
};

function dish(
  id: string,
  name: string,
  priceCents: number,
  categories: DishCategory[],
  allergens: {
    allergens: Allergen[];
    mayContainAllergens: Allergen[];
    allergensDeclared: boolean;
  } = {
    allergens: [],
    mayContainAllergens: [],
    allergensDeclared: false,
  },
) {
  return {
    ...allergens,
    __typename: 'Dish' as const,
    id,
    name,
    description: `${name}, made the way my grandmother did`,
    priceCents,
    spiceLevel: 2,
    allergyWarnings: ['Contains eggs'],
    cuisine: 'Italian',
    handlingInstructions: 'Keep refrigerated, reheat at 180 °C for 20 minutes',
    preparationInstructions: 'Semolina, eggs, slow-cooked tomato sauce',
    portionSize: '1 tray for 2',
    categories,
    images: [{ __typename: 'DishImage' as const, url: `http://img/${id}.jpg`, thumbnailUrl: null }],
    ingredients: [
      { __typename: 'Ingredient' as const, name: 'Semolina', quantity: 1, unit: 'cup' },
    ],
  };
}

type Line = { dishId: string; minQuantity?: number; maxQuantity?: number; remaining: number };

/** An occurrence `days` from now; `cutoffPassed` puts its order cutoff in the past. */
export function occurrence(
  id: string,
  days: number,
  lines: Line[],
  { cutoffPassed = false, isOrderable = true } = {},
) {
  const startsAt = new Date(Date.now() + days * DAY);
  return {
    __typename: 'SessionOccurrence' as const,
    id,
    localDate: dayFromNow(days),
    startsAt: startsAt.toISOString(),
    orderCutoffAt: new Date(
      cutoffPassed ? Date.now() - 60_000 : startsAt.getTime() - 10 * 3600_000,
    ).toISOString(),
    isOrderable,
    dishes: lines.map((l) => ({
      __typename: 'OccurrenceDish' as const,
      dishId: l.dishId,
      minQuantity: l.minQuantity ?? 1,
      maxQuantity: l.maxQuantity ?? 10,
      remaining: l.remaining,
      portionSize: '1 tray for 2',
    })),
  };
}

/** A session offering `modes`, with its occurrences. */
export function session(
  id: string,
  modes: { delivery: boolean; pickup: boolean },
  occurrences: ReturnType<typeof occurrence>[],
) {
  return {
    __typename: 'CookingSession' as const,
    id,
    timeZone: 'America/Toronto',
    orderLimitMin: 1,
    orderLimitMax: 20,
    offersDelivery: modes.delivery,
    offersPickup: modes.pickup,
    occurrences,
  };
}

/** GetRestaurantPage + GetRestaurantCookingSessions mocks for `restaurant` and `sessions`. */
export function pageMocks(
  sessions: ReturnType<typeof session>[],
  overrides: Partial<typeof restaurant> = {},
): MockedResponse[] {
  return [
    {
      request: { query: GetRestaurantPageDocument, variables: { slug: restaurant.slug } },
      result: { data: { restaurantBySlug: { ...restaurant, ...overrides } } },
    },
    {
      request: {
        query: GetRestaurantCookingSessionsDocument,
        variables: { restaurantId: restaurant.id, days: 14 },
      },
      result: { data: { cookingSessions: sessions } },
    },
  ];
}

/** A restaurant card as exploreRestaurants and myFavourites return it. */
export const restaurantCard = (
  id: string,
  name: string,
  rating: number | null = 4.5,
  isFavourite = false,
) => ({
  __typename: 'Restaurant' as const,
  id,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  description: `${name} cooks at home in Toronto`,
  cuisines: ['Italian'],
  imageUrl: null,
  rating,
  reviewCount: rating === null ? 0 : 3,
  isFavourite,
  offersDelivery: true,
  offersPickup: true,
  offers: [] as Array<Record<string, unknown>>,
  // Explore's own fields (with a postal code): null otherwise.
  distanceKm: null as number | null,
  deliversHere: null as boolean | null,
});

/** Renders `ui` at `path` under `/restaurant/:slug` with Apollo `mocks` and an auth state. */
export function renderAt(
  ui: ReactElement,
  path: string,
  mocks: MockedResponse[],
  user: SessionUser | null = null,
  routePath = '/restaurant/:slug',
): RenderResult {
  return renderWithProviders({
    routes: <Route path={routePath} element={ui} />,
    path,
    mocks,
    user,
  });
}
