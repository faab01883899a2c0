/**
 * Money through the gateway with the Stripe adapter: the six subgraphs and the gateway on a fresh
 * database, orders configured with a Stripe key whose API base is the real stripe-mock behind a
 * stateful stand-in (test/support/stripe-stand-in.ts). 100 guests check out at once (some with
 * the declined test card, more than the session's stock), the chef accepts every PENDING order —
 * each twice at once — and then: no order has two holds, nothing captured more than its hold,
 * every call carried one of our idempotency keys, the ledger balances to the cent against what
 * the processor captured and its fees, and reconciliation finds no difference.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { startStripeMock, type StripeMock } from '../../tools/go-servers/servers.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { eventually, freshDatabase, query } from '../../test/support/db.js';
import { StripeStandIn } from '../../test/support/stripe-stand-in.js';
import {
  GatewayClient,
  cookingSessionInput,
  dishInput,
  type Account,
} from '../../test/e2e/support/chef-setup.js';
import { publishChef, type PublishedChef } from '../../test/e2e/support/public-chef.js';

const BASE = 29_400;
const GUESTS = 100;
const STOCK = 75;
const DECLINED_EVERY = 10;

const ADD_TO_CART = `mutation($input: AddToCartInput!) { addToCart(input: $input) { __typename } }`;
const PLACE_ORDER = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  __typename ... on Order { id status } ... on ValidationError { errors { message } } } }`;
const ACCEPT = `mutation($id: ID!) { acceptOrder(orderId: $id) { __typename ... on Order { status } } }`;
const RECONCILE = `{ paymentReconciliation { orderId field ours processor } }`;
const OCCURRENCES = `query($id: ID!) { cookingSessions(restaurantId: $id, days: 30) {
  occurrences { id isOrderable } } }`;

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (t: T) => Promise<R>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width)
    out.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return out;
}

describe('payments through the gateway with the Stripe adapter (stripe-mock)', () => {
  let mock: StripeMock;
  let stripe: StripeStandIn;
  let stack: Awaited<ReturnType<typeof startStack>>;
  let db: string;
  let api: GatewayClient;
  let admin: Account;
  let rosa: PublishedChef;
  let occurrenceId: string;

  beforeAll(async () => {
    mock = await startStripeMock();
    stripe = new StripeStandIn(mock.url);
    await stripe.start();
    db = await freshDatabase('hearth_test_payments_flow');
    stack = await startStack({
      databaseUrl: db,
      basePort: BASE,
      logLevel: 'silent',
      env: {
        STRIPE_SECRET_KEY: 'sk_test_hearthgateway',
        STRIPE_API_BASE: stripe.url,
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        ORDER_EXPIRY_SWEEP_SECONDS: '0',
      },
    });
    api = new GatewayClient(stack.gatewayUrl);
    admin = await api.createAdmin(db);
    rosa = await publishChef(api, admin, {
      firstName: 'Rosa',
      dish: dishInput('Lasagna al forno', 1850),
      session: { offersPickup: true },
    });
    // A second session with the stock the test needs (one portion per guest, more guests).
    const session = cookingSessionInput(rosa.restaurant.id, rosa.dish.id, { daysAhead: 5 });
    await api.createSession(rosa.chef, {
      ...session,
      offersPickup: true,
      dishes: [{ dishId: rosa.dish.id, minQuantity: 1, maxQuantity: STOCK, portionSize: '1 tray' }],
    });
    occurrenceId = await eventually(async () => {
      const res = await api.call<{
        cookingSessions: { occurrences: { id: string; isOrderable: boolean }[] }[];
      }>(OCCURRENCES, { id: rosa.restaurant.id }, rosa.chef.token);
      const ids = (res.data?.cookingSessions ?? [])
        .flatMap((s) => s.occurrences)
        .filter((o) => o.isOrderable && o.id !== rosa.occurrenceId);
      return ids[0]?.id ?? '';
    }, 60_000);
  }, 300_000);

  afterAll(async () => {
    await stack?.stop();
    await stripe?.stop();
    await mock?.stop();
  }, 60_000);

  it(`${GUESTS} concurrent checkouts never capture more than was held and the ledger balances to the cent`, async () => {
    const guests = await inBatches(
      Array.from({ length: GUESTS }, (_, i) => i),
      10,
      () => api.signUp('GUEST', 'Gina', 'Guest'),
    );
    await inBatches(guests, 20, (g) =>
      api.expect(
        'Cart',
        ADD_TO_CART,
        { input: { dishId: rosa.dish.id, occurrenceId, quantity: 1 } },
        g.token,
      ),
    );
    // Everyone at once.
    const placed = await Promise.all(
      guests.map((g, i) =>
        api.call<{ placeOrder: { __typename: string; id: string } }>(
          PLACE_ORDER,
          {
            input: {
              occurrenceId,
              fulfilment: 'PICKUP',
              idempotencyKey: randomUUID(),
              paymentMethodId: i % DECLINED_EVERY === 0 ? 'pm_card_chargeDeclined' : 'pm_card_visa',
            },
          },
          g.token,
        ),
      ),
    );
    const orderIds = placed.map((r) => r.data!.placeOrder.id);
    expect(orderIds.every(Boolean)).toBe(true);
    await eventually(async () => {
      const [row] = await query<{ n: number }>(
        db,
        `SELECT count(*)::int AS n FROM orders.orders WHERE status = 'PLACED' AND occurrence_id = $1`,
        [occurrenceId],
      );
      return row!.n === 0;
    }, 120_000);
    const pending = await query<{ id: string; total: number; tax: number }>(
      db,
      `SELECT id, total_cents AS total, tax_cents AS tax FROM orders.orders
        WHERE status = 'PENDING' AND occurrence_id = $1`,
      [occurrenceId],
    );
    // Stock and declines both turn guests away; every PENDING order holds one portion.
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.length).toBeLessThanOrEqual(STOCK);

    // The chef accepts every PENDING order, each twice at once.
    const answers = await inBatches(pending, 10, (o) =>
      Promise.all([
        api.call<{ acceptOrder: { __typename: string } }>(ACCEPT, { id: o.id }, rosa.chef.token),
        api.call<{ acceptOrder: { __typename: string } }>(ACCEPT, { id: o.id }, rosa.chef.token),
      ]),
    );
    for (const pair of answers)
      expect(pair.filter((r) => r.data?.acceptOrder.__typename === 'Order')).toHaveLength(1);

    // At the processor: one hold per order that reached it, nothing captured beyond it.
    const byOrder = new Map<string, number>();
    for (const pi of stripe.intents.values()) {
      byOrder.set(pi.orderId!, (byOrder.get(pi.orderId!) ?? 0) + 1);
      expect(pi.received).toBeLessThanOrEqual(pi.amount);
    }
    expect([...byOrder.values()].every((n) => n === 1)).toBe(true);
    const captured = [...stripe.intents.values()].filter((pi) => pi.status === 'succeeded');
    expect(captured).toHaveLength(pending.length);
    const capturedCents = captured.reduce((s, pi) => s + pi.received, 0);
    expect(capturedCents).toBe(pending.reduce((s, o) => s + o.total, 0));
    // Every write carried one of our keys (none the SDK made up), and no key was used twice.
    const keys = stripe.writes().map((w) => String(w.headers['idempotency-key']));
    expect(keys.every((k) => /^(order|refund|customer|card|detach):/.test(k))).toBe(true);

    // The ledger: gross = captured; the sales tax in it is Hearth's to remit (the chef has no
    // GST/HST number), not the chef's; commission 10 % of the rest; fees as the processor charged.
    const [ledger] = await query<{
      gross: number;
      tax: number;
      commission: number;
      fees: number;
      balance: number;
    }>(
      db,
      `SELECT COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'GROSS'), 0)::int AS gross,
              COALESCE(-SUM(amount_cents) FILTER (WHERE kind = 'TAX_COLLECTED'), 0)::int AS tax,
              COALESCE(-SUM(amount_cents) FILTER (WHERE kind = 'COMMISSION'), 0)::int AS commission,
              COALESCE(-SUM(amount_cents) FILTER (WHERE kind = 'PROCESSOR_FEE'), 0)::int AS fees,
              COALESCE(SUM(amount_cents), 0)::int AS balance
         FROM orders.ledger_entries WHERE chef_id = $1`,
      [rosa.chef.id],
    );
    const taxOf = new Map(pending.map((o) => [o.id, o.tax]));
    const tax = pending.reduce((s, o) => s + o.tax, 0);
    expect(tax).toBeGreaterThan(0);
    const fees = captured.reduce((s, pi) => s + Math.round(pi.received * 0.029) + 30, 0);
    const commission = captured.reduce(
      (s, pi) => s + Math.round((pi.received - taxOf.get(pi.orderId!)!) * 0.1),
      0,
    );
    expect(ledger).toEqual({
      gross: capturedCents,
      tax,
      commission,
      fees,
      balance: capturedCents - tax - commission - fees,
    });
    const earnings = await api.call<{ chefEarnings: { balanceCents: number } }>(
      `{ chefEarnings { balanceCents } }`,
      {},
      rosa.chef.token,
    );
    expect(earnings.data!.chefEarnings.balanceCents).toBe(ledger!.balance);
    const rec = await api.call<{ paymentReconciliation: unknown[] }>(RECONCILE, {}, admin.token);
    expect(rec.data!.paymentReconciliation).toEqual([]);
  }, 600_000);
});
