/**
 * Chef and admin set-up THROUGH THE GATEWAY for stack tests: sign-ups, an admin made
 * with `createAdmin`, the wizard's saves (general information, credentials, restaurant, terms),
 * approval, bank details and a cooking session. Every helper fails loudly (throws with the whole
 * GraphQL answer) unless the server returned the expected payload type, so a broken set-up never
 * looks like a passing authorization check.
 *
 * Fixtures are valid under the form rules of `libs/contracts` (money in integer cents,
 * distances in km, dates as local ISO dates in the restaurant's zone, America/Toronto). Images
 * are accepted only from our own store, in the uploader's folder: the client's helpers fill them
 * in with `GatewayClient.storeImage` (the fixtures have none).
 */
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { DateTime } from 'luxon';
import { gql } from '../../support/db.js';

/** A signed-in account: its id, access token (JWT), refresh token and credentials. */
export interface Account {
  id: string;
  token: string;
  refreshToken: string;
  email: string;
  password: string;
}

/** GraphQL answer as `gql` returns it. */
export type GqlAnswer<T = Record<string, unknown>> = Awaited<ReturnType<typeof gql<T>>>;

const AUTH_FIELDS = `__typename
  ... on AuthSession { accessToken refreshToken user { id role status } }
  ... on ValidationError { errors { field message } }`;
