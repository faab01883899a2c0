import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OrderReferenceMessages, orderReference } from '@hearth/contracts';
import { gql, query } from '../../../test/support/db.js';
import { SagaStack, type User } from './support/saga-stack.js';

/**
 * The order reference on the graph: every Order says its short reference (`Order.reference`,
 * `#D6E593A0`), and an admin finds an order by typing it (`orderByReference`: any case, `#`
 * optional, or the full id); nobody else may search.
 */
describe('orders: the order reference and the admins’ search by it', () => {
  const stack = new SagaStack();
  let guest: User;
  let admin: User;
  let orderId: string;
  let otherId: string;

  const search = (user: User, reference: string) =>
    gql(
      stack.ordersUrl,
      `query($r: String!) { orderByReference(reference: $r) { id reference restaurantName totalCents } }`,
      { r: reference },
      user.token,
    );
  const idsFound = async (reference: string) => {
    const res = await search(admin, reference);
    expect(res.errors).toBeUndefined();
    return (res.data as { orderByReference: Array<{ id: string }> }).orderByReference.map(
      (o) => o.id,
    );
  };

  beforeAll(async () => {
    await stack.start('orders_reference');
    guest = await stack.guest();
    admin = await stack.issuer.token({ role: 'ADMIN' });
    const curry = await stack.dish('Butter Chicken', 1800);
    const occurrenceId = await stack.session([
      { dishId: curry, minQuantity: 1, maxQuantity: 20, portionSize: '450 g' },
    ]);
    for (const _ of [1, 2]) {
      await stack.add(guest, curry, occurrenceId, 1);
      const { order } = await stack.place(guest, { occurrenceId });
      expect(await stack.settled(order!.id)).toBe('PENDING');
      if (orderId) otherId = order!.id;
      else orderId = order!.id;
    }
  }, 120_000);
  afterAll(() => stack.stop());

  it('the guest’s and the chef’s order both say the reference: # and the first 8 hex digits, upper-cased', async () => {
    const expected = `#${orderId.slice(0, 8).toUpperCase()}`;
    expect(orderReference(orderId)).toBe(expected);
    for (const user of [guest, stack.chef]) {
      const res = await gql(
        stack.ordersUrl,
        `query($id: ID!) { order(id: $id) { id reference } }`,
        { id: orderId },
        user.token,
      );
      expect(res.data).toEqual({ order: { id: orderId, reference: expected } });
    }
  });

  it('an admin finds the order by its reference as a person types it, or by its full id, and only that order', async () => {
    const ref = orderReference(orderId);
    for (const typed of [ref, ref.toLowerCase(), ref.slice(1), ` ${ref.slice(1).toLowerCase()} `])
      expect(await idsFound(typed)).toEqual([orderId]);
    expect(await idsFound(orderId.toUpperCase())).toEqual([orderId]);
    expect(await idsFound(otherId)).toEqual([otherId]);
    const found = (await search(admin, ref)).data as {
      orderByReference: Array<{ reference: string; restaurantName: string; totalCents: number }>;
    };
    expect(found.orderByReference).toEqual([
      { id: orderId, reference: ref, restaurantName: 'Nonna Rosa', totalCents: expect.any(Number) },
    ]);
  });

  it('lists every order whose id starts with the reference, newest first, at most 10', async () => {
    // Orders sharing a reference (8 hex digits: rare, but possible) are all listed: 11 twins of
    // the order, each placed a minute after the last.
    const columns = (
      await query(
        stack.db,
        `SELECT column_name FROM information_schema.columns
          WHERE table_schema = 'orders' AND table_name = 'orders' ORDER BY ordinal_position`,
      )
    ).map((c) => (c as { column_name: string }).column_name);
    const copied = columns.map((c) =>
      c === 'id' ? '$2::uuid' : c === 'idempotency_key' ? '$3' : c === 'created_at' ? '$4' : c,
    );
    const twins: string[] = [];
    for (let i = 1; i <= 11; i += 1) {
      const twin = `${orderId.slice(0, 8)}-0000-4000-8000-${String(i).padStart(12, '0')}`;
      await query(
        stack.db,
        `INSERT INTO orders.orders (${columns.join(', ')})
         SELECT ${copied.join(', ')} FROM orders.orders WHERE id = $1`,
        [orderId, twin, `twin-${i}`, new Date(Date.now() + i * 60_000)],
      );
      twins.push(twin);
    }
    const found = await idsFound(orderReference(orderId));
    expect(found).toEqual(twins.slice(1).reverse());
    expect(found).not.toContain(otherId);
  });

  it('refuses what is neither a reference nor an id, and finds nothing for an unknown reference', async () => {
    for (const typed of ['', '#12', 'd6e593a0x', "abc'%--", '%%%%%%%%']) {
      const res = await search(admin, typed);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe(OrderReferenceMessages.invalid);
    }
    const unknown = orderId.startsWith('0') ? '#FFFFFFFF' : '#00000000';
    expect(await idsFound(unknown)).toEqual([]);
  });

  it('only admins search: a guest and a chef are refused', async () => {
    for (const user of [guest, stack.chef]) {
      const res = await search(user, orderReference(orderId));
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(res.data?.orderByReference ?? null).toBeNull();
    }
  });
});
