import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  EventTypes,
  Topics,
  createEnvelope,
  type DishChangedPayload,
  type OccurrenceStockChangedPayload,
} from '@hearth/events';
import { CartMessages, RestaurantAvailabilityMessages } from '@hearth/contracts';
import { eventually, gql, query } from '../../../test/support/db.js';
import { SagaStack, day, type User } from './support/saga-stack.js';

describe('orders: the guest cart (guests only; read, add, remove, change quantity; warnings)', () => {
  const stack = new SagaStack();
  let guest: User;
  let dumplings: string;
  let soup: string;
  let occurrenceId: string;
  /** Whether orders has handled the event (its inbox row commits with the effect). */
  const handledByOrders = async (eventId: string) =>
    (await query(stack.db, `SELECT 1 FROM orders.inbox WHERE "eventId" = $1`, [eventId])).length >
    0;

  beforeAll(async () => {
    await stack.start('orders_cart');
    guest = await stack.guest();
    dumplings = await stack.dish('Pork Dumplings', 1450);
    soup = await stack.dish('Hot and Sour Soup', 899);
    occurrenceId = await stack.session(
      [
        { dishId: dumplings, minQuantity: 1, maxQuantity: 20, portionSize: '12 pieces' },
        { dishId: soup, minQuantity: 1, maxQuantity: 3, portionSize: '500 ml' },
      ],
      { min: 2, max: 6 },
    );
  });
  afterAll(() => stack.stop());

  it('is for signed-in guests only: visitors UNAUTHENTICATED, other roles get the guests-only message', async () => {
    const visitor = await gql(stack.ordersUrl, `{ cart { itemCount } }`);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const asChef = await stack.add(stack.chef, dumplings, occurrenceId, 1);
    expect(asChef.cart).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'dishId', message: CartMessages.guestsOnly }],
    });
    const chefCart = await gql(stack.ordersUrl, `{ cart { itemCount } }`, {}, stack.chef.token);
    expect(chefCart.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const visitorAdd = await gql(
      stack.ordersUrl,
      `mutation { addToCart(input: { dishId: "${dumplings}", occurrenceId: "${occurrenceId}", quantity: 1 }) { __typename } }`,
    );
    expect(visitorAdd.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('adds a line with the dish, restaurant and occurrence facts; the same line again adds up', async () => {
    const first = await stack.add(guest, dumplings, occurrenceId, 1);
    expect(first.cart?.__typename).toBe('Cart');
    const line = first.cart!.items[0]!;
    expect(line).toMatchObject({
      dishName: 'Pork Dumplings',
      priceCents: 1450,
      quantity: 1,
      restaurantName: 'Nonna Rosa',
      restaurantSlug: `r-${stack.restaurantId.slice(0, 8)}`,
      occurrenceId,
      portionSize: '12 pieces',
      minQuantity: 1,
      maxQuantity: 20,
      remaining: 20,
      orderLimitMin: 2,
      orderLimitMax: 6,
      isAvailable: true,
    });
    // One portion is below the session's order minimum of 2 (a cart warning), so checkout is off.
    expect(line.warnings).toEqual([CartMessages.belowOrderMinimum(2)]);
    expect(first.cart!.canCheckout).toBe(false);

    const again = await stack.add(guest, dumplings, occurrenceId, 2);
    expect(again.cart!.items).toHaveLength(1);
    expect(again.cart!.items[0]).toMatchObject({ quantity: 3, lineTotalCents: 4350, warnings: [] });
    expect(again.cart).toMatchObject({ itemCount: 3, subtotalCents: 4350, canCheckout: true });

    const count = await gql<{ _entities: Array<{ cartItemCount: number }> }>(
      stack.ordersUrl,
      `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { cartItemCount } } }`,
      { r: [{ __typename: 'User', id: guest.id }] },
      guest.token,
    );
    expect(count.data?._entities[0]?.cartItemCount).toBe(3);
  });

  it("shows each line's allergens from the dish's latest DishChanged; null while undeclared (docs/rules/allergens.md)", async () => {
    const declared = createEnvelope<DishChangedPayload>({
      type: EventTypes.DishChanged,
      version: 1,
      aggregateId: dumplings,
      payload: {
        dishId: dumplings,
        restaurantId: stack.restaurantId,
        name: 'Pork Dumplings',
        priceCents: 1450,
        portionSize: '500 g',
        status: 'ACTIVE',
        imageUrl: null,
        allergens: ['WHEAT_TRITICALE', 'SOY', 'GLUTEN'],
        mayContainAllergens: ['SESAME'],
        allergensDeclared: true,
      },
    });
    await stack.bus.publish(Topics.restaurants, [declared]);
    await eventually(() => handledByOrders(declared.id), stack.timeoutMs);
    await stack.add(guest, soup, occurrenceId, 1);
    const res = await gql<{
      cart: { items: Array<{ dishId: string; allergens: unknown }> };
    }>(
      stack.ordersUrl,
      `{ cart { items { dishId allergens { contains mayContain } } } }`,
      {},
      guest.token,
    );
    const byDish = new Map(res.data!.cart.items.map((i) => [i.dishId, i.allergens]));
    expect(byDish.get(dumplings)).toEqual({
      contains: ['WHEAT_TRITICALE', 'SOY', 'GLUTEN'],
      mayContain: ['SESAME'],
    });
    expect(byDish.get(soup)).toBeNull();
    // Back to the cart the next tests expect (the soup line only served this check).
    const soupLine = (await stack.cartOf(guest)).items.find((i) => i.dishId === soup)!;
    await gql(
      stack.ordersUrl,
      `mutation($id: ID!) { removeFromCart(cartItemId: $id) { __typename } }`,
      { id: soupLine.id },
      guest.token,
    );
  });

  it('refuses more than the stock on add with the out-of-stock/low-stock messages and writes nothing', async () => {
    const tooMany = await stack.add(guest, soup, occurrenceId, 4);
    expect(tooMany.cart).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'quantity', message: CartMessages.addFewerRemaining(3) }],
    });
    const bad = await stack.add(guest, soup, occurrenceId, 0);
    expect(bad.cart?.errors?.[0]?.message).toBe(CartMessages.quantityInvalid);
    const unknown = await stack.add(guest, randomUUID(), occurrenceId, 1);
    expect(unknown.cart?.errors?.[0]?.message).toBe(CartMessages.noLongerAvailable);
    expect((await stack.cartOf(guest)).itemCount).toBe(3);
  });

  it('warns above the session maximum, when stock runs short and when it runs out', async () => {
    const added = await stack.add(guest, soup, occurrenceId, 3);
    expect(added.cart!.items.map((i) => i.warnings)).toEqual([[], []]);
    const cart = await stack.cartOf(guest);
    const soupLine = cart.items.find((i) => i.dishId === soup)!;
    const dumplingLine = cart.items.find((i) => i.dishId === dumplings)!;
    const change = (quantity: number) =>
      gql<{ changeCartItemQuantity: { items: Array<{ dishId: string; warnings: string[] }> } }>(
        stack.ordersUrl,
        `mutation($id: ID!, $q: Int!) { changeCartItemQuantity(cartItemId: $id, quantity: $q) {
          __typename ... on Cart { items { dishId warnings } } } }`,
        { id: dumplingLine.id, q: quantity },
        guest.token,
      );
    const raised = await change(4);
    // 4 + 3 = 7 portions > the session's maximum of 6: every line of that occurrence says so.
    for (const item of raised.data!.changeCartItemQuantity.items)
      expect(item.warnings).toEqual([CartMessages.aboveOrderMaximum(6)]);

    // Another guest buys 2 of the 3 soups: 1 left for our 3 wanted.
    const other = await stack.guest();
    await stack.add(other, soup, occurrenceId, 2);
    const bought = await stack.place(other, { occurrenceId });
    expect(await stack.settled(bought.order!.id)).toBe('PENDING');
    await change(1);
    // The stock figure is a projection fed by OccurrenceStockChanged, which may trail the
    // StockReserved that settled the order: wait for it as a user's next look would.
    const short = await eventually(async () => {
      const c = await stack.cartOf(guest);
      return c.items.find((i) => i.dishId === soup)!.remaining === 1 ? c : undefined;
    });
    const soupNow = short.items.find((i) => i.dishId === soup)!;
    expect(soupNow.remaining).toBe(1);
    expect(soupNow.warnings).toContain(CartMessages.fewerRemaining(1, 'Hot and Sour Soup'));

    // A third guest buys the last one: out of stock.
    const third = await stack.guest();
    await stack.add(third, soup, occurrenceId, 1);
    await stack.add(third, dumplings, occurrenceId, 1);
    expect(await stack.settled((await stack.place(third, { occurrenceId })).order!.id)).toBe(
      'PENDING',
    );
    const out = await eventually(async () => {
      const c = await stack.cartOf(guest);
      return c.items.find((i) => i.id === soupLine.id)!.remaining === 0 ? c : undefined;
    });
    expect(out.items.find((i) => i.id === soupLine.id)!.warnings).toContain(
      CartMessages.outOfStock,
    );
    expect(out.canCheckout).toBe(false);
    const addMore = await stack.add(await stack.guest(), soup, occurrenceId, 1);
    expect(addMore.cart?.errors?.[0]?.message).toBe(CartMessages.addOutOfStock);
  });

  it('says "no longer available" once the order cutoff has passed', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    await stack.bus.publish(Topics.sessions, [
      createEnvelope<OccurrenceStockChangedPayload>({
        type: EventTypes.OccurrenceStockChanged,
        version: 1,
        aggregateId: occurrenceId,
        payload: {
          occurrenceId,
          sessionId: randomUUID(),
          restaurantId: stack.restaurantId,
          startsAt: new Date(Date.now() + 3_600_000).toISOString(),
          orderCutoffAt: past,
          orderLimitMin: 2,
          orderLimitMax: 6,
          offersDelivery: true,
          offersPickup: true,
          dishes: [],
        },
      }),
    ]);
    const cart = await eventually(async () => {
      const c = await stack.cartOf(guest);
      return c.items.every((i) => !i.isAvailable) ? c : null;
    });
    for (const item of cart.items) {
      expect(item.isAvailable).toBe(false);
      expect(item.warnings).toEqual([CartMessages.noLongerAvailable]);
    }
    expect(cart.canCheckout).toBe(false);
    const late = await stack.add(guest, dumplings, occurrenceId, 1);
    expect(late.cart?.errors?.[0]?.message).toBe(CartMessages.noLongerAvailable);
  });

  it('removes only the guest’s own lines ("Failed to remove from cart" otherwise)', async () => {
    const cart = await stack.cartOf(guest);
    const lineId = cart.items[0]!.id;
    const REMOVE = `mutation($id: ID!) { removeFromCart(cartItemId: $id) {
      __typename ... on Cart { itemCount } ... on ValidationError { errors { message } } } }`;
    const stranger = await stack.guest();
    const theirs = await gql<{ removeFromCart: { errors: Array<{ message: string }> } }>(
      stack.ordersUrl,
      REMOVE,
      { id: lineId },
      stranger.token,
    );
    expect(theirs.data?.removeFromCart.errors[0]?.message).toBe(CartMessages.removeFailed);
    const mine = await gql<{ removeFromCart: { itemCount: number } }>(
      stack.ordersUrl,
      REMOVE,
      { id: lineId },
      guest.token,
    );
    expect(mine.data?.removeFromCart.itemCount).toBe(cart.itemCount - cart.items[0]!.quantity);
    const rows = await query(stack.db, `SELECT 1 FROM orders.cart_items WHERE id = $1`, [lineId]);
    expect(rows).toHaveLength(0);
  });

  it('says "no longer available" at once when a session edit removes the occurrence (OccurrenceWithdrawn)', async () => {
    const curry = await stack.dish('Goat Curry', 2100);
    const input = (startDate: string) => ({
      restaurantId: stack.restaurantId,
      startDate,
      startTime: '18:00',
      endTime: '20:00',
      schedule: 'ONCE',
      until: null,
      leadTimeHours: 10,
      orderLimit: { min: 1, max: 20 },
      offersDelivery: true,
      offersPickup: true,
      dishes: [{ dishId: curry, minQuantity: 1, maxQuantity: 10, portionSize: '400 g' }],
    });
    type Saved = { __typename: string; id?: string; occurrences?: Array<{ id: string }> };
    const FIELDS = `__typename ... on CookingSession { id occurrences { id } }
      ... on ValidationError { errors { field message } }`;
    const created = await gql<{ createCookingSession: Saved }>(
      stack.sessionsUrl,
      `mutation($input: CookingSessionInput!) { createCookingSession(input: $input) { ${FIELDS} } }`,
      { input: input(day(3)) },
      stack.chef.token,
    );
    const sessionId = created.data!.createCookingSession.id!;
    const doomed = created.data!.createCookingSession.occurrences![0]!.id;
    const projected = `SELECT withdrawn_at FROM orders.cart_occurrences WHERE occurrence_id = $1`;
    await eventually(async () => (await query(stack.db, projected, [doomed])).length === 1);
    const buyer = await stack.guest();
    const added = await stack.add(buyer, curry, doomed, 2);
    expect(added.cart?.items[0]).toMatchObject({ isAvailable: true, warnings: [] });

    // The chef moves the one-off session to another day: the old occurrence is deleted.
    const moved = await gql<{ updateCookingSession: Saved }>(
      stack.sessionsUrl,
      `mutation($id: ID!, $input: CookingSessionInput!) {
        updateCookingSession(sessionId: $id, input: $input) { ${FIELDS} } }`,
      { id: sessionId, input: input(day(4)) },
      stack.chef.token,
    );
    expect(moved.data?.updateCookingSession.__typename).toBe('CookingSession');
    expect(moved.data!.updateCookingSession.occurrences!.map((o) => o.id)).not.toContain(doomed);
    const tombstone = await eventually(async () =>
      stack.seen.find(
        (s) => s.event.type === EventTypes.OccurrenceWithdrawn && s.event.aggregateId === doomed,
      ),
    );
    expect(tombstone.topic).toBe(Topics.sessions);
    expect(tombstone.event.payload).toEqual({
      occurrenceId: doomed,
      sessionId,
      restaurantId: stack.restaurantId,
    });

    // The cart says so before any checkout is tried, and AddToCart refuses the line.
    const cart = await eventually(async () => {
      const c = await stack.cartOf(buyer);
      return c.items[0]?.isAvailable === false ? c : null;
    });
    expect(cart.items[0]!.warnings).toEqual([CartMessages.noLongerAvailable]);
    expect(cart.canCheckout).toBe(false);
    const again = await stack.add(buyer, curry, doomed, 1);
    expect(again.cart?.errors?.[0]?.message).toBe(CartMessages.noLongerAvailable);

    // Redelivered, the tombstone changes nothing; a stock event arriving after it (e.g. a
    // redelivery) does not bring the occurrence back.
    const [before] = await query<{ withdrawn_at: Date | null }>(stack.db, projected, [doomed]);
    expect(before!.withdrawn_at).not.toBeNull();
    const lateStock = createEnvelope<OccurrenceStockChangedPayload>({
      type: EventTypes.OccurrenceStockChanged,
      version: 1,
      aggregateId: doomed,
      payload: {
        occurrenceId: doomed,
        sessionId,
        restaurantId: stack.restaurantId,
        startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        orderCutoffAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        orderLimitMin: 1,
        orderLimitMax: 20,
        offersDelivery: true,
        offersPickup: true,
        dishes: [],
      },
    });
    await stack.bus.publish(Topics.sessions, [tombstone.event]);
    await stack.bus.publish(Topics.sessions, [lateStock]);
    // One aggregate (the occurrence): both are handled once the later one's inbox row is there.
    await eventually(() => handledByOrders(lateStock.id), stack.timeoutMs);
    expect(await query(stack.db, projected, [doomed])).toEqual([before]);
    expect((await stack.cartOf(buyer)).items[0]!.warnings).toEqual([
      CartMessages.noLongerAvailable,
    ]);
  });

  it('says "no longer available" at once when a session edit takes the dish out (OccurrenceDishesWithdrawn), and not once it is back', async () => {
    const curry = await stack.dish('Lamb Curry', 1900);
    const naan = await stack.dish('Garlic Naan', 450);
    const dishOf = (dishId: string, maxQuantity: number) => ({
      dishId,
      minQuantity: 1,
      maxQuantity,
      portionSize: '1 plate',
    });
    const input = (dishes: Array<ReturnType<typeof dishOf>>) => ({
      restaurantId: stack.restaurantId,
      startDate: day(3),
      startTime: '18:00',
      endTime: '20:00',
      schedule: 'ONCE',
      until: null,
      leadTimeHours: 10,
      orderLimit: { min: 1, max: 20 },
      offersDelivery: true,
      offersPickup: true,
      dishes,
    });
    type Saved = { __typename: string; id?: string; occurrences?: Array<{ id: string }> };
    const FIELDS = `__typename ... on CookingSession { id occurrences { id } }
      ... on ValidationError { errors { field message } }`;
    const save = async (sessionId: string, dishes: Array<ReturnType<typeof dishOf>>) => {
      const res = await gql<{ updateCookingSession: Saved }>(
        stack.sessionsUrl,
        `mutation($id: ID!, $input: CookingSessionInput!) {
          updateCookingSession(sessionId: $id, input: $input) { ${FIELDS} } }`,
        { id: sessionId, input: input(dishes) },
        stack.chef.token,
      );
      expect(res.data?.updateCookingSession.__typename).toBe('CookingSession');
    };
    const created = await gql<{ createCookingSession: Saved }>(
      stack.sessionsUrl,
      `mutation($input: CookingSessionInput!) { createCookingSession(input: $input) { ${FIELDS} } }`,
      { input: input([dishOf(curry, 10), dishOf(naan, 10)]) },
      stack.chef.token,
    );
    const sessionId = created.data!.createCookingSession.id!;
    const occ = created.data!.createCookingSession.occurrences![0]!.id;
    const projected = `SELECT withdrawn_at, remaining FROM orders.cart_occurrence_dishes
      WHERE occurrence_id = $1 AND dish_id = $2`;
    await eventually(async () => (await query(stack.db, projected, [occ, naan])).length === 1);
    // The stock event that carried naan before the edit (replayed below as a stale event).
    const staleStock = await eventually(async () =>
      stack.seen.find(
        (s) =>
          s.event.type === EventTypes.OccurrenceStockChanged &&
          s.event.aggregateId === occ &&
          (s.event.payload as OccurrenceStockChangedPayload).dishes.some((d) => d.dishId === naan),
      ),
    );
    const buyer = await stack.guest();
    await stack.add(buyer, naan, occ, 2);
    const added = await stack.add(buyer, curry, occ, 1);
    expect(added.cart?.items.map((i) => [i.dishId, i.isAvailable])).toEqual([
      [naan, true],
      [curry, true],
    ]);

    // The chef takes the naan out of the session (nothing of it sold): tombstone for the occurrence.
    await save(sessionId, [dishOf(curry, 10)]);
    const tombstone = await eventually(async () =>
      stack.seen.find(
        (s) => s.event.type === EventTypes.OccurrenceDishesWithdrawn && s.event.aggregateId === occ,
      ),
    );
    expect(tombstone.topic).toBe(Topics.sessions);
    expect(tombstone.event.payload).toEqual({
      occurrenceId: occ,
      sessionId,
      restaurantId: stack.restaurantId,
      dishIds: [naan],
    });

    // Its cart line says so before any checkout is tried; the curry line is untouched.
    const cart = await eventually(async () => {
      const c = await stack.cartOf(buyer);
      return c.items[0]?.isAvailable === false ? c : null;
    });
    expect(cart.items[0]!.warnings).toEqual([CartMessages.noLongerAvailable]);
    expect(cart.items[1]).toMatchObject({ dishId: curry, isAvailable: true, warnings: [] });
    expect(cart.canCheckout).toBe(false);
    const again = await stack.add(buyer, naan, occ, 1);
    expect(again.cart?.errors?.[0]?.message).toBe(CartMessages.noLongerAvailable);
    expect((await stack.add(buyer, curry, occ, 1)).cart?.items).toBeDefined();

    // Redelivered, the tombstone changes nothing; an older stock event that still carried the
    // naan (re-published under a new id) does not bring it back.
    const [before] = await query<{ withdrawn_at: Date | null }>(stack.db, projected, [occ, naan]);
    expect(before!.withdrawn_at).not.toBeNull();
    const republished = { ...staleStock.event, id: randomUUID() };
    await stack.bus.publish(Topics.sessions, [tombstone.event]);
    await stack.bus.publish(Topics.sessions, [republished]);
    // One aggregate (the occurrence): both are handled once the later one's inbox row is there.
    await eventually(() => handledByOrders(republished.id), stack.timeoutMs);
    expect(await query(stack.db, projected, [occ, naan])).toEqual([before]);
    expect((await stack.cartOf(buyer)).items[0]!.warnings).toEqual([
      CartMessages.noLongerAvailable,
    ]);

    // The chef adds it back: the next stock event carrying it clears the mark.
    await save(sessionId, [dishOf(curry, 10), dishOf(naan, 6)]);
    const back = await eventually(async () => {
      const c = await stack.cartOf(buyer);
      return c.items[0]?.isAvailable === true ? c : null;
    });
    expect(back.items[0]).toMatchObject({ dishId: naan, remaining: 6, warnings: [] });
    expect(back.canCheckout).toBe(true);
    expect((await query(stack.db, projected, [occ, naan]))[0]).toEqual({
      withdrawn_at: null,
      remaining: 6,
    });
    expect((await stack.add(buyer, naan, occ, 1)).cart?.items?.[0]?.quantity).toBe(3);
  });

  it('a restaurant that is not public (hidden, or its chef not Active) takes no cart adds and no orders; its lines say "no longer available"', async () => {
    const rid = stack.otherRestaurantId;
    const owner = stack.otherChef;
    const pie = await stack.dish('Tourtière', 2400, rid);
    const occ = await stack.session(
      [{ dishId: pie, minQuantity: 1, maxQuantity: 5, portionSize: '1 pie' }],
      { min: 1, max: 5 },
      2,
      owner,
      rid,
    );
    const buyer = await stack.guest();
    expect((await stack.add(buyer, pie, occ, 1)).cart?.itemCount).toBe(1);
    const facts = async (f: Parameters<SagaStack['established']>[3]) => {
      const event = stack.established(rid, owner.id, 'Other Kitchen', f);
      await stack.bus.publish(Topics.restaurants, [event]);
      await eventually(() => handledByOrders(event.id), stack.timeoutMs);
    };
    for (const f of [{ isHidden: true }, { isChefActive: false }, { hasBankDetails: false }]) {
      await facts(f);
      const cart = await stack.cartOf(buyer);
      expect(cart.items[0]).toMatchObject({
        isAvailable: false,
        warnings: [CartMessages.noLongerAvailable],
      });
      expect(cart.canCheckout).toBe(false);
      expect((await stack.add(buyer, pie, occ, 1)).cart?.errors).toEqual([
        { field: 'dishId', message: RestaurantAvailabilityMessages.notTakingOrders },
      ]);
      expect((await stack.place(buyer, { occurrenceId: occ })).order?.errors).toEqual([
        { field: 'cart', message: RestaurantAvailabilityMessages.notTakingOrders },
      ]);
    }
    const [{ n }] = await query<{ n: number }>(
      stack.db,
      `SELECT count(*)::int AS n FROM orders.orders WHERE guest_id = $1`,
      [buyer.id],
    );
    expect(n).toBe(0);
    expect((await stack.cartOf(buyer)).itemCount).toBe(1);
    // Public again: the line is orderable once more.
    await facts({});
    expect((await stack.cartOf(buyer)).canCheckout).toBe(true);
  });
});
