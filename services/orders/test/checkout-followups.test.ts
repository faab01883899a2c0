import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OrderMessages, deliveryFeeCents } from '@hearth/contracts';
import { distanceKm } from '@hearth/geo';
import { eventually, gql } from '../../../test/support/db.js';
import { HOME, SagaStack, TERMS, type User } from './support/saga-stack.js';

/** About 4.3 km north-west of the restaurant (inside the 10 km radius), and 25 km away (outside). */
const NEAR = { latitude: 43.6839, longitude: -79.4163 };
const FAR = { latitude: 43.8561, longitude: -79.337 };
const QUOTE = `query($o: ID!, $lat: Float!, $lng: Float!) {
  deliveryQuote(occurrenceId: $o, latitude: $lat, longitude: $lng) {
    occurrenceId distanceKm deliveryRadiusKm deliveryFeeCents subtotalCents totalCents
    isWithinRadius message } }`;

interface Quote {
  occurrenceId: string;
  distanceKm: number | null;
  deliveryRadiusKm: number | null;
  deliveryFeeCents: number;
  subtotalCents: number;
  totalCents: number;
  isWithinRadius: boolean;
  message: string | null;
}

describe('orders: checkout follow-ups (delivery quote, restored cart lines)', () => {
  const stack = new SagaStack();
  let guest: User;
  let curry: string;
  let naan: string;
  let occurrenceId: string;

  const quote = async (user: User, at: { latitude: number; longitude: number }, o = occurrenceId) =>
    gql<{ deliveryQuote: Quote | null }>(
      stack.ordersUrl,
      QUOTE,
      { o, lat: at.latitude, lng: at.longitude },
      user.token,
    );

  beforeAll(async () => {
    await stack.start('orders_followups');
    guest = await stack.guest();
    curry = await stack.dish('Butter Chicken', 1800);
    naan = await stack.dish('Garlic Naan', 350);
    occurrenceId = await stack.session([
      { dishId: curry, minQuantity: 1, maxQuantity: 10, portionSize: '450 g' },
      { dishId: naan, minQuantity: 2, maxQuantity: 30, portionSize: '2 pieces' },
    ]);
  });
  afterAll(() => stack.stop());

  it('deliveryQuote shows the fee and total placeOrder then charges, and says why outside the radius', async () => {
    await stack.add(guest, curry, occurrenceId, 2);
    await stack.add(guest, naan, occurrenceId, 3);
    const subtotal = 2 * 1800 + 3 * 350;

    const far = (await quote(guest, FAR)).data?.deliveryQuote;
    expect(far).toMatchObject({
      occurrenceId,
      deliveryRadiusKm: TERMS.deliveryRadiusKm,
      deliveryFeeCents: 0,
      subtotalCents: subtotal,
      totalCents: subtotal,
      isWithinRadius: false,
      message: OrderMessages.outsideRadius(TERMS.deliveryRadiusKm),
    });
    expect(far!.distanceKm).toBeGreaterThan(TERMS.deliveryRadiusKm);

    const near = (await quote(guest, NEAR)).data?.deliveryQuote;
    const fee = deliveryFeeCents(
      TERMS.baseDeliveryFeeCents,
      TERMS.feePerKmCents,
      distanceKm(HOME, NEAR),
    );
    expect(fee).toBeGreaterThan(TERMS.baseDeliveryFeeCents);
    expect(near).toMatchObject({
      deliveryFeeCents: fee,
      subtotalCents: subtotal,
      totalCents: subtotal + fee,
      isWithinRadius: true,
      message: null,
    });

    // Another guest's cart is not this guest's: their quote has no subtotal.
    const other = await stack.guest();
    expect((await quote(other, NEAR)).data?.deliveryQuote).toMatchObject({
      subtotalCents: 0,
      totalCents: fee,
    });
    // A chef cannot ask; an unknown occurrence has no quote.
    expect((await quote(stack.chef, NEAR)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await quote(guest, NEAR, randomUUID())).data?.deliveryQuote).toBeNull();
    expect((await quote(guest, { latitude: 91, longitude: 0 })).data?.deliveryQuote).toMatchObject({
      isWithinRadius: false,
      deliveryFeeCents: 0,
      totalCents: subtotal,
      message: OrderMessages.locationRequired,
    });

    // The order charges exactly the quote, plus the sales tax on it (HST 13 % in Toronto, which
    // the checkout shows from checkoutTax: docs/rules/tax.md).
    const { order } = await stack.place(guest, {
      occurrenceId,
      fulfilment: 'DELIVERY',
      deliveryAddress: { line1: '12 Bathurst St', postalCode: 'M5V 2N8', ...NEAR },
    });
    const hst = Math.floor((near!.totalCents * 13 + 50) / 100);
    expect(order).toMatchObject({
      status: 'PLACED',
      deliveryFeeCents: near!.deliveryFeeCents,
      taxCents: hst,
      totalCents: near!.totalCents + hst,
    });
    expect(order!.distanceKm).toBe(near!.distanceKm);
  });

  it('a REJECTED order puts its lines back into the cart, once, the reason still on the order', async () => {
    const buyer = await stack.guest();
    // Naan below its minimum of 2 per order: sessions rejects the order.
    await stack.add(buyer, curry, occurrenceId, 2);
    await stack.add(buyer, naan, occurrenceId, 1);
    const { order } = await stack.place(buyer, { occurrenceId });
    expect(order?.status).toBe('PLACED');
    expect(await stack.settled(order!.id)).toBe('REJECTED');
    const cart = await stack.cartOf(buyer);
    expect(cart.items.map((i) => [i.dishName, i.quantity])).toEqual([
      ['Butter Chicken', 2],
      ['Garlic Naan', 1],
    ]);
    expect(cart.items.every((i) => i.occurrenceId === occurrenceId)).toBe(true);

    // The same StockRejected delivered again changes nothing (no doubled quantities). The test's
    // recorder is its own consumer group: it may get the event after orders handled it.
    const rejected = await eventually(async () =>
      stack.seen.find(
        (e) =>
          e.event.type === 'StockRejected' &&
          (e.event.payload as { orderId?: string }).orderId === order!.id,
      ),
    );
    expect(rejected).toBeDefined();
    await stack.bus.publish(rejected!.topic, [rejected!.event]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await stack.cartOf(buyer)).itemCount).toBe(3);

    // Fixed in the cart, the guest checks out again without re-adding anything.
    await stack.add(buyer, naan, occurrenceId, 1);
    const again = await stack.place(buyer, { occurrenceId });
    expect(again.order?.subtotalCents).toBe(2 * 1800 + 2 * 350);
    expect(await stack.settled(again.order!.id)).toBe('PENDING');
    expect((await stack.cartOf(buyer)).items).toEqual([]);
    const view = await gql<{ order: { status: string; rejectionReason: string } }>(
      stack.ordersUrl,
      `query($id: ID!) { order(id: $id) { status rejectionReason } }`,
      { id: order!.id },
      buyer.token,
    );
    expect(view.data?.order.status).toBe('REJECTED');
    expect(view.data?.order.rejectionReason).toBeTruthy();
  });
});
