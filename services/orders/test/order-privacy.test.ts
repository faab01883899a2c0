import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventTypes, Topics, createEnvelope, type UserDeletedPayload } from '@hearth/events';
import { eventually, gql, query } from '../../../test/support/db.js';
import { SagaStack, type User } from './support/saga-stack.js';

/** About 4.3 km north-west of the restaurant: inside its 10 km delivery radius. */
const NEAR = { latitude: 43.6839, longitude: -79.4163 };

/**
 * The user's data in orders, through the order repository and read model: the guest's copy has
 * their orders with address and instructions; the chef's copy has each order received with its
 * facts and amounts only; `UserDeleted` erases the guest's address and instructions and keeps the
 * order (the books).
 */
describe('orders: the data copy and erasure of an order', () => {
  const stack = new SagaStack();
  let guest: User;
  let orderId: string;

  const copyOf = async (user: User) =>
    JSON.parse(
      (
        await gql<{ ordersDataExport: string }>(
          stack.ordersUrl,
          '{ ordersDataExport }',
          {},
          user.token,
        )
      ).data!.ordersDataExport,
    ) as {
      orders: Array<Record<string, unknown>>;
      ordersReceived: Array<Record<string, unknown>>;
    };

  beforeAll(async () => {
    await stack.start('orders_privacy');
    guest = await stack.guest();
    const curry = await stack.dish('Butter Chicken', 1800);
    const occurrenceId = await stack.session([
      { dishId: curry, minQuantity: 1, maxQuantity: 10, portionSize: '450 g' },
    ]);
    await stack.add(guest, curry, occurrenceId, 2);
    const { order } = await stack.place(guest, {
      occurrenceId,
      fulfilment: 'DELIVERY',
      deliveryAddress: { line1: '12 Bathurst St', line2: 'Unit 4', postalCode: 'M5V 2N8', ...NEAR },
      instructions: 'Leave it with the concierge',
    });
    orderId = order!.id;
    expect(await stack.settled(orderId)).toBe('PENDING');
  }, 180_000);
  afterAll(() => stack.stop());

  it("gives the chef each order received with its facts and amounts, without the guest's details", async () => {
    const { ordersReceived } = await copyOf(stack.chef);
    const received = ordersReceived.find((o) => o.id === orderId)!;
    expect(Object.keys(received).sort()).toEqual(
      [
        'id',
        'restaurantId',
        'status',
        'fulfilment',
        'scheduledFor',
        'subtotalCents',
        'deliveryFeeCents',
        'discountCents',
        'discountFundedBy',
        'taxCents',
        'taxLines',
        'taxSupplier',
        'tipCents',
        'totalCents',
        'rejectionReason',
        'declineReason',
        'createdAt',
      ].sort(),
    );
    expect(received).toMatchObject({
      restaurantId: stack.restaurantId,
      status: 'PENDING',
      fulfilment: 'DELIVERY',
      subtotalCents: 3600,
    });
  });

  it('erases the guest’s address and instructions on UserDeleted and keeps the order', async () => {
    const before = (await copyOf(guest)).orders.find((o) => o.id === orderId)!;
    expect(before).toMatchObject({
      address_line1: '12 Bathurst St',
      instructions: 'Leave it with the concierge',
    });
    await stack.bus.publish(Topics.users, [
      createEnvelope<UserDeletedPayload>({
        type: EventTypes.UserDeleted,
        version: 1,
        aggregateId: guest.id,
        payload: { userId: guest.id, email: `${guest.id}@example.test`, role: 'Guest' },
      }),
    ]);
    const erased = await eventually(async () => {
      const [row] = await query<Record<string, unknown>>(
        stack.db,
        `SELECT * FROM orders.orders WHERE id = $1 AND address_line1 IS NULL`,
        [orderId],
      );
      return row;
    }, stack.timeoutMs);
    expect(erased).toMatchObject({
      address_line2: null,
      postal_code: null,
      latitude: null,
      longitude: null,
      instructions: null,
      status: 'PENDING',
      subtotal_cents: 3600,
    });
  });
});
