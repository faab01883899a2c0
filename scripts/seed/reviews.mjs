/**
 * Demo reviews (of restaurants): each is written the real way — the guest orders a dish for
 * pickup (cart → checkout → the stock saga → PENDING), the chef accepts and completes the order,
 * then the guest reviews it (createReview accepts only completed orders of the caller).
 */
import { randomUUID } from 'node:crypto';

export const REVIEWS = [
  {
    guest: 'maya',
    chef: 'rosa',
    stars: 5,
    description:
      'The lasagna tasted like my friend’s nonna’s. Generous tray, still warm at pickup.',
  },
  {
    guest: 'omar',
    chef: 'rosa',
    stars: 4,
    description: 'Lovely tiramisù, not too sweet. Pickup at the side door was easy.',
  },
  {
    guest: 'claire',
    chef: 'priya',
    stars: 5,
    description:
      'Chettinad curry with real heat and so much flavour. Already planning my next order.',
  },
  {
    guest: 'maya',
    chef: 'marcia',
    stars: 5,
    description: 'Best jerk chicken I have had outside Kingston. The rice and peas were perfect.',
  },
  {
    guest: 'omar',
    chef: 'selam',
    stars: 5,
    description: 'The beyaynetu fed two of us with leftovers. Injera was sour and fresh.',
  },
  {
    guest: 'claire',
    chef: 'jiwoo',
    stars: 4,
    description:
      'Kimchi is properly funky and crunchy. Bibimbap vegetables were beautifully seasoned.',
  },
  {
    guest: 'maya',
    chef: 'lucia',
    stars: 5,
    description: 'The mole negro is extraordinary — smoky, a little sweet, very deep.',
  },
  {
    guest: 'omar',
    chef: 'rania',
    stars: 4,
    description: 'Warak enab were tangy and delicate; the hummus was silky.',
  },
  {
    guest: 'claire',
    chef: 'joana',
    stars: 3,
    description: 'Pastéis de nata were great, the bacalhau a little salty for me.',
  },
  {
    guest: 'maya',
    chef: 'nikos',
    stars: 5,
    description: 'Moussaka for the whole family, the béchamel was perfect. Efharisto!',
  },
];

const ERRORS = `... on ValidationError { errors { field message } } ... on ServerError { message }`;
const R = {
  sessions: `query($id: ID!) { cookingSessions(restaurantId: $id, days: 30) { offersPickup
    occurrences { id isOrderable dishes { dishId remaining minQuantity } } } }`,
  addToCart: `mutation($input: AddToCartInput!) { addToCart(input: $input) { __typename ${ERRORS} } }`,
  placeOrder: `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename
    ... on Order { id status } ${ERRORS} } }`,
  order: `query($id: ID!) { order(id: $id) { id status rejectionReason } }`,
  accept: `mutation($id: ID!) { acceptOrder(orderId: $id) { __typename ... on Order { status } ${ERRORS} } }`,
  complete: `mutation($id: ID!) { completeOrder(orderId: $id) { __typename ... on Order { status } ${ERRORS} } }`,
  createReview: `mutation($input: CreateReviewInput!) { createReview(input: $input) { __typename
    ... on Review { id } ${ERRORS} } }`,
  myReviews: `{ myReviews(limit: 50) { items { restaurantId } } }`,
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every 200 ms until it returns a truthy value (or throws after `ms`). */
async function until(what, check, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

/**
 * Writes the demo reviews that are missing (a guest who already reviewed a restaurant is
 * skipped). `guests` and `chefs` map keys to `{ token }` accounts and chefs to `{ restaurantId }`.
 * Returns how many reviews were written.
 * @param {import('./api.mjs').SeedApi} api
 */
export async function ensureReviews(api, guests, chefs) {
  let written = 0;
  const reviewed = new Map();
  for (const [key, g] of guests) {
    const items = (await api.data(R.myReviews, {}, g.token)).myReviews.items;
    reviewed.set(key, new Set(items.map((i) => i.restaurantId)));
  }
  for (const review of REVIEWS) {
    const guest = guests.get(review.guest);
    const chef = chefs.get(review.chef);
    if (!guest || !chef || reviewed.get(review.guest).has(chef.restaurantId)) continue;
    const sessions = (await api.data(R.sessions, { id: chef.restaurantId })).cookingSessions;
    const occurrence = sessions
      .filter((s) => s.offersPickup)
      .flatMap((s) => s.occurrences)
      .find((o) => o.isOrderable && o.dishes.some((d) => d.remaining >= 2));
    if (!occurrence) continue;
    const dish = occurrence.dishes.find((d) => d.remaining >= 2);
    const quantity = Math.max(2, dish.minQuantity);
    // The cart learns occurrences and dishes from events: retry until it knows this one.
    await until('the cart to accept the dish', async () => {
      const res = await api.call(
        R.addToCart,
        { input: { dishId: dish.dishId, occurrenceId: occurrence.id, quantity } },
        guest.token,
      );
      return res.data?.addToCart?.__typename === 'Cart';
    });
    const placed = await api.expect(
      'Order',
      R.placeOrder,
      {
        input: {
          occurrenceId: occurrence.id,
          fulfilment: 'PICKUP',
          instructions: 'I will be there on time',
          idempotencyKey: randomUUID(),
          paymentMethodId: 'pm_card_visa',
        },
      },
      guest.token,
    );
    const order = await until('the order to leave PLACED', async () => {
      const o = (await api.data(R.order, { id: placed.id }, guest.token)).order;
      return o.status === 'PLACED' ? null : o;
    });
    if (order.status !== 'PENDING')
      throw new Error(`demo order ${order.status}: ${order.rejectionReason}`);
    await api.expect('Order', R.accept, { id: order.id }, chef.token);
    await api.expect('Order', R.complete, { id: order.id }, chef.token);
    // Restaurants learns of the completion from `OrderCompleted`: retry until it may be reviewed.
    await until('the completed order to be reviewable', async () => {
      const res = await api.call(
        R.createReview,
        {
          input: {
            restaurantId: chef.restaurantId,
            orderId: order.id,
            stars: review.stars,
            description: review.description,
          },
        },
        guest.token,
      );
      return res.data?.createReview?.__typename === 'Review';
    });
    reviewed.get(review.guest).add(chef.restaurantId);
    written++;
  }
  return written;
}
