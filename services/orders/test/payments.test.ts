import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OrderMessages, PaymentMessages } from '@hearth/contracts';
import { ExpireOrdersHandler } from '../src/orders/expire-orders.handler.js';
import { PaymentsService } from '../src/payments/payments.service.js';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from '../src/payments/payment-processor.js';
import { EventTypes } from '@hearth/events';
import { eventually, gql, query } from '../../../test/support/db.js';
import { ORDER_FIELDS, SagaStack, type User } from './support/saga-stack.js';

/**
 * Money through the order saga with the local test-mode processor (the embedded default): the
 * total is held on the card once stock is reserved, charged when the chef accepts, released when
 * the order ends unaccepted, refundable by an admin; the chef's ledger balances to the cent.
 */
const PAYMENT = `payment { status currency amountCents capturedCents refundedCents failureMessage
  refunds { amountCents reason } }`;
const ORDER_WITH_PAYMENT = `__typename ... on Order { ${ORDER_FIELDS} ${PAYMENT} }
  ... on ValidationError { errors { field message } } ... on ServerError { message }`;

interface Payment {
  status: string;
  amountCents: number;
  capturedCents: number;
  refundedCents: number;
  failureMessage: string | null;
  refunds: Array<{ amountCents: number; reason: string | null }>;
}

