/**
 * A small GraphQL client for the seed: every call goes through the gateway, like the browser's.
 * Rate-limited calls (`TOO_MANY_REQUESTS`) wait `retryAfterSeconds` and try again, so the seed
 * respects the sign-up/log-in limits instead of getting around them.
 */

const ERRORS = `... on ValidationError { errors { field message } } ... on ServerError { message }`;

export const Q = {
  signUp: `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { __typename
    ... on AuthSession { accessToken refreshToken user { id role status } } ${ERRORS} } }`,
  logIn: `mutation LogIn($input: LogInInput!) { logIn(input: $input) { __typename
    ... on AuthSession { accessToken refreshToken user { id role status } } ${ERRORS} } }`,
  refresh: `mutation RefreshSession($t: String!) { refreshSession(refreshToken: $t) { __typename
    ... on AuthSession { accessToken refreshToken user { id role status } } ${ERRORS} } }`,
  me: `query GetUser { me { ... on User { id status hasBankDetails } } }`,
  updateAccount: `mutation UpdateAccount($input: AccountDetailsInput!) {
    updateAccount(input: $input) { __typename ... on User { id } ${ERRORS} } }`,
  updateChefProfile: `mutation UpdateChefProfile($input: ChefProfileInput!) {
    updateChefProfile(input: $input) { __typename ... on User { id } ${ERRORS} } }`,
  acceptTerms: `mutation AcceptTerms($a: Boolean!) { acceptTerms(accepted: $a) {
    __typename ... on User { id status } ${ERRORS} } }`,
  approveChef: `mutation ApproveChef($id: ID!) { approveChef(userId: $id) {
    __typename ... on User { id status } ${ERRORS} } }`,
  myRestaurant: `query MyKitchen { myRestaurant { id slug
    dishes(includeArchived: true) { id name portionSize } menus { id } } }`,
  establishRestaurant: `mutation EstablishRestaurant($input: RestaurantInput!) {
    establishRestaurant(input: $input) { __typename ... on Restaurant { id slug } ${ERRORS} } }`,
  addDish: `mutation AddDish($restaurantId: ID!, $input: DishInput!) {
    addDish(restaurantId: $restaurantId, input: $input) { __typename
      ... on Dish { id name portionSize } ${ERRORS} } }`,
  saveMenu: `mutation SaveMenu($input: MenuInput!) { saveMenu(input: $input) {
    __typename ... on Menu { id } ${ERRORS} } }`,
  addBankDetails: `mutation AddBankDetails($input: BankDetailsInput!) { addBankDetails(input: $input) {
    __typename ... on BankDetails { accountNumberLast4 } ${ERRORS} } }`,
  cookingSessions: `query GetCookingSessions($restaurantId: ID!) {
    cookingSessions(restaurantId: $restaurantId, days: 30) { id
      occurrences { id localDate orderCutoffAt } } }`,
  createCookingSession: `mutation CreateCookingSession($input: CookingSessionInput!) {
    createCookingSession(input: $input) { __typename ... on CookingSession { id } ${ERRORS} } }`,
  upload: (
    kind,
  ) => `mutation Upload($fileName: String!${kind === 'Dish' ? ', $restaurantId: ID!' : ''}) {
    create${kind}ImageUpload(fileName: $fileName${kind === 'Dish' ? ', restaurantId: $restaurantId' : ''}) {
      __typename ... on SignedUpload { presignedUrl image headers { name value } } ${ERRORS} } }`,
  restaurants: `query GetRestaurants($cursor: String) { restaurants(limit: 48, cursor: $cursor) {
    items { id slug name } nextCursor } }`,
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** GraphQL client bound to one gateway URL. */
export class SeedApi {
  /** @param {string} url the gateway's /graphql URL */
  constructor(url) {
    this.url = url;
  }

  /** The raw answer `{ data, errors }`; waits and retries while rate-limited. */
  async call(query, variables = {}, token) {
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = await res.json();
      const limited = body.errors?.find((e) => e.extensions?.code === 'TOO_MANY_REQUESTS');
      if (!limited || attempt >= 5) return body;
      const seconds = Number(limited.extensions.retryAfterSeconds ?? 10);
      await sleep(Math.min(Math.max(seconds, 1), 65) * 1000);
    }
  }

  /** The single root field of the answer, which must have GraphQL type `typename`; throws otherwise. */
  async expect(typename, query, variables = {}, token) {
    const res = await this.call(query, variables, token);
    const value = res.data ? Object.values(res.data)[0] : undefined;
    if (!value || value.__typename !== typename) {
      throw new Error(`expected ${typename}, got ${JSON.stringify(res).slice(0, 800)}`);
    }
    return value;
  }

  /** The data of a query; throws on any GraphQL error. */
  async data(query, variables = {}, token) {
    const res = await this.call(query, variables, token);
    if (res.errors?.length) throw new Error(JSON.stringify(res.errors).slice(0, 800));
    return res.data;
  }

  /**
   * Uploads `bytes` (a JPEG) through the signed-URL flow (docs/uploads.md): ask for a signed
   * upload of `kind` (Dish, Restaurant, Profile), PUT the file with exactly the headers given,
   * return the stored image address.
   */
  async uploadImage(kind, fileName, bytes, token, restaurantId) {
    const signed = await this.expect(
      'SignedUpload',
      Q.upload(kind),
      { fileName, ...(restaurantId ? { restaurantId } : {}) },
      token,
    );
    const headers = Object.fromEntries(signed.headers.map((h) => [h.name, h.value]));
    const put = await fetch(signed.presignedUrl, { method: 'PUT', headers, body: bytes });
    if (!put.ok) throw new Error(`upload of ${fileName} failed: HTTP ${put.status}`);
    return signed.image;
  }
}
