/**
 * A chef whose restaurant guests can find and order from, set up THROUGH THE GATEWAY for browser
 * tests: sign-up, the wizard's saves (profile, credentials, restaurant, terms), an admin's
 * approval, bank details, one dish and a cooking session. `publishChef` returns only once the
 * events that follow have landed: a visitor sees the restaurant as public and an occurrence of
 * the session is orderable (orders knows its stock), so a test can open the pages at once.
 *
 *   const api = new GatewayClient(e2e.stack.gatewayUrl);
 *   const admin = await api.createAdmin(e2e.databaseUrl);
 *   const { chef, restaurant, dish, occurrenceId } = await publishChef(api, admin, {
 *     firstName: 'Rosa',
 *     restaurantName: 'Rosa’s Kitchen',
 *     session: { offersPickup: true },
 *   });
 */
import { eventually, query } from '../../support/db.js';
import {
  ADD_BANK_DETAILS,
  bankDetailsInput,
  cookingSessionInput,
  dishInput,
  type Account,
  type DishPayload,
  type GatewayClient,
  type RestaurantOverrides,
  type RestaurantPayload,
} from './chef-setup.js';

/** The guest's AddToCart (the restaurant page's dish modal sends the same). */
const ADD_TO_CART = `mutation AddToCart($input: AddToCartInput!) { addToCart(input: $input) {
  __typename ... on Cart { itemCount } ... on ValidationError { errors { message } } } }`;

const OCCURRENCES = `query Sessions($id: ID!) { cookingSessions(restaurantId: $id, days: 30) {
  occurrences { id isOrderable } } }`;
const VISITOR_RESTAURANT = `query($slug: String!) { restaurantBySlug(slug: $slug) { isPublic } }`;

/** Events cross the bus on a loaded CI machine: what they feed may take this long to show. */
const EVENTS_TIMEOUT_MS = 30_000;

export interface PublishChefOptions {
  firstName: string;
  /** Default 'Bianchi'. */
  lastName?: string;
  /** Default `<firstName>’s Kitchen`. */
  restaurantName?: string;
  /** Fields of the wizard's restaurant step over `restaurantInput` (e.g. the coordinates). */
  restaurant?: RestaurantOverrides;
  /** The one dish; default `dishInput()` (Lasagna al forno at $18.50). */
  dish?: ReturnType<typeof dishInput>;
  /** Fields over `cookingSessionInput` (once, in 3 days, 8 portions, delivery only). */
  session?: Partial<ReturnType<typeof cookingSessionInput>>;
}

export interface PublishedChef {
  /** The ACTIVE chef (token refreshed after the approval). */
  chef: Account;
  restaurant: RestaurantPayload;
  dish: DishPayload;
  /** An orderable occurrence of the cooking session. */
  occurrenceId: string;
}

/** Onboards a chef, has `admin` approve them and makes their restaurant public (see the header). */
export async function publishChef(
  api: GatewayClient,
  admin: Account,
  options: PublishChefOptions,
): Promise<PublishedChef> {
  const { firstName, lastName = 'Bianchi' } = options;
  const signedUp = await api.signUp('CHEF', firstName, lastName);
  const onboarded = await api.onboardChef(
    signedUp,
    firstName,
    options.restaurantName,
    options.restaurant,
  );
  const restaurant = onboarded.restaurant;
  const chef = await api.approve(admin, onboarded.chef);
  await api.expect('BankDetails', ADD_BANK_DETAILS, { input: bankDetailsInput() }, chef.token);
  const dish = await api.addDish(chef, restaurant.id, options.dish ?? dishInput());
  await api.createSession(
    chef,
    { ...cookingSessionInput(restaurant.id, dish.id), ...options.session },
    EVENTS_TIMEOUT_MS,
  );
  // Orderable once sessions announced the occurrence's stock to orders (the cart's view).
  const occurrenceId = await eventually(async () => {
    const res = await api.call<{
      cookingSessions: { occurrences: { id: string; isOrderable: boolean }[] }[];
    }>(OCCURRENCES, { id: restaurant.id }, chef.token);
    // '' (falsy) keeps `eventually` polling.
    return res.data?.cookingSessions[0]?.occurrences.find((o) => o.isOrderable)?.id ?? '';
  }, EVENTS_TIMEOUT_MS);
  // Public once restaurants has seen the approval and the bank details (a visitor's view).
  await eventually(async () => {
    const res = await api.call<{ restaurantBySlug: { isPublic: boolean } | null }>(
      VISITOR_RESTAURANT,
      { slug: restaurant.slug },
    );
    return res.data?.restaurantBySlug?.isPublic === true;
  }, EVENTS_TIMEOUT_MS);
  return { chef, restaurant, dish, occurrenceId };
}

/**
 * `guest` adds `quantity` portions of `published`'s dish for its orderable occurrence, through the
 * same AddToCart the dish modal sends; returns the cart's item count.
 */
export async function addToCart(
  api: GatewayClient,
  guest: Account,
  published: PublishedChef,
  quantity: number,
): Promise<number> {
  const cart = await api.expect<{ itemCount: number }>(
    'Cart',
    ADD_TO_CART,
    { input: { dishId: published.dish.id, occurrenceId: published.occurrenceId, quantity } },
    guest.token,
  );
  return cart.itemCount;
}

/**
 * Waits until restaurants has learned, from `OrderCompleted` over the event bus, that `orderId`
 * is completed: only then may its guest review it ('Review Your Order'). Nothing in the API says
 * so short of a review, so this reads the projection the review rule reads (`completed_orders` in
 * the `restaurants` schema of the stack's database).
 */
export async function waitUntilReviewable(databaseUrl: string, orderId: string) {
  await eventually(async () => {
    const rows = await query(
      databaseUrl,
      'SELECT 1 FROM restaurants.completed_orders WHERE order_id = $1',
      [orderId],
    );
    return rows.length > 0;
  }, EVENTS_TIMEOUT_MS);
}