export const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { ${AUTH_FIELDS} } }`;
export const LOG_IN = `mutation LogIn($input: LogInInput!) { logIn(input: $input) { ${AUTH_FIELDS} } }`;
export const REFRESH = `mutation RefreshSession($t: String!) { refreshSession(refreshToken: $t) { ${AUTH_FIELDS} } }`;

const ERRORS = `... on ValidationError { errors { field message } } ... on ServerError { message }`;
/** The chef's own view of their user (GetUser): profile, status and the bank-details flag. */
export const CHEF_USER_FIELDS = `... on User { id firstName lastName status hasBankDetails chefProfile {
  addressLine1 city postalCode imageUrl description experienceYears phone qualifications
  certificateUrl verified rejectionReason } }`;
export const UPDATE_CHEF_PROFILE = `mutation UpdateChefProfile($input: ChefProfileInput!) {
  updateChefProfile(input: $input) { __typename ${CHEF_USER_FIELDS} ${ERRORS} } }`;
export const ACCEPT_TERMS = `mutation AcceptTerms($a: Boolean!) { acceptTerms(accepted: $a) {
  __typename ${CHEF_USER_FIELDS} ${ERRORS} } }`;
export const APPROVE_CHEF = `mutation ApproveChef($id: ID!) { approveChef(userId: $id) {
  __typename ${CHEF_USER_FIELDS} ${ERRORS} } }`;
export const REJECT_CHEF = `mutation RejectChef($id: ID!, $reason: String!) { rejectChef(userId: $id, reason: $reason) {
  __typename ${CHEF_USER_FIELDS} ${ERRORS} } }`;
export const GET_USER = `query GetUser { me { ${CHEF_USER_FIELDS} } }`;

export const RESTAURANT_FIELDS = `id slug name description cuisines imageUrl city offersDelivery offersPickup
  deliveryRadiusKm baseDeliveryFeeCents feePerKmCents instructions timeZone isHidden
  address { addressLine1 postalCode }`;
export const ESTABLISH_RESTAURANT = `mutation EstablishRestaurant($input: RestaurantInput!) {
  establishRestaurant(input: $input) { __typename ... on Restaurant { ${RESTAURANT_FIELDS} } ${ERRORS} } }`;
export const UPDATE_RESTAURANT = `mutation UpdateRestaurant($id: ID!, $input: RestaurantInput!, $isHidden: Boolean) {
  updateRestaurant(restaurantId: $id, input: $input, isHidden: $isHidden) {
    __typename ... on Restaurant { ${RESTAURANT_FIELDS} } ${ERRORS} } }`;
export const MY_RESTAURANT = `query MyRestaurant { myRestaurant { ${RESTAURANT_FIELDS} } }`;

export const BANK_FIELDS = `accountName institutionNumber transitNumber accountType accountNumberLast4`;
export const ADD_BANK_DETAILS = `mutation AddBankDetails($input: BankDetailsInput!) { addBankDetails(input: $input) {
  __typename ... on BankDetails { ${BANK_FIELDS} } ${ERRORS} } }`;
export const GET_BANK_DETAILS = `query GetBankDetails { bankDetails { ${BANK_FIELDS} } }`;

export const SESSION_FIELDS = `id restaurantId schedule startDate until startTime endTime timeZone leadTimeHours
  orderLimitMin orderLimitMax offersDelivery offersPickup
  dishes { dishId minQuantity maxQuantity portionSize }
  occurrences { startsAt }`;
export const CREATE_COOKING_SESSION = `mutation CreateCookingSession($input: CookingSessionInput!) {
  createCookingSession(input: $input) { __typename ... on CookingSession { ${SESSION_FIELDS} } ${ERRORS} } }`;
export const UPDATE_COOKING_SESSION = `mutation UpdateCookingSession($id: ID!, $input: CookingSessionInput!) {
  updateCookingSession(sessionId: $id, input: $input) {
    __typename ... on CookingSession { ${SESSION_FIELDS} } ${ERRORS} } }`;
export const GET_COOKING_SESSIONS = `query GetCookingSessions($restaurantId: ID!) {
  cookingSessions(restaurantId: $restaurantId, days: 30) { ${SESSION_FIELDS} } }`;

export const DISH_FIELDS = `id restaurantId name description priceCents status isDeletable cuisine
  images { url } ingredients { name quantity unit notes }`;
export const ADD_DISH = `mutation AddDish($restaurantId: ID!, $input: DishInput!) {
  addDish(restaurantId: $restaurantId, input: $input) { __typename ... on Dish { ${DISH_FIELDS} } ${ERRORS} } }`;
export const UPDATE_DISH = `mutation UpdateDish($id: ID!, $input: DishInput!) {
  updateDish(dishId: $id, input: $input) { __typename ... on Dish { ${DISH_FIELDS} } ${ERRORS} } }`;
export const SET_DISH_STATUS = `mutation SetDishStatus($id: ID!, $status: DishStatus!) {
  setDishStatus(dishId: $id, status: $status) { __typename ... on Dish { ${DISH_FIELDS} } ${ERRORS} } }`;
export const DELETE_DISH = `mutation DeleteDish($id: ID!) {
  deleteDish(dishId: $id) { __typename ... on DeletedDish { id } ${ERRORS} } }`;
export const MENU_FIELDS = `id restaurantId name dishIds`;
export const SAVE_MENU = `mutation SaveMenu($input: MenuInput!) {
  saveMenu(input: $input) { __typename ... on Menu { ${MENU_FIELDS} } ${ERRORS} } }`;
export const DELETE_MENU = `mutation DeleteMenu($id: ID!) {
  deleteMenu(menuId: $id) { __typename ... on DeletedMenu { id } ${ERRORS} } }`;
/** The owner's full kitchen: every dish (archived too) and every menu. */
export const MY_KITCHEN = `query MyKitchen { myRestaurant { id
  dishes(includeArchived: true) { ${DISH_FIELDS} } menus { ${MENU_FIELDS} } } }`;

/**
 * A dish (valid under the dish rules once it has an image) costing `priceCents` (integer cents)
 * with two ingredients; cuisine Italian (one of `restaurantInput`'s cuisines). No image by
 * default: `GatewayClient.addDish` adds one uploaded for the restaurant.
 */
export function dishInput(name = 'Lasagna al forno', priceCents = 1850, imageUrls: string[] = []) {
  return {
    imageUrls,
    name,
    description: 'Layers of fresh pasta, slow-cooked ragù and béchamel.',
    priceCents,
    allergyWarnings: ['Contains gluten', 'Contains milk'],
    // Declared, as a published dish must be (docs/rules/allergens.md).
    allergens: ['MILK', 'GLUTEN'],
    preparationInstructions: 'Bake covered at 180 °C for 25 minutes.',
    preparationTimeSeconds: 25 * 60,
    handlingInstructions: 'Keep refrigerated until reheating.',
    cuisine: 'Italian',
    shelfLife: '3 days',
    portionSize: '1 tray (450 g)',
    categories: ['HALAL'],
    spiceLevel: 1,
    ingredients: [
      { name: 'Fresh pasta sheets', quantity: 250, unit: 'g', notes: null },
      { name: 'Beef ragù', quantity: 300, unit: 'g', notes: 'Slow-cooked for 4 hours' },
    ],
  };
}

/**
 * Wizard step 1 (General Information) for a chef called `firstName`; `imageUrl` must be the
 * chef's own upload to our store, folder `profiles/<chefId>` (`GatewayClient.storeImage`).
 */
export function chefGeneral(firstName = 'Rosa', imageUrl: string | null = null) {
  return {
    firstName,
    lastName: 'Bianchi',
    addressLine1: '1 Front St W',
    addressLine2: null,
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5J 2X6',
    country: 'Canada',
    imageUrl,
    dateOfBirth: DateTime.now().minus({ years: 35 }).toISODate()!,
    description: 'Home-style Italian cooking for the whole neighbourhood.',
  };
}

/** Wizard step 2 (Credentials). */
export function chefCredentials(certificateUrl: string | null = null) {
  return { experienceYears: 7, phone: '416 555 0100', qualifications: 'Red Seal', certificateUrl };
}

/**
 * Wizard step 3 (Create the Restaurant): delivery within 8 km, $5.00 base fee; `imageUrl` (the
 * banner) must be the chef's own upload to our store, folder `restaurants/<chefId>`
 * (`GatewayClient.storeImage`).
 */
export function restaurantInput(name = 'Rosa’s Kitchen', imageUrl: string | null = null) {
  return {
    name,
    description: 'Lasagna, ravioli and tiramisu made at home every week.',
    addressLine1: '1 Front St W',
    province: 'ON',
    city: 'Toronto',
    country: 'Canada',
    postalCode: 'M5J 2X6',
    imageUrl,
    offersDelivery: true,
    offersPickup: true,
    deliveryRadiusKm: 8,
    baseDeliveryFeeCents: 500,
    feePerKmCents: 50,
    cuisines: ['Italian'],
    instructions: ['Ring the bell'],
  };
}

/** Fields over `restaurantInput` for the wizard's restaurant step (e.g. the coordinates). */
export type RestaurantOverrides = Partial<ReturnType<typeof restaurantInput>> & {
  latitude?: number;
  longitude?: number;
};

/** Bank details (five required fields; account type Checking or Saving). */
export function bankDetailsInput(accountName = 'Rosa Bianchi', accountNumber = '1234567890') {
  return {
    accountName,
    institutionNumber: '004',
    transitNumber: '12345',
    accountType: 'CHECKING',
    accountNumber,
  };
}

/**
 * A cooking session for `restaurantId`: `schedule` from the local date `daysAhead` days from
 * today (America/Toronto), 17:00–19:00, lead time 10 h, one dish cooking 8 portions.
 */
export function cookingSessionInput(
  restaurantId: string,
  dishId: string = randomUUID(),
  options: {
    schedule?: 'ONCE' | 'DAILY' | 'WEEKLY' | 'BIWEEKLY';
    daysAhead?: number;
    until?: string;
  } = {},
) {
  const start = DateTime.now()
    .setZone('America/Toronto')
    .plus({ days: options.daysAhead ?? 3 });
  return {
    restaurantId,
    startDate: start.toISODate()!,
    ...(options.until ? { until: options.until } : {}),
    startTime: '17:00',
    endTime: '19:00',
    schedule: options.schedule ?? 'ONCE',
    leadTimeHours: 10,
    orderLimit: { min: 1, max: 10 },
    offersDelivery: true,
    offersPickup: false,
    dishes: [{ dishId, minQuantity: 1, maxQuantity: 8, portionSize: '1 tray' }],
  };
}

/** A random address of 127.0.0.0/8 other than 127.0.0.1 (Linux accepts any as a source). */
function randomLoopbackAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `127.${byte()}.${byte()}.${byte()}`;
}

/** POSTs `body` to `url` from the local address `from`; resolves with the parsed JSON answer. */
function postFrom<T>(
  from: string,
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, localAddress: from }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as T);
        } catch (err) {
          reject(err as Error);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const PROBE_UPLOAD = `mutation ProbeUpload($f: String!) { createProfileImageUpload(fileName: $f) {
  __typename ... on SignedUpload { image } } }`;

/** Gateway client for one stack: every call goes through `url` (the gateway's /graphql). */
export class GatewayClient {
  /** The media store's public base (e.g. `http://127.0.0.1:4002/media/`), once learnt. */
  private mediaBase: Promise<string> | null = null;

  constructor(readonly url: string) {}

  /**
   * An address of our media store in `folder` (`profiles/<chefId>`, `restaurants/<chefId>`,
   * `dishes/<restaurantId>`): `<store base><folder>/<uuid>.jpg`, the shape of what the store
   * hands out for an upload (the file itself is not written). The base is learnt once per client
   * from a signed upload that `chef` (any chef) asks for, so it is right whatever the stack sets
   * (`MEDIA_PUBLIC_URL`, a bucket).
   */
  async storeImage(chef: Account, folder: string): Promise<string> {
    this.mediaBase ??= this.expect<{ image: string }>(
      'SignedUpload',
      PROBE_UPLOAD,
      { f: 'probe.jpg' },
      chef.token,
    ).then(({ image }) => image.slice(0, image.indexOf(`profiles/${chef.id}/`)));
    return `${await this.mediaBase}${folder}/${randomUUID()}.jpg`;
  }

  /** Raw answer (data and/or errors). */
  call<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ) {
    // A distinct client address per call (a random loopback source address: the gateway counts
    // the socket's address, never a header the client sets), so the per-client auth rate limit
    // never trips in tests.
    return postFrom<GqlAnswer<T>>(
      randomLoopbackAddress(),
      this.url,
      {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      JSON.stringify({ query, variables }),
    );
  }

  /**
   * The single root field of `query`'s answer, which must be of GraphQL type `typename`; throws
   * with the whole answer otherwise.
   */
  async expect<T = Record<string, unknown>>(
    typename: string,
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ): Promise<T & { __typename: string }> {
    const res = await this.call<Record<string, T & { __typename: string }>>(
      query,
      variables,
      token,
    );
    const value = res.data ? Object.values(res.data)[0] : undefined;
    if (!value || value.__typename !== typename) {
      throw new Error(`expected ${typename}, got ${JSON.stringify(res)}`);
    }
    return value;
  }

  /** The first GraphQL error code of the answer (UNAUTHENTICATED, FORBIDDEN, …), or undefined. */
  async errorCode(query: string, variables: Record<string, unknown> = {}, token?: string) {
    const res = await this.call(query, variables, token);
    return res.errors?.[0]?.extensions?.['code'] as string | undefined;
  }

  /** Signs up a GUEST or CHEF with a fresh e-mail; returns the signed-in account. */
  async signUp(role: 'GUEST' | 'CHEF', firstName = 'Rosa', lastName = 'Bianchi'): Promise<Account> {
    const email = `${role.toLowerCase()}-${randomUUID()}@example.com`;
    const password = 'Str0ng!Passw0rd';
    const s = await this.expect<AuthPayload>('AuthSession', SIGN_UP, {
      input: { email, password, firstName, lastName, role },
    });
    return { id: s.user.id, token: s.accessToken, refreshToken: s.refreshToken, email, password };
  }

  /** Logs in with e-mail and password. */
  async logIn(email: string, password: string): Promise<Account> {
    const s = await this.expect<AuthPayload>('AuthSession', LOG_IN, { input: { email, password } });
    return { id: s.user.id, token: s.accessToken, refreshToken: s.refreshToken, email, password };
  }

  /** Fresh access token for `account` (the token carries the status; refresh after a change). */
  async refresh(account: Account): Promise<Account> {
    const s = await this.expect<AuthPayload>('AuthSession', REFRESH, { t: account.refreshToken });
    return { ...account, token: s.accessToken, refreshToken: s.refreshToken };
  }

  /** Makes an ACTIVE admin directly in `databaseUrl`'s users schema, then logs it in here. */
  async createAdmin(databaseUrl: string): Promise<Account> {
    const { createAdmin } = await import('@hearth/users-service/cli/create-admin');
    const email = `admin-${randomUUID()}@example.com`;
    const password = 'adminPass123';
    await createAdmin({ databaseUrl, email, password, firstName: 'Grace', lastName: 'Hopper' });
    return this.logIn(email, password);
  }

  /** Saves wizard steps 1–2 (general information and credentials) for `chef`. */
  async saveChefProfile(chef: Account, firstName = 'Rosa') {
    return this.expect(
      'User',
      UPDATE_CHEF_PROFILE,
      {
        input: {
          general: chefGeneral(firstName, await this.storeImage(chef, `profiles/${chef.id}`)),
          credentials: chefCredentials(),
        },
      },
      chef.token,
    );
  }

  /**
   * Establishes `chef`'s restaurant (wizard step 3) with a banner of theirs in our store,
   * `overrides` over the fixture; returns it.
   */
  async establishRestaurant(
    chef: Account,
    name?: string,
    overrides: RestaurantOverrides = {},
  ): Promise<RestaurantPayload> {
    return this.expect<RestaurantPayload>(
      'Restaurant',
      ESTABLISH_RESTAURANT,
      {
        input: {
          ...restaurantInput(name, await this.storeImage(chef, `restaurants/${chef.id}`)),
          ...overrides,
        },
      },
      chef.token,
    );
  }

  /**
   * Wizard steps 1–3 and the terms: the chef ends PENDING with an established restaurant
   * (`restaurant`: fields over the fixture). Returns the restaurant and the refreshed account
   * (its token says PENDING).
   */
  async onboardChef(
    chef: Account,
    firstName = 'Rosa',
    restaurantName?: string,
    restaurant: RestaurantOverrides = {},
  ) {
    await this.saveChefProfile(chef, firstName);
    const established = await this.establishRestaurant(
      chef,
      restaurantName ?? `${firstName}’s Kitchen`,
      restaurant,
    );
    await this.expect('User', ACCEPT_TERMS, { a: true }, chef.token);
    return { restaurant: established, chef: await this.refresh(chef) };
  }

  /**
   * Finishes the wizard of a chef who established a restaurant already (profile, credentials,
   * terms) and has `admin` approve them: the chef is Active, so sessions lets them schedule once
   * it has heard so. Returns the chef with a refreshed token.
   */
  async activate(admin: Account, chef: Account, firstName = 'Rosa'): Promise<Account> {
    await this.saveChefProfile(chef, firstName);
    await this.expect('User', ACCEPT_TERMS, { a: true }, chef.token);
    return this.approve(admin, await this.refresh(chef));
  }

  /** `admin` approves `chef` (ACTIVE); returns the chef with a refreshed token. */
  async approve(admin: Account, chef: Account): Promise<Account> {
    await this.expect('User', APPROVE_CHEF, { id: chef.id }, admin.token);
    return this.refresh(chef);
  }

  /**
   * Adds a dish to `restaurantId` as `chef`; one without images gets one uploaded for the
   * restaurant (`dishes/<restaurantId>/…` in our store). Returns it.
   */
  async addDish(chef: Account, restaurantId: string, input = dishInput()): Promise<DishPayload> {
    const imageUrls = input.imageUrls.length
      ? input.imageUrls
      : [await this.storeImage(chef, `dishes/${restaurantId}`)];
    return this.expect<DishPayload>(
      'Dish',
      ADD_DISH,
      { restaurantId, input: { ...input, imageUrls } },
      chef.token,
    );
  }

  /** Creates a menu of `dishIds` as `chef`; returns it. */
  async createMenu(chef: Account, restaurantId: string, name: string, dishIds: string[]) {
    return this.expect<{ id: string; dishIds: string[] }>(
      'Menu',
      SAVE_MENU,
      { input: { action: 'CREATE', restaurantId, name, dishIds } },
      chef.token,
    );
  }

  /**
   * Creates a cooking session; waits (up to `timeoutMs`: events cross the bus, slow on a loaded
   * CI machine) for sessions to learn the owner and the dishes.
   */
  async createSession(
    chef: Account,
    input: ReturnType<typeof cookingSessionInput>,
    timeoutMs = 30_000,
  ) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await this.call<{ createCookingSession: SessionPayload | null }>(
        CREATE_COOKING_SESSION,
        { input },
        chef.token,
      );
      const session = res.data?.createCookingSession;
      if (session?.__typename === 'CookingSession') return session;
      // FORBIDDEN (or an unknown dish) until the restaurant's and dishes' events reached the
      // sessions service's projections: retry until the deadline.
      if (Date.now() > deadline) throw new Error(`createCookingSession: ${JSON.stringify(res)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

interface AuthPayload {
  accessToken: string;
  refreshToken: string;
  user: { id: string; role: string; status: string };
}

/** A restaurant as `RESTAURANT_FIELDS` selects it. */
export interface RestaurantPayload {
  __typename: string;
  id: string;
  slug: string;
  name: string;
  isHidden: boolean;
  [field: string]: unknown;
}

/** A dish as `DISH_FIELDS` selects it. */
export interface DishPayload {
  __typename: string;
  id: string;
  name: string;
  status: string;
  [field: string]: unknown;
}

/** A cooking session as `SESSION_FIELDS` selects it. */
export interface SessionPayload {
  __typename: string;
  id: string;
  restaurantId: string;
  occurrences: Array<{ startsAt: string }>;
  [field: string]: unknown;
}