describe('orders: payments with the local test-mode processor', () => {
  const stack = new SagaStack();
  let admin: User;
  let curry: string;
  let occurrenceId: string;

  const orderOf = async (user: User, id: string) => {
    const res = await gql<{
      order: { status: string; rejectionReason: string | null; payment: Payment | null };
    }>(
      stack.ordersUrl,
      `query($id: ID!) { order(id: $id) { status rejectionReason ${PAYMENT} } }`,
      { id },
      user.token,
    );
    return res.data!.order;
  };
  const ledgerOf = (orderId: string) =>
    query<{ kind: string; cents: number }>(
      stack.db,
      `SELECT kind, amount_cents AS cents FROM orders.ledger_entries WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
  const earnings = async (user: User, chefId?: string) =>
    gql<{ chefEarnings: Record<string, number> }>(
      stack.ordersUrl,
      `query($chefId: ID) { chefEarnings(chefId: $chefId) { grossCents taxCollectedCents
        commissionCents processorFeeCents refundedCents balanceCents paidOrders } }`,
      { chefId: chefId ?? null },
      user.token,
    );
  const refund = (user: User, orderId: string, amountCents: number, key = randomUUID()) =>
    gql<{
      refundOrder: { __typename: string; payment?: Payment; errors?: Array<{ message: string }> };
    }>(
      stack.ordersUrl,
      `mutation($orderId: ID!, $amount: Int!, $key: String!) {
        refundOrder(orderId: $orderId, amountCents: $amount, reason: "Cold on arrival", idempotencyKey: $key) {
          ${ORDER_WITH_PAYMENT} } }`,
      { orderId, amount: amountCents, key },
      user.token,
    );

  /** A guest with `quantity` curries in the cart, checked out with `paymentMethodId`. */
  const checkout = async (paymentMethodId: string, quantity = 2) => {
    const guest = await stack.guest();
    await stack.add(guest, curry, occurrenceId, quantity);
    const { order } = await stack.place(guest, { occurrenceId, paymentMethodId });
    expect(order).toMatchObject({ __typename: 'Order', status: 'PLACED' });
    return { guest, orderId: order!.id, status: await stack.settled(order!.id) };
  };

  beforeAll(async () => {
    await stack.start('orders_payments');
    admin = await stack.issuer.token({ role: 'ADMIN' });
    curry = await stack.dish('Butter Chicken', 1800);
    occurrenceId = await stack.session([
      { dishId: curry, minQuantity: 1, maxQuantity: 10, portionSize: '450 g' },
    ]);
  });
  afterAll(() => stack.stop());

  it('holds the total with the success card, charges it when the chef accepts, and books gross, 10 % commission and the fee', async () => {
    const before = await stack.remaining(occurrenceId, curry);
    const { guest, orderId, status } = await checkout('pm_card_visa');
    expect(status).toBe('PENDING');
    // $36.00 of food + HST 13 % ($4.68), the total the guest saw.
    expect((await orderOf(guest, orderId)).payment).toMatchObject({
      status: 'AUTHORIZED',
      amountCents: 4068,
      capturedCents: 0,
    });
    expect(await stack.remaining(occurrenceId, curry)).toBe(before - 2);

    const { order } = await stack.act(stack.chef, 'acceptOrder', orderId);
    expect(order).toMatchObject({ __typename: 'Order', status: 'ACCEPTED' });
    expect((await orderOf(guest, orderId)).payment).toMatchObject({
      status: 'CAPTURED',
      capturedCents: 4068,
    });
    // Fee: 2.9 % + 30 ¢ of $40.68 = 118 + 30 = 148 ¢; Hearth supplies (the chef has no GST/HST
    // number), so the HST leaves the chef's balance; commission 10 % of the food alone = 360 ¢.
    expect(await ledgerOf(orderId)).toEqual([
      { kind: 'GROSS', cents: 4068 },
      { kind: 'TAX_COLLECTED', cents: -468 },
      { kind: 'COMMISSION', cents: -360 },
      { kind: 'PROCESSOR_FEE', cents: -148 },
    ]);
    expect(stack.seen.map((s) => s.event.type)).toEqual(
      expect.arrayContaining([EventTypes.PaymentAuthorized, EventTypes.PaymentCaptured]),
    );
  });

  it('a declined card rejects the order with the processor’s reason, gives the stock back and the lines back to the cart', async () => {
    const before = await stack.remaining(occurrenceId, curry);
    const { guest, orderId, status } = await checkout('pm_card_chargeDeclinedInsufficientFunds', 3);
    expect(status).toBe('REJECTED');
    const seen = await orderOf(guest, orderId);
    expect(seen.rejectionReason).toBe('Your card has insufficient funds.');
    expect(seen.payment).toMatchObject({ status: 'FAILED', capturedCents: 0 });
    expect(await stack.settledStock(occurrenceId, curry, before)).toBe(true);
    expect((await stack.cartOf(guest)).items).toEqual([
      expect.objectContaining({ dishId: curry, quantity: 3 }),
    ]);
    expect(await ledgerOf(orderId)).toEqual([]);
  });

  it('the generic declined card shows “Your card was declined.”', async () => {
    const { guest, orderId, status } = await checkout('pm_card_chargeDeclined', 1);
    expect(status).toBe('REJECTED');
    expect((await orderOf(guest, orderId)).rejectionReason).toBe('Your card was declined.');
  });

  it('a cancel and a decline release the hold: VOIDED, nothing charged, nothing in the ledger', async () => {
    const cancelled = await checkout('pm_card_visa', 1);
    const declined = await checkout('pm_card_visa', 1);
    expect((await stack.act(cancelled.guest, 'cancelOrder', cancelled.orderId)).order?.status).toBe(
      'CANCELLED',
    );
    expect(
      (await stack.act(stack.chef, 'declineOrder', declined.orderId, 'Out of cream')).order?.status,
    ).toBe('DECLINED');
    for (const { guest, orderId } of [cancelled, declined]) {
      const payment = await eventually(async () => {
        const p = (await orderOf(guest, orderId)).payment!;
        return p.status === 'VOIDED' ? p : null;
      }, stack.timeoutMs);
      expect(payment).toMatchObject({ status: 'VOIDED', capturedCents: 0 });
      expect(await ledgerOf(orderId)).toEqual([]);
    }
    const [atProcessor] = await query<{ status: string }>(
      stack.db,
      `SELECT status FROM orders.test_processor_payments WHERE order_id = $1`,
      [cancelled.orderId],
    );
    expect(atProcessor!.status).toBe('canceled');
  });

  it('the local test processor refuses to void a captured payment, as Stripe does; a captured payment left AUTHORIZED by a rolled-back accept is refunded when the guest cancels', async () => {
    const processor = stack.orders.app.get<PaymentProcessor>(PAYMENT_PROCESSOR);
    const { guest, orderId } = await checkout('pm_card_visa', 1);
    const [{ id }] = (await query<{ id: string }>(
      stack.db,
      `SELECT processor_payment_id AS id FROM orders.payments WHERE order_id = $1`,
      [orderId],
    )) as [{ id: string }];
    // The processor captured the hold, but the acceptance around it never committed.
    expect(await processor.capture(id, 1800, `order:${orderId}:capture`)).toMatchObject({
      ok: true,
      capturedCents: 1800,
    });
    await expect(processor.voidAuthorization(id, `test:${orderId}:void`)).rejects.toThrow(
      /status of succeeded/,
    );
    expect((await orderOf(guest, orderId)).payment).toMatchObject({ status: 'AUTHORIZED' });

    expect((await stack.act(guest, 'cancelOrder', orderId)).order?.status).toBe('CANCELLED');
    await eventually(
      async () => (await orderOf(guest, orderId)).payment?.status === 'VOIDED',
      stack.timeoutMs,
    );
    expect(await processor.retrieve(id)).toMatchObject({
      status: 'succeeded',
      capturedCents: 1800,
      refundedCents: 1800,
    });
    expect(await ledgerOf(orderId)).toEqual([]);
  });

  it('an admin refunds part then the rest; a resubmit refunds once; more than is left is refused; the guest sees it', async () => {
    const { guest, orderId } = await checkout('pm_card_visa', 2);
    await stack.act(stack.chef, 'acceptOrder', orderId);
    const key = randomUUID();
    const first = await refund(admin, orderId, 1000, key);
    expect(first.data!.refundOrder).toMatchObject({
      __typename: 'Order',
      payment: { status: 'PARTIALLY_REFUNDED', refundedCents: 1000 },
    });
    const again = await refund(admin, orderId, 1000, key);
    expect(again.data!.refundOrder.payment).toMatchObject({ refundedCents: 1000 });
    // $40.68 charged ($36.00 + HST $4.68): $30.68 is left.
    const tooMuch = await refund(admin, orderId, 3069);
    expect(tooMuch.data!.refundOrder).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'amountCents', message: PaymentMessages.refundAmountInvalid }],
    });
    // The same form key sent for another order refunds that order too (keys are per order).
    const other = await checkout('pm_card_visa', 1);
    await stack.act(stack.chef, 'acceptOrder', other.orderId);
    expect((await refund(admin, other.orderId, 500, key)).data!.refundOrder).toMatchObject({
      __typename: 'Order',
      payment: { status: 'PARTIALLY_REFUNDED', refundedCents: 500 },
    });
    const [atProcessor] = await query<{ refunded: number }>(
      stack.db,
      `SELECT amount_refunded AS refunded FROM orders.test_processor_payments
        WHERE order_id = $1 AND status = 'succeeded'`,
      [other.orderId],
    );
    expect(atProcessor!.refunded).toBe(500);
    await refund(admin, orderId, 3068);
    const seen = (await orderOf(guest, orderId)).payment!;
    expect(seen).toMatchObject({ status: 'REFUNDED', capturedCents: 4068, refundedCents: 4068 });
    expect(seen.refunds).toEqual([
      { amountCents: 1000, reason: 'Cold on arrival' },
      { amountCents: 3068, reason: 'Cold on arrival' },
    ]);
    // Full refund: all of the commission and of the tax Hearth kept go back; the fee stays with
    // the processor.
    const ledger = await ledgerOf(orderId);
    const sum = (kind: string) =>
      ledger.filter((l) => l.kind === kind).reduce((s, l) => s + l.cents, 0);
    expect(sum('REFUND')).toBe(-4068);
    expect(sum('COMMISSION') + sum('COMMISSION_REFUND')).toBe(0);
    expect(sum('TAX_COLLECTED')).toBe(-468);
    expect(sum('TAX_COLLECTED') + sum('TAX_REFUND')).toBe(0);
  });

  it('only admins refund; a guest and a chef are refused', async () => {
    const { guest, orderId } = await checkout('pm_card_visa', 1);
    await stack.act(stack.chef, 'acceptOrder', orderId);
    for (const user of [guest, stack.chef]) {
      const res = await refund(user, orderId, 100);
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await orderOf(guest, orderId)).payment!.refundedCents).toBe(0);
  });

  it('a chef sees only their own earnings, which are the sums of the ledger; reconciliation finds no difference', async () => {
    const own = await earnings(stack.chef);
    const [sums] = await query<{ gross: number; balance: number; tax: number }>(
      stack.db,
      `SELECT COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'GROSS'), 0)::int AS gross,
              COALESCE(SUM(amount_cents), 0)::int AS balance,
              COALESCE(-SUM(amount_cents) FILTER (WHERE kind IN ('TAX_COLLECTED', 'TAX_REFUND')),
                       0)::int AS tax
         FROM orders.ledger_entries WHERE chef_id = $1`,
      [stack.chef.id],
    );
    expect(own.data!.chefEarnings).toMatchObject({
      grossCents: sums!.gross,
      taxCollectedCents: sums!.tax,
      balanceCents: sums!.balance,
    });
    expect(own.data!.chefEarnings.grossCents).toBeGreaterThan(0);
    // Hearth supplied every order (the chef has no GST/HST number): it kept the HST to remit.
    expect(own.data!.chefEarnings.taxCollectedCents).toBeGreaterThan(0);
    const other = await earnings(stack.otherChef, stack.chef.id);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byAdmin = await earnings(admin, stack.chef.id);
    expect(byAdmin.data!.chefEarnings).toEqual(own.data!.chefEarnings);
    const rec = await gql<{ paymentReconciliation: unknown[] }>(
      stack.ordersUrl,
      `{ paymentReconciliation { orderId field ours processor } }`,
      {},
      admin.token,
    );
    expect(rec.data!.paymentReconciliation).toEqual([]);
  });

  it('admins export the tax Hearth collected by province, tax and rate for a period (CSV)', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(
      new Date(),
    );
    const csv = async (user: User, from: string, to: string) =>
      gql<{ taxCollectedCsv: string }>(
        stack.ordersUrl,
        `query($from: String!, $to: String!) { taxCollectedCsv(from: $from, to: $to) }`,
        { from, to },
        user.token,
      );
    const [sums] = await query<{ collected: number; refunded: number; orders: number }>(
      stack.db,
      `SELECT COALESCE(-SUM(amount_cents) FILTER (WHERE kind = 'TAX_COLLECTED'), 0)::int AS collected,
              COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'TAX_REFUND'), 0)::int AS refunded,
              COUNT(DISTINCT order_id) FILTER (WHERE kind = 'TAX_COLLECTED')::int AS orders
         FROM orders.ledger_entries`,
    );
    expect(sums!.refunded).toBeGreaterThan(0); // the full refund above gave its HST back
    const lines = (await csv(admin, today, today)).data!.taxCollectedCsv.split('\r\n');
    expect(lines[0]).toBe(
      'Period start,Period end,Province,Tax,Rate (%),Orders,Taxable sales (CAD),Tax collected (CAD),Tax refunded (CAD),Net tax (CAD)',
    );
    // Every order here is a Toronto pickup: one row, Ontario HST 13 %, the ledger's sums.
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${today},${today},ON,HST,13,${sums!.orders},[0-9]+\\.[0-9]{2},${dollars(sums!.collected)},${dollars(sums!.refunded)},${dollars(sums!.collected - sums!.refunded)}$`,
        ),
      ),
    ]);
    // Yesterday has nothing; a period that ends before it starts is refused; admins only.
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(
      (await csv(admin, yesterday, yesterday)).data!.taxCollectedCsv.split('\r\n'),
    ).toHaveLength(1);
    expect((await csv(admin, today, yesterday)).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await csv(stack.chef, today, today)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('the ledger is append-only: an update or delete of an entry is refused by the database', async () => {
    await expect(
      query(stack.db, `UPDATE orders.ledger_entries SET amount_cents = 0`),
    ).rejects.toThrow(/append-only/);
    await expect(query(stack.db, `DELETE FROM orders.ledger_entries`)).rejects.toThrow(
      /append-only/,
    );
  });

  it('a guest saves, lists and removes test cards; only their own; a saved card pays', async () => {
    const guest = await stack.guest();
    const other = await stack.guest();
    const add = (user: User, token: string) =>
      gql<{ addPaymentMethod: Record<string, unknown> }>(
        stack.ordersUrl,
        `mutation($t: String!, $k: String!) { addPaymentMethod(paymentMethodToken: $t, idempotencyKey: $k) {
          __typename ... on PaymentMethod { id brand last4 expMonth expYear }
          ... on ValidationError { errors { field message } } } }`,
        { t: token, k: randomUUID() },
        user.token,
      );
    const list = async (user: User) =>
      (
        await gql<{ paymentMethods: Array<{ id: string; last4: string }> }>(
          stack.ordersUrl,
          `{ paymentMethods { id last4 } }`,
          {},
          user.token,
        )
      ).data!.paymentMethods;
    const saved = (await add(guest, 'pm_card_visa')).data!.addPaymentMethod;
    expect(saved).toMatchObject({ __typename: 'PaymentMethod', brand: 'visa', last4: '4242' });
    expect((await add(guest, 'pm_card_chargeDeclined')).data!.addPaymentMethod).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'paymentMethodToken', message: 'Your card was declined.' }],
    });
    // Saving the same card again keeps one card.
    const again = (await add(guest, 'pm_card_visa')).data!.addPaymentMethod;
    expect(again).toMatchObject({ __typename: 'PaymentMethod', id: saved.id });
    expect(await list(guest)).toEqual([{ id: saved.id, last4: '4242' }]);
    expect(await list(other)).toEqual([]);

    const removeAsOther = await gql<{ removePaymentMethod: Record<string, unknown> }>(
      stack.ordersUrl,
      `mutation($id: ID!) { removePaymentMethod(paymentMethodId: $id) { __typename
        ... on ValidationError { errors { message } } } }`,
      { id: saved.id },
      other.token,
    );
    expect(removeAsOther.data!.removePaymentMethod).toEqual({
      __typename: 'ValidationError',
      errors: [{ message: PaymentMessages.cardNotFound }],
    });

    await stack.add(guest, curry, occurrenceId, 1);
    const { order } = await stack.place(guest, {
      occurrenceId,
      paymentMethodId: saved.id as string,
    });
    expect(await stack.settled(order!.id)).toBe('PENDING');
    // Another guest cannot pay with it, nor with an id no guest has: refused at checkout with a
    // message, nothing written (the cart keeps its line, no order, no processor call).
    await stack.add(other, curry, occurrenceId, 1);
    const ordersBefore = await query(stack.db, `SELECT id FROM orders.orders WHERE guest_id = $1`, [
      other.id,
    ]);
    for (const paymentMethodId of [saved.id as string, 'pm_1NotAnyonesCard']) {
      const stolen = await stack.place(other, { occurrenceId, paymentMethodId });
      expect(stolen.order).toEqual({
        __typename: 'ValidationError',
        errors: [{ field: 'paymentMethodId', message: PaymentMessages.cardNotFound }],
      });
    }
    expect(
      await query(stack.db, `SELECT id FROM orders.orders WHERE guest_id = $1`, [other.id]),
    ).toEqual(ordersBefore);
    expect((await stack.cartOf(other)).items).toEqual([
      expect.objectContaining({ dishId: curry, quantity: 1 }),
    ]);

    const removed = await gql<{ removePaymentMethod: { __typename: string; items: unknown[] } }>(
      stack.ordersUrl,
      `mutation($id: ID!) { removePaymentMethod(paymentMethodId: $id) { __typename
        ... on PaymentMethodList { items { id } } } }`,
      { id: saved.id },
      guest.token,
    );
    expect(removed.data!.removePaymentMethod).toEqual({
      __typename: 'PaymentMethodList',
      items: [],
    });
  });

  it('a PENDING order the chef did not answer before the cutoff is declined by the platform and its hold released', async () => {
    const { guest, orderId } = await checkout('pm_card_visa', 1);
    // Every PENDING order of the occurrence (this one and earlier tests') gives its portions back.
    const [pending] = await query<{ portions: number }>(
      stack.db,
      `SELECT COALESCE(SUM(l.quantity), 0)::int AS portions FROM orders.orders o
         JOIN orders.order_lines l ON l.order_id = o.id
        WHERE o.status = 'PENDING' AND o.occurrence_id = $1`,
      [occurrenceId],
    );
    const after = (await stack.remaining(occurrenceId, curry)) + pending!.portions;
    await query(
      stack.db,
      `UPDATE orders.cart_occurrences SET order_cutoff_at = now() - interval '1 minute'
        WHERE occurrence_id = $1`,
      [occurrenceId],
    );
    try {
      const lifecycle = stack.orders.app.get(ExpireOrdersHandler);
      expect(await lifecycle.expireUnanswered()).toBeGreaterThanOrEqual(1);
      const seen = await eventually(async () => {
        const o = await orderOf(guest, orderId);
        return o.payment?.status === 'VOIDED' ? o : null;
      }, stack.timeoutMs);
      expect(seen).toMatchObject({ status: 'DECLINED', payment: { capturedCents: 0 } });
      const detail = await gql<{ order: { declineReason: string } }>(
        stack.ordersUrl,
        `query($id: ID!) { order(id: $id) { declineReason } }`,
        { id: orderId },
        guest.token,
      );
      expect(detail.data!.order.declineReason).toBe(OrderMessages.notAnsweredInTime);
      expect(await stack.settledStock(occurrenceId, curry, after)).toBe(true);
      expect(await lifecycle.expireUnanswered()).toBe(0);
    } finally {
      await query(
        stack.db,
        `UPDATE orders.cart_occurrences SET order_cutoff_at = now() + interval '1 day'
          WHERE occurrence_id = $1`,
        [occurrenceId],
      );
    }
  });

  it('a far-off order saves the card, renews its hold before it lapses, and the chef’s accept still charges it', async () => {
    const farOff = await stack.session(
      [{ dishId: curry, minQuantity: 1, maxQuantity: 10, portionSize: '450 g' }],
      { min: 1, max: 20 },
      12,
    );
    const place = async () => {
      const guest = await stack.guest();
      await stack.add(guest, curry, farOff, 1);
      const { order } = await stack.place(guest, {
        occurrenceId: farOff,
        paymentMethodId: 'pm_card_visa',
      });
      expect(await stack.settled(order!.id)).toBe('PENDING');
      const [p] = await query<{ id: string; card: string; customer: string | null }>(
        stack.db,
        `SELECT processor_payment_id AS id, payment_method_id AS card, customer_id AS customer
           FROM orders.payments WHERE order_id = $1`,
        [order!.id],
      );
      return { orderId: order!.id, ...p! };
    };
    /** Makes the hold look `days` old at the processor and in the payment. */
    const age = async (paymentId: string, orderId: string, days: number) => {
      await query(
        stack.db,
        `UPDATE orders.test_processor_payments SET created_at = now() - $2::interval WHERE id = $1`,
        [paymentId, `${days} days`],
      );
      await query(
        stack.db,
        `UPDATE orders.payments SET authorized_at = now() - $2::interval WHERE order_id = $1`,
        [orderId, `${days} days`],
      );
    };
    const renewed = await place();
    expect(renewed.card).toMatch(/^pm_test_/); // saved to the guest's customer, not the one-time token
    expect(renewed.customer).toMatch(/^cus_test_/);
    const lapsed = await place();

    await age(renewed.id, renewed.orderId, 5);
    const payments = stack.orders.app.get(PaymentsService);
    expect(await payments.renewHolds()).toBe(1);
    const [now] = await query<{ id: string; holds: number }>(
      stack.db,
      `SELECT processor_payment_id AS id, hold_count AS holds FROM orders.payments WHERE order_id = $1`,
      [renewed.orderId],
    );
    expect(now!.id).not.toBe(renewed.id);
    expect(now!.holds).toBe(2);
    const [old] = await query<{ status: string }>(
      stack.db,
      `SELECT status FROM orders.test_processor_payments WHERE id = $1`,
      [renewed.id],
    );
    expect(old!.status).toBe('canceled');
    await age(now!.id, renewed.orderId, 3);
    expect((await stack.act(stack.chef, 'acceptOrder', renewed.orderId)).order?.status).toBe(
      'ACCEPTED',
    );
    // The renewed hold is captured under its own key, never the first hold's.
    const keys = await query<{ key: string }>(
      stack.db,
      `SELECT idempotency_key AS key FROM orders.test_processor_requests
        WHERE idempotency_key LIKE $1 ORDER BY idempotency_key`,
      [`order:${renewed.orderId}:capture%`],
    );
    expect(keys).toEqual([{ key: `order:${renewed.orderId}:capture:2` }]);

    // Without a renewal a hold older than 7 days cannot be charged: the accept is refused.
    await age(lapsed.id, lapsed.orderId, 8);
    await query(stack.db, `UPDATE orders.payments SET authorized_at = now() WHERE order_id = $1`, [
      lapsed.orderId,
    ]);
    const refused = await stack.act(stack.chef, 'acceptOrder', lapsed.orderId);
    expect(refused.order).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'orderId', message: PaymentMessages.captureFailed }],
    });
    expect(await stack.statusOf(lapsed.orderId)).toBe('PENDING');
  });

  it('a bank that wants the guest to confirm a far-off hold, or its renewal, which Hearth cannot ask for: the guest is told', async () => {
    const farOff = await stack.session(
      [{ dishId: curry, minQuantity: 1, maxQuantity: 10, portionSize: '450 g' }],
      { min: 1, max: 20 },
      12,
    );
    const placeFarOff = async (paymentMethodId: string) => {
      const guest = await stack.guest();
      await stack.add(guest, curry, farOff, 1);
      const { order } = await stack.place(guest, { occurrenceId: farOff, paymentMethodId });
      return { guest, orderId: order!.id, status: await stack.settled(order!.id) };
    };
    // At the hold: the order is rejected with a reason the guest can act on (and is notified of).
    const held = await placeFarOff('pm_card_authenticationRequired');
    expect(held.status).toBe('REJECTED');
    const rejected = await orderOf(held.guest, held.orderId);
    expect(rejected.rejectionReason).toBe(PaymentMessages.authenticationRequired);
    expect(rejected.payment).toMatchObject({ status: 'FAILED' });
    // Notifications tell the guest from OrderPaymentFailed's message.
    expect(
      stack.seen.find(
        (s) =>
          s.event.type === EventTypes.OrderPaymentFailed &&
          (s.event.payload as { orderId: string }).orderId === held.orderId,
      )?.event.payload,
    ).toMatchObject({
      code: 'authentication_required',
      message: PaymentMessages.authenticationRequired,
    });

    // At a renewal: the bank starts asking after the first hold; the old hold stays and the
    // guest's order shows why the renewal failed.
    const renewing = await placeFarOff('pm_card_visa');
    expect(renewing.status).toBe('PENDING');
    await query(
      stack.db,
      `UPDATE orders.test_processor_cards SET token = 'pm_card_authenticationRequired'
        WHERE id = (SELECT payment_method_id FROM orders.payments WHERE order_id = $1)`,
      [renewing.orderId],
    );
    await query(
      stack.db,
      `UPDATE orders.payments SET authorized_at = now() - interval '5 days' WHERE order_id = $1`,
      [renewing.orderId],
    );
    expect(await stack.orders.app.get(PaymentsService).renewHolds()).toBe(0);
    expect((await orderOf(renewing.guest, renewing.orderId)).payment).toMatchObject({
      status: 'AUTHORIZED',
      failureMessage: PaymentMessages.renewalAuthenticationRequired,
    });
    // Both were asked without the guest (off-session), as Stripe is (see payments-stripe.test).
    const asked = await query<{ request: string }>(
      stack.db,
      `SELECT request FROM orders.test_processor_requests WHERE idempotency_key = ANY($1)`,
      [[`order:${held.orderId}:authorize`, `order:${renewing.orderId}:authorize:2`]],
    );
    expect(asked).toHaveLength(2);
    for (const a of asked) expect(a.request).toContain('"offSession":true');
  });

  it('a hold renewal leaves alone a hold the processor shows captured (an accept that rolled back); the accept then records that capture', async () => {
    const farOff = await stack.session(
      [{ dishId: curry, minQuantity: 1, maxQuantity: 10, portionSize: '450 g' }],
      { min: 1, max: 20 },
      12,
    );
    const guest = await stack.guest();
    await stack.add(guest, curry, farOff, 1);
    const { order } = await stack.place(guest, { occurrenceId: farOff });
    const orderId = order!.id;
    expect(await stack.settled(orderId)).toBe('PENDING');
    const [p] = await query<{ id: string; amount: number }>(
      stack.db,
      `SELECT processor_payment_id AS id, amount_cents AS amount FROM orders.payments
        WHERE order_id = $1`,
      [orderId],
    );
    const processor = stack.orders.app.get<PaymentProcessor>(PAYMENT_PROCESSOR);
    await processor.capture(p!.id, p!.amount, `order:${orderId}:capture`);
    await query(
      stack.db,
      `UPDATE orders.payments SET authorized_at = now() - interval '5 days' WHERE order_id = $1`,
      [orderId],
    );
    expect(await stack.orders.app.get(PaymentsService).renewHolds()).toBe(0);
    const [after] = await query<{ holds: number; status: string }>(
      stack.db,
      `SELECT hold_count AS holds, status FROM orders.payments WHERE order_id = $1`,
      [orderId],
    );
    expect(after).toEqual({ holds: 1, status: 'AUTHORIZED' });
    expect((await stack.act(stack.chef, 'acceptOrder', orderId)).order?.status).toBe('ACCEPTED');
    expect((await orderOf(guest, orderId)).payment).toMatchObject({
      status: 'CAPTURED',
      capturedCents: p!.amount,
    });
  });

  it('an order whose stock answer never came is rejected after the timeout, its lines back in the cart and its portions released', async () => {
    const { guest, orderId } = await checkout('pm_card_visa', 2);
    const reserved = await stack.remaining(occurrenceId, curry);
    // As if sessions' StockReserved had never reached orders: still PLACED, 20 minutes later.
    await query(stack.db, `DELETE FROM orders.payments WHERE order_id = $1`, [orderId]);
    await query(
      stack.db,
      `UPDATE orders.orders SET status = 'PLACED', created_at = now() - interval '20 minutes'
        WHERE id = $1`,
      [orderId],
    );
    const lifecycle = stack.orders.app.get(ExpireOrdersHandler);
    expect(await lifecycle.expirePlaced()).toBe(1);
    const seen = await orderOf(guest, orderId);
    expect(seen).toMatchObject({
      status: 'REJECTED',
      rejectionReason: OrderMessages.notConfirmed,
      payment: null,
    });
    expect((await stack.cartOf(guest)).items).toEqual([
      expect.objectContaining({ dishId: curry, quantity: 2 }),
    ]);
    expect(await stack.settledStock(occurrenceId, curry, reserved + 2)).toBe(true);
    expect(await lifecycle.expirePlaced()).toBe(0);
  });

  it('checkout without a card is refused with “Choose a card to pay with” and writes nothing', async () => {
    const guest = await stack.guest();
    await stack.add(guest, curry, occurrenceId, 1);
    const { order } = await stack.place(guest, { occurrenceId, paymentMethodId: null });
    expect(order).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'paymentMethodId', message: PaymentMessages.cardRequired }],
    });
    expect((await stack.cartOf(guest)).items).toHaveLength(1);
  });
});
