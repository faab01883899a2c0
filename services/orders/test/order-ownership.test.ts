import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, query } from '../../../test/support/db.js';
import { SagaStack, type User } from './support/saga-stack.js';

/**
 * Ownership first, for every order action and query: a stranger (another restaurant's chef,
 * another guest) gets the same FORBIDDEN whatever state the order is in — the same answer as for
 * an order that does not exist — and nothing about the order changes (no 'Only a pending order
 * can be accepted' for someone else's COMPLETED order).
 */
describe('orders: a stranger learns nothing about an order, whatever its state', () => {
  const stack = new SagaStack();
  let guest: User;
  let strangerGuest: User;
  let curry: string;
  let occurrenceId: string;
  /** One order of the restaurant in each status, by status. */
  const orders = new Map<string, string>();

  const pending = async () => {
    await stack.add(guest, curry, occurrenceId, 1);
    const { order } = await stack.place(guest, { occurrenceId });
    expect(await stack.settled(order!.id)).toBe('PENDING');
    return order!.id;
  };

  /** The order's row as the owner would see it change (status, reason, last change). */
  const rowOf = async (id: string) =>
    (
      await query(
        stack.db,
        `SELECT status, decline_reason, updated_at FROM orders.orders WHERE id = $1`,
        [id],
      )
    )[0];
  const eventsOf = (id: string) =>
    stack.seen.filter((s) => (s.event.payload as { orderId?: string }).orderId === id).length;

  beforeAll(async () => {
    await stack.start('orders_ownership');
    guest = await stack.guest();
    strangerGuest = await stack.guest();
    curry = await stack.dish('Butter Chicken', 1800);
    occurrenceId = await stack.session([
      { dishId: curry, minQuantity: 1, maxQuantity: 20, portionSize: '450 g' },
    ]);
    orders.set('PENDING', await pending());
    const accepted = await pending();
    expect((await stack.act(stack.chef, 'acceptOrder', accepted)).order?.status).toBe('ACCEPTED');
    orders.set('ACCEPTED', accepted);
    const completed = await pending();
    await stack.act(stack.chef, 'acceptOrder', completed);
    expect((await stack.act(stack.chef, 'completeOrder', completed)).order?.status).toBe(
      'COMPLETED',
    );
    orders.set('COMPLETED', completed);
    const declined = await pending();
    const no = await stack.act(stack.chef, 'declineOrder', declined, 'Out of chicken');
    expect(no.order?.status).toBe('DECLINED');
    orders.set('DECLINED', declined);
    const cancelled = await pending();
    expect((await stack.act(guest, 'cancelOrder', cancelled)).order?.status).toBe('CANCELLED');
    orders.set('CANCELLED', cancelled);
    // PLACED (stock answer still due) and REJECTED cannot be held still through the saga: the
    // order's row is set so, as the saga would leave it.
    for (const status of ['PLACED', 'REJECTED']) {
      const id = await pending();
      await query(stack.db, `UPDATE orders.orders SET status = $2 WHERE id = $1`, [id, status]);
      orders.set(status, id);
    }
  }, 120_000);
  afterAll(() => stack.stop());

  /** Every way a stranger can touch order `id`, with the answer each gets (code and message). */
  const strangerAnswers = async (id: string) => {
    const answers: Record<string, { code: unknown; message: unknown; data: unknown }> = {};
    const attempts: Array<[string, User, string, string?]> = [
      ['accept', stack.otherChef, 'acceptOrder'],
      ['decline', stack.otherChef, 'declineOrder', 'Not my order'],
      ['complete', stack.otherChef, 'completeOrder'],
      ['cancel', strangerGuest, 'cancelOrder'],
    ];
    for (const [name, user, mutation, reason] of attempts) {
      const { res } = await stack.act(user, mutation, id, reason);
      const error = res.errors?.[0];
      answers[name] = { code: error?.extensions?.code, message: error?.message, data: res.data };
    }
    for (const [name, user] of [
      ['view as chef', stack.otherChef],
      ['view as guest', strangerGuest],
    ] as const) {
      const res = await gql(
        stack.ordersUrl,
        `query($id: ID!) { order(id: $id) { id status } }`,
        {
          id,
        },
        user.token,
      );
      const error = res.errors?.[0];
      answers[name] = { code: error?.extensions?.code, message: error?.message, data: res.data };
    }
    return answers;
  };

  it('answers another chef or guest FORBIDDEN in every state, exactly as for an unknown order, and changes nothing', async () => {
    const unknown = await strangerAnswers(randomUUID());
    for (const answer of Object.values(unknown)) expect(answer.code).toBe('FORBIDDEN');
    for (const [status, id] of orders) {
      const before = await rowOf(id);
      const eventsBefore = eventsOf(id);
      const answers = await strangerAnswers(id);
      // The very same answers as for an order that does not exist: nothing tells the state.
      expect({ status, answers }).toEqual({ status, answers: unknown });
      expect(await rowOf(id)).toEqual(before);
      expect((before as { status: string }).status).toBe(status);
      expect(eventsOf(id)).toBe(eventsBefore);
    }
  }, 60_000);

  it('still lets the owners act: the chef accepts the PENDING order, its guest sees it', async () => {
    const id = orders.get('PENDING')!;
    const view = await gql<{ order: { status: string } }>(
      stack.ordersUrl,
      `query($id: ID!) { order(id: $id) { status } }`,
      { id },
      guest.token,
    );
    expect(view.data?.order.status).toBe('PENDING');
    expect((await stack.act(stack.chef, 'acceptOrder', id)).order?.status).toBe('ACCEPTED');
  });
});
