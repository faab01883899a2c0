import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CartMessages, OrderMessages, deliveryFeeCents, rejectionMessage } from '@hearth/contracts';
import {
  EventTypes,
  Topics,
  createEnvelope,
  type ChefTaxNumberChangedPayload,
  type EventEnvelope,
} from '@hearth/events';
import { distanceKm } from '@hearth/geo';
import { eventually, gql, query } from '../../../test/support/db.js';
import { HOME, ORDER_FIELDS, SagaStack, TERMS, type User } from './support/saga-stack.js';

/** About 4.3 km north-west of the restaurant (inside the 10 km radius), and 25 km away (outside). */
const NEAR = { latitude: 43.6839, longitude: -79.4163 };
const FAR = { latitude: 43.8561, longitude: -79.337 };
const address = (at: { latitude: number; longitude: number }) => ({
  line1: '12 Bathurst St',
  line2: 'Unit 4',
  postalCode: 'M5V 2N8',
  ...at,
});

describe('orders: checkout and the stock saga, end to end in-process', () => {
  const stack = new SagaStack();
  let guest: User;
  let otherGuest: User;
  let curry: string;
  let naan: string;
  let occurrenceId: string;
  /** Each `OrderPending` / `OrderRejected`, with the order's status in orders when it arrived. */
  const outcomes: Array<{ event: EventEnvelope; statusOnArrival: string | undefined }> = [];
  const outcomeOf = (orderId: string) =>
    eventually(
      async () =>
        outcomes.find((o) => (o.event.payload as { orderId: string }).orderId === orderId),
      5_000,
    );

  beforeAll(async () => {
    await stack.start('orders_saga');
    await stack.bus.subscribe('outcome-probe', Topics.orders, async (event) => {
      if (event.type === EventTypes.OrderPending || event.type === EventTypes.OrderRejected) {
        const payload = event.payload as { orderId: string };
        outcomes.push({ event, statusOnArrival: await stack.statusOf(payload.orderId) });
      }
    });
    guest = await stack.guest();
    otherGuest = await stack.guest();
    curry = await stack.dish('Butter Chicken', 1800);
    naan = await stack.dish('Garlic Naan', 350);
    occurrenceId = await stack.session([
      { dishId: curry, minQuantity: 1, maxQuantity: 10, portionSize: '450 g' },
      { dishId: naan, minQuantity: 2, maxQuantity: 30, portionSize: '2 pieces' },
    ]);
  });
  afterAll(() => stack.stop());

  it('places a pickup order: PLACED with its lines and total, cart emptied, then PENDING with stock reserved', async () => {
    await stack.add(guest, curry, occurrenceId, 2);
    await stack.add(guest, naan, occurrenceId, 3);
    const key = randomUUID();
    const { order } = await stack.place(guest, {
      occurrenceId,
      idempotencyKey: key,
      instructions: 'Ring twice',
    });
    expect(order).toMatchObject({
      __typename: 'Order',
      status: 'PLACED',
      fulfilment: 'PICKUP',
      restaurantName: 'Nonna Rosa',
      instructions: 'Ring twice',
      subtotalCents: 2 * 1800 + 3 * 350,
      deliveryFeeCents: 0,
      // A Toronto pickup: HST 13 % of $46.50 = $6.045, rounded half-up once per order.
      taxCents: 605,
      taxLines: [{ name: 'HST', province: 'ON', ratePercent: 13, amountCents: 605 }],
      totalCents: 5255,
      deliveryAddress: null,
    });
    expect(order!.lines).toEqual([
      expect.objectContaining({ dishName: 'Butter Chicken', quantity: 2, lineTotalCents: 3600 }),
      expect.objectContaining({ dishName: 'Garlic Naan', quantity: 3, unitPriceCents: 350 }),
    ]);
    expect((await stack.cartOf(guest)).items).toEqual([]);
    expect(await stack.settled(order!.id)).toBe('PENDING');
    expect(await stack.remaining(occurrenceId, curry)).toBe(8);
    // orders tells the outcome itself, from the transaction that set it: whoever hears
    // `OrderPending` reads PENDING (no push before the write).
    const pending = (await outcomeOf(order!.id))!;
    expect(pending.statusOnArrival).toBe('PENDING');
    expect(pending.event).toMatchObject({
      type: EventTypes.OrderPending,
      version: 1,
      aggregateId: order!.id,
      payload: {
        orderId: order!.id,
        guestId: guest.id,
        chefId: stack.chef.id,
        restaurantId: stack.restaurantId,
        occurrenceId,
        fulfilment: 'PICKUP',
        portions: 5,
        totalCents: 5255,
      },
    });
    expect(await stack.remaining(occurrenceId, naan)).toBe(27);

    // The same key again (a double submit): the same order, still one order.
    const again = await stack.place(guest, { occurrenceId, idempotencyKey: key });
    expect(again.order?.id).toBe(order!.id);
    const [count] = await query<{ n: number }>(
      stack.db,
      `SELECT count(*)::int AS n FROM orders.orders WHERE guest_id = $1`,
      [guest.id],
    );
    expect(count!.n).toBe(1);

    // A double click: two submits with one key at the same time → one order, both see it.
    await stack.add(guest, naan, occurrenceId, 2);
    const twin = randomUUID();
    const [x, y] = await Promise.all([
      stack.place(guest, { occurrenceId, idempotencyKey: twin }),
      stack.place(guest, { occurrenceId, idempotencyKey: twin }),
    ]);
    expect(x.order?.__typename).toBe('Order');
    expect(y.order?.id).toBe(x.order!.id);
    const [after] = await query<{ n: number }>(
      stack.db,
      `SELECT count(*)::int AS n FROM orders.orders WHERE guest_id = $1`,
      [guest.id],
    );
    expect(after!.n).toBe(2);
    expect(await stack.settled(x.order!.id)).toBe('PENDING');
  });

  it('prices delivery by distance (base + per km × km, to the cent) and refuses outside the radius', async () => {
    await stack.add(guest, curry, occurrenceId, 1);
    const far = await stack.place(guest, {
      occurrenceId,
      fulfilment: 'DELIVERY',
      deliveryAddress: address(FAR),
    });
    expect(far.order).toEqual({
      __typename: 'ValidationError',
      errors: [
        {
          field: 'deliveryAddress.line1',
          message: OrderMessages.outsideRadius(TERMS.deliveryRadiusKm),
        },
      ],
    });
    const noAddress = await stack.place(guest, { occurrenceId, fulfilment: 'DELIVERY' });
    expect(noAddress.order?.errors?.[0]?.message).toBe(OrderMessages.addressRequired);
    expect((await stack.cartOf(guest)).itemCount).toBe(1); // nothing changed

    const near = await stack.place(guest, {
      occurrenceId,
      fulfilment: 'DELIVERY',
      deliveryAddress: address(NEAR),
    });
    const km = distanceKm(HOME, NEAR);
    const fee = deliveryFeeCents(TERMS.baseDeliveryFeeCents, TERMS.feePerKmCents, km);
    expect(fee).toBe(300 + Math.round(125 * km));
    // Taxed where it is delivered (a Toronto postal code): HST 13 % of food + fee, half-up.
    const hst = Math.floor(((1800 + fee) * 13 + 50) / 100);
    expect(near.order).toMatchObject({
      status: 'PLACED',
      fulfilment: 'DELIVERY',
      deliveryFeeCents: fee,
      subtotalCents: 1800,
      taxLines: [{ name: 'HST', province: 'ON', ratePercent: 13, amountCents: hst }],
      totalCents: 1800 + fee + hst,
      deliveryAddress: { line1: '12 Bathurst St', line2: 'Unit 4', postalCode: 'M5V 2N8' },
    });
    expect(near.order!.distanceKm).toBeCloseTo(km, 2);
    expect(await stack.settled(near.order!.id)).toBe('PENDING');
  });

  it('taxes a Montréal pickup GST 5 % + QST 9.975 % as two lines, as the checkout previewed', async () => {
    const tourtiere = await stack.dish('Tourtière', 2200, stack.otherRestaurantId);
    const montreal = await stack.session(
      [{ dishId: tourtiere, minQuantity: 1, maxQuantity: 5, portionSize: '1 pie' }],
      undefined,
      2,
      stack.otherChef,
      stack.otherRestaurantId,
    );
    await stack.add(guest, tourtiere, montreal, 1);
    const preview = await gql<{
      checkoutTax: { province: string; taxCents: number; totalCents: number; lines: unknown[] };
    }>(
      stack.ordersUrl,
      `query($o: ID!) { checkoutTax(occurrenceId: $o, fulfilment: PICKUP, taxableCents: 2200,
         postalCode: "M5V 2N8") { province taxCents totalCents
         lines { name province ratePercent amountCents } } }`,
      { o: montreal },
      guest.token,
    );
    const lines = [
      { name: 'GST', province: 'QC', ratePercent: 5, amountCents: 110 },
      { name: 'QST', province: 'QC', ratePercent: 9.975, amountCents: 219 },
    ];
    // Pickup: the restaurant's address decides, not the guest's postal code.
    expect(preview.data?.checkoutTax).toEqual({
      province: 'QC',
      taxCents: 329,
      totalCents: 2529,
      lines,
    });
    const { order } = await stack.place(guest, { occurrenceId: montreal });
    expect(order).toMatchObject({ subtotalCents: 2200, taxCents: 329, taxLines: lines });
    expect(order!.totalCents).toBe(2529);
    expect(order!.taxSupplier).toBe('HEARTH');

    // The chef registers for GST/HST (users' ChefTaxNumberChanged): their next order is theirs to
    // tax — same lines, their number on it — and the tax stays in their balance when charged.
    const registered = createEnvelope<ChefTaxNumberChangedPayload>({
      type: EventTypes.ChefTaxNumberChanged,
      version: 1,
      aggregateId: stack.otherChef.id,
      payload: { userId: stack.otherChef.id, gstHstNumber: '123456782RT0001' },
    });
    await stack.bus.publish(Topics.users, [registered]);
    await eventually(
      async () =>
        (
          await query(stack.db, `SELECT 1 FROM orders.order_chef_tax_numbers WHERE chef_id = $1`, [
            stack.otherChef.id,
          ])
        ).length === 1,
      stack.timeoutMs,
    );
    await stack.add(guest, tourtiere, montreal, 1);
    const own = (await stack.place(guest, { occurrenceId: montreal })).order!;
    expect(own).toMatchObject({
      taxCents: 329,
      taxLines: lines,
      taxSupplier: 'CHEF',
      supplierGstHstNumber: '123456782 RT0001',
      totalCents: 2529,
    });
    expect(await stack.settled(own.id)).toBe('PENDING');
    expect((await stack.act(stack.otherChef, 'acceptOrder', own.id)).order?.status).toBe(
      'ACCEPTED',
    );
    const kinds = await query<{ kind: string }>(
      stack.db,
      `SELECT kind FROM orders.ledger_entries WHERE order_id = $1`,
      [own.id],
    );
    expect(kinds.map((k) => k.kind)).toContain('GROSS');
    expect(kinds.map((k) => k.kind)).not.toContain('TAX_COLLECTED');
  });

  it('rejects with the reason when the stock is gone, and checkout refuses a cart with warnings', async () => {
    // Below the naan minimum of 2 per order: sessions refuses, the guest sees why.
    await stack.add(otherGuest, naan, occurrenceId, 1);
    await stack.add(otherGuest, curry, occurrenceId, 1);
    const { order } = await stack.place(otherGuest, { occurrenceId });
    expect(await stack.settled(order!.id)).toBe('REJECTED');
    const view = await gql<{ order: { status: string; rejectionReason: string } }>(
      stack.ordersUrl,
      `query($id: ID!) { order(id: $id) { status rejectionReason } }`,
      { id: order!.id },
      otherGuest.token,
    );
    expect(view.data?.order).toEqual({
      status: 'REJECTED',
      rejectionReason: rejectionMessage('BELOW_DISH_MINIMUM'),
    });
    const rejected = (await outcomeOf(order!.id))!;
    expect(rejected.statusOnArrival).toBe('REJECTED');
    expect(rejected.event).toMatchObject({
      type: EventTypes.OrderRejected,
      payload: {
        orderId: order!.id,
        guestId: otherGuest.id,
        chefId: stack.chef.id,
        reason: 'BELOW_DISH_MINIMUM',
        reasonMessage: rejectionMessage('BELOW_DISH_MINIMUM'),
        dishId: naan,
      },
    });
    expect(await stack.remaining(occurrenceId, curry)).toBe(7); // nothing reserved for it

    // The rejected lines are back in the cart (naan 1, curry 1), to adjust rather than re-add.
    const back = await stack.cartOf(otherGuest);
    expect(back.items.map((i) => [i.dishName, i.quantity])).toEqual([
      ['Garlic Naan', 1],
      ['Butter Chicken', 1],
    ]);
    // 21 portions > the session maximum of 20: a cart warning, so no order.
    await stack.add(otherGuest, naan, occurrenceId, 19);
    const cart = await stack.cartOf(otherGuest);
    expect(cart.items[0]!.warnings).toEqual([CartMessages.aboveOrderMaximum(20)]);
    const blocked = await stack.place(otherGuest, { occurrenceId });
    expect(blocked.order?.errors?.[0]?.message).toBe(OrderMessages.cartHasWarnings);
  });

  it('lets only the restaurant’s chef accept, decline (releasing stock) and complete; only the guest cancel', async () => {
    const fresh = async () => {
      await stack.add(guest, curry, occurrenceId, 1);
      const { order } = await stack.place(guest, { occurrenceId });
      expect(await stack.settled(order!.id)).toBe('PENDING');
      return order!.id;
    };
    const a = await fresh();
    const intruder = await stack.act(stack.otherChef, 'acceptOrder', a);
    expect(intruder.res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asGuest = await stack.act(guest, 'acceptOrder', a);
    expect(asGuest.res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await stack.act(stack.chef, 'acceptOrder', a)).order?.status).toBe('ACCEPTED');
    const cancelLate = await stack.act(guest, 'cancelOrder', a);
    expect(cancelLate.order?.errors?.[0]?.message).toBe(OrderMessages.onlyPendingCanBeCancelled);
    expect((await stack.act(stack.chef, 'completeOrder', a)).order?.status).toBe('COMPLETED');

    const d = await fresh();
    const before = await stack.remaining(occurrenceId, curry);
    const noReason = await stack.act(stack.chef, 'declineOrder', d, '  ');
    expect(noReason.order?.errors?.[0]?.message).toBe(OrderMessages.declineReasonRequired);
    const declined = await stack.act(stack.chef, 'declineOrder', d, 'Out of chicken today');
    expect(declined.order).toMatchObject({
      status: 'DECLINED',
      declineReason: 'Out of chicken today',
    });
    await stack.settledStock(occurrenceId, curry, before + 1);

    const c = await fresh();
    const stranger = await stack.act(otherGuest, 'cancelOrder', c);
    expect(stranger.res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const beforeCancel = await stack.remaining(occurrenceId, curry);
    expect((await stack.act(guest, 'cancelOrder', c)).order?.status).toBe('CANCELLED');
    await stack.settledStock(occurrenceId, curry, beforeCancel + 1);
    const twice = await stack.act(stack.chef, 'acceptOrder', c);
    expect(twice.order?.errors?.[0]?.message).toBe(OrderMessages.onlyPendingCanBeAccepted);
  });

  it('pages orders newest first: a guest sees only theirs, a chef only their restaurant’s', async () => {
    const MINE = `query($status: [OrderStatus!], $cursor: String) {
      myOrders(status: $status, limit: 2, cursor: $cursor) { items { id guestId status } nextCursor } }`;
    type Page = {
      items: Array<{ id: string; guestId: string; status: string }>;
      nextCursor: string | null;
    };
    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { data?: { myOrders: Page } } = await gql<{ myOrders: Page }>(
        stack.ordersUrl,
        MINE,
        { cursor },
        guest.token,
      );
      const page: Page = res.data!.myOrders;
      expect(page.items.length).toBeLessThanOrEqual(2);
      expect(page.items.every((o) => o.guestId === guest.id)).toBe(true);
      all.push(...page.items.map((o) => o.id));
      cursor = page.nextCursor;
    } while (cursor);
    const [mine] = await query<{ n: number }>(
      stack.db,
      `SELECT count(*)::int AS n FROM orders.orders WHERE guest_id = $1`,
      [guest.id],
    );
    expect(new Set(all).size).toBe(mine!.n);

    const RESTAURANT = `query($r: ID!, $status: [OrderStatus!]) {
      restaurantOrders(restaurantId: $r, status: $status) { items { ${ORDER_FIELDS} } nextCursor } }`;
    const pending = await gql<{
      restaurantOrders: { items: Array<{ status: string; restaurantId: string }> };
    }>(
      stack.ordersUrl,
      RESTAURANT,
      { r: stack.restaurantId, status: ['PENDING'] },
      stack.chef.token,
    );
    expect(pending.data!.restaurantOrders.items.length).toBeGreaterThan(0);
    expect(
      pending.data!.restaurantOrders.items.every(
        (o) => o.status === 'PENDING' && o.restaurantId === stack.restaurantId,
      ),
    ).toBe(true);
    const other = await gql(
      stack.ordersUrl,
      RESTAURANT,
      { r: stack.restaurantId },
      stack.otherChef.token,
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asGuest = await gql(stack.ordersUrl, RESTAURANT, { r: stack.restaurantId }, guest.token);
    expect(asGuest.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const someone = await gql(
      stack.ordersUrl,
      `query($id: ID!) { order(id: $id) { id } }`,
      { id: all[0] },
      otherGuest.token,
    );
    expect(someone.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
