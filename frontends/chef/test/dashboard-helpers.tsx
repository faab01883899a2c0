import { StaticAuthProvider, createCache, type SessionUser } from '@hearth/graphql-client';
import { ToastProvider, theme } from '@hearth/ui';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { users } from '../../shared/test-render';

/** Test helper: `ui` with the theme and a toast region (no Apollo, no router). */
export function renderPlain(ui: ReactElement): RenderResult {
  return render(
    <ThemeProvider theme={theme}>
      <ToastProvider>{ui}</ToastProvider>
    </ThemeProvider>,
  );
}

/**
 * Test helper: `ui` as a signed-in chef's dashboard page sees it — theme, toasts, a router at
 * `path` and Apollo answering from `mocks` (each mock is used once).
 */
export function renderWithApollo(
  ui: ReactElement,
  mocks: MockedResponse[],
  { user = users.chef, path = '/chef/dashboard' }: { user?: SessionUser; path?: string } = {},
): RenderResult {
  return render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <StaticAuthProvider status="signedIn" user={user}>
          <ToastProvider>
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </ToastProvider>
        </StaticAuthProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
}

/** A restaurant as GetRestaurantDetails returns it (delivers, no pickup, Toronto). */
export const restaurant = {
  __typename: 'Restaurant' as const,
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'carls-kitchen',
  name: "Carl's Kitchen",
  description: 'Home-style Caribbean food',
  cuisines: ['Caribbean'],
  imageUrl: 'http://localhost/banner.jpg',
  offersDelivery: true,
  offersPickup: false,
  deliveryRadiusKm: 5,
  baseDeliveryFeeCents: 500,
  feePerKmCents: null,
  instructions: ['Ring the bell'],
  timeZone: 'America/Toronto',
  isHidden: false,
  isPublic: false,
  visibilityBlockers: ['Add your bank details'],
  dishes: [],
  address: {
    __typename: 'RestaurantAddress' as const,
    addressLine1: '1 King St W',
    addressLine2: null,
    province: 'ON',
    city: 'Toronto',
    country: 'Canada',
    postalCode: 'M5H 1A1',
    latitude: 43.65,
    longitude: -79.38,
  },
};
