// Fixtures shared by the onboarding wizard's tests (en-CA in onboarding.test.tsx, fr-CA in
// onboarding-fr.test.tsx): the signed-in chef, their profile, restaurant and first dish as
// GetChefOnboarding returns them, and the status gate rendered with its providers.
import {
  GetChefOnboardingDocument,
  StaticAuthProvider,
  createCache,
  type SessionUser,
} from '@hearth/graphql-client';
import { ToastProvider, theme } from '@hearth/ui';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { users } from '../../shared/test-render';
import { ChefStatusGate } from '../src/app/ChefStatusGate';

/** The test chef with `status`. */
export const chef = (status: SessionUser['status']): SessionUser => ({ ...users.chef, status });

/** A chef profile as GetChefOnboarding returns it: all empty but `fields`. */
export const profile = (fields: Record<string, unknown> = {}) => ({
  __typename: 'ChefProfile' as const,
  addressLine1: null,
  addressLine2: null,
  city: null,
  province: null,
  postalCode: null,
  country: null,
  imageUrl: null,
  dateOfBirth: null,
  description: null,
  experienceYears: null,
  phone: null,
  qualifications: null,
  certificateUrl: null,
  verified: false,
  termsAcceptedAt: null,
  rejectionReason: null,
  ...fields,
});

/** The chef's restaurant with `dishes` (texts overridable, e.g. in French). */
export const restaurant = (dishes: unknown[] = [], texts: Record<string, unknown> = {}) => ({
  __typename: 'Restaurant' as const,
  id: 'r1',
  slug: 'carls-kitchen',
  name: "Carl's Kitchen",
  description: 'Home-style food',
  cuisines: ['Caribbean'],
  imageUrl: 'http://localhost/banner.jpg',
  offersDelivery: false,
  offersPickup: true,
  deliveryRadiusKm: null,
  baseDeliveryFeeCents: null,
  feePerKmCents: null,
  instructions: ['Ring the bell'],
  timeZone: 'America/Toronto',
  isHidden: false,
  dishes,
  address: {
    __typename: 'RestaurantAddress' as const,
    addressLine1: '1 King St W',
    addressLine2: null,
    province: 'ON',
    city: 'Toronto',
    country: 'CA',
    postalCode: 'M5H 1A1',
    latitude: 43.6,
    longitude: -79.4,
  },
  ...texts,
});

/** The restaurant's first dish (texts overridable). */
export const firstDish = (texts: Record<string, unknown> = {}) => ({
  __typename: 'Dish' as const,
  id: 'd1',
  restaurantId: 'r1',
  name: 'Jerk chicken',
  description: 'Smoky, spicy, slow-grilled.',
  priceCents: 1500,
  preparationTimeSeconds: 1800,
  spiceLevel: 3,
  allergyWarnings: ['none'],
  cuisine: 'Caribbean',
  handlingInstructions: 'Keep refrigerated.',
  preparationInstructions: 'Chicken, allspice, scotch bonnet.',
  shelfLife: '3 days',
  portionSize: 'Half chicken',
  images: [
    { __typename: 'DishImage' as const, url: 'http://localhost/d1.jpg', thumbnailUrl: null },
  ],
  categories: [],
  ingredients: [],
  allergens: [],
  mayContainAllergens: [],
  allergensDeclared: true,
  status: 'ACTIVE',
  isDeletable: true,
  ...texts,
});

/** GetChefOnboarding answering with this profile and restaurant (an INITIAL chef). */
export const onboardingMock = (
  chefProfile: ReturnType<typeof profile> | null,
  myRestaurant: ReturnType<typeof restaurant> | null,
): MockedResponse => ({
  request: { query: GetChefOnboardingDocument },
  result: {
    data: {
      me: { __typename: 'User', ...users.chef, status: 'INITIAL', chefProfile },
      myRestaurant,
    },
  },
  maxUsageCount: 5,
});

/**
 * The chef status gate at /chef/dashboard for `user`, with `mocks`; the dashboard route shows
 * `dashboardText`, '/' shows 'Home page'. `refresh` stands for the session refresh.
 */
export function renderGate(
  user: SessionUser,
  mocks: MockedResponse[] = [],
  refresh: () => Promise<boolean> = async () => true,
  dashboardText = 'The dashboard',
) {
  return render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <StaticAuthProvider status="signedIn" user={user} overrides={{ refresh }}>
          <ToastProvider>
            <MemoryRouter initialEntries={['/chef/dashboard']}>
              <Routes>
                <Route path="/" element={<p>Home page</p>} />
                <Route element={<ChefStatusGate />}>
                  <Route path="/chef/dashboard" element={<p>{dashboardText}</p>} />
                </Route>
              </Routes>
            </MemoryRouter>
          </ToastProvider>
        </StaticAuthProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
}
