import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AuthMessages, PromotionMessages as M, utcToZonedLocal } from '@hearth/contracts';
import {
  EventTypes,
  Topics,
  createEnvelope,
  type GuestWaitlistJoinedPayload,
  type RestaurantEstablishedPayload,
} from '@hearth/events';
import { eventually, gql, query } from '../../../test/support/db.js';
import { ORDER_FIELDS, SagaStack, ZONE, type OrderView, type User } from './support/saga-stack.js';

/**
 * Promotions on the real orders service and PostgreSQL (sessions answering the saga): admins
 * create them with a message for every bad value, and pause, resume and end them; 100 guests
 * checking out at once with a code limited to 10 get exactly 10 discounted orders; a declined or
 * cancelled order gives its redemption back; the cart is told every reason a code does not apply; restaurants carry the
 * offers that apply (one batch for many); the ledger records who funds a discount.
 */
const GUESTS = 100;
const LIMIT = 10;
const PRICE = 1850;

const PROMOTION = `__typename ... on Promotion { id code status redemptionCount }
  ... on ValidationError { errors { field message } } ... on ServerError { message }`;

/** In batches of `size`, so 100 cart adds do not open 100 connections at once. */
async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return out;
}

/** A local date-time `days` from now in Toronto, as the admin's form sends it. */
const local = (days: number) => utcToZonedLocal(new Date(Date.now() + days * 86_400_000), ZONE);

describe('orders: promotions', () => {
  const stack = new SagaStack();
  let admin: User;
  let dish: string;
  let occurrenceId: string;

  const create = async (input: Record<string, unknown>, user = admin) => {
    const res = await gql<{ createPromotion: Record<string, unknown> }>(
      stack.ordersUrl,
      `mutation($input: CreatePromotionInput!) { createPromotion(input: $input) { ${PROMOTION} } }`,
      {
        input: {
          name: 'Test offer',
          kind: 'CODE',
          discountType: 'PERCENT',
          percentOff: 10,
          startsAt: local(-1),
          endsAt: local(30),
          timeZone: ZONE,
          fundedBy: 'PLATFORM',
          ...input,
        },
      },
      user.token,
    );
    return { res, promotion: res.data?.createPromotion };
  };
  const discount = async (guest: User, code: string | null) => {
    const res = await gql<{
      checkoutDiscount: {
        discountCents: number;
        refusal: string | null;
        message: string | null;
        offer: { code: string | null } | null;
      };
    }>(
      stack.ordersUrl,
      `query($o: ID!, $c: String) { checkoutDiscount(occurrenceId: $o, promotionCode: $c) {
        subtotalCents discountCents refusal message offer { code } } }`,
      { o: occurrenceId, c: code },
      guest.token,
    );
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.checkoutDiscount;
  };
  const countOf = async (code: string) =>
    (
      await query<{ n: number }>(
        stack.db,
        `SELECT redemption_count AS n FROM orders.promotions WHERE code = $1`,
        [code],
      )
    )[0]!.n;
  /** PlaceOrder for pickup with the success test card (and `input`), with the order's discount. */
  const place = async (guest: User, input: Record<string, unknown>) => {
    const res = await gql<{ placeOrder: OrderView }>(
      stack.ordersUrl,
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
        __typename ... on Order { ${ORDER_FIELDS} discountCents promotionCode }
        ... on ValidationError { errors { field message } } } }`,
      {
        input: {
          idempotencyKey: randomUUID(),
          fulfilment: 'PICKUP',
          paymentMethodId: 'pm_card_visa',
          occurrenceId,
          ...input,
        },
      },
      guest.token,
    );
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.placeOrder;
  };
  /** A new guest with `portions` of the dish in the cart. */
  const guestWith = async (portions: number) => {
    const guest = await stack.guest();
    await stack.add(guest, dish, occurrenceId, portions);
    return guest;
  };

  beforeAll(async () => {
    await stack.start('orders_promotions');
    admin = await stack.issuer.token({ role: 'ADMIN' });
    dish = await stack.dish('Lasagna al forno', PRICE);
    occurrenceId = await stack.session(
      [{ dishId: dish, minQuantity: 1, maxQuantity: 400, portionSize: '500 g' }],
      { min: 1, max: 20 },
    );
  }, 60_000);
  afterAll(() => stack.stop());

  it('admins create promotions: every bad value has its message, codes are unique, others are refused', async () => {
    const bad = await create({
      name: '',
      code: 'no',
      percentOff: 0,
      endsAt: local(-2),
      perGuestLimit: 0,
      fundedBy: 'CHEF',
    });
    expect(bad.promotion).toEqual({
      __typename: 'ValidationError',
      errors: [
        { field: 'name', message: M.nameRequired },
        { field: 'percentOff', message: M.percentRange },
        { field: 'perGuestLimit', message: M.perGuestLimitRange },
        { field: 'code', message: M.codeFormat },
        { field: 'endsAt', message: M.endsBeforeStart },
        { field: 'restaurantIds', message: M.chefFundedNeedsRestaurants },
      ],
    });
    const unknown = await create({ code: 'NOWHERE', restaurantIds: [randomUUID()] });
    expect(unknown.promotion).toMatchObject({
      errors: [{ field: 'restaurantIds', message: M.restaurantUnknown }],
    });
    expect((await create({ code: 'twice' })).promotion).toMatchObject({
      __typename: 'Promotion',
      code: 'TWICE',
      status: 'ACTIVE',
    });
    expect((await create({ code: 'Twice' })).promotion).toMatchObject({
      errors: [{ field: 'code', message: M.codeTaken }],
    });
    const guest = await stack.guest();
    const forbidden = await create({ code: 'GUESTMADE' }, guest);
    expect(forbidden.res.errors?.[0]?.message).toBe(AuthMessages.forbidden);
    const [n] = await query<{ n: number }>(
      stack.db,
      `SELECT count(*)::int AS n FROM orders.promotions`,
    );
    expect(n!.n).toBe(1);
  });

  it('admins pause, resume and end a promotion; every move its state does not allow is refused with its message', async () => {
    const act = async (mutation: string, id: string, user = admin) =>
      (
        await gql<Record<string, Record<string, unknown>>>(
          stack.ordersUrl,
          `mutation($id: ID!) { ${mutation}(id: $id) { ${PROMOTION} } }`,
          { id },
          user.token,
        )
      ).data![mutation];
    const refused = (message: string) => ({
      __typename: 'ValidationError',
      errors: [{ field: 'id', message }],
    });
    const { id } = (await create({ code: 'LIFECYCLE' })).promotion as { id: string };
    expect(await act('resumePromotion', id)).toEqual(refused(M.onlyPausedCanBeResumed));
    expect(await act('pausePromotion', id)).toMatchObject({ status: 'PAUSED' });
    expect(await act('pausePromotion', id)).toEqual(refused(M.onlyRunningCanBePaused));
    expect(await act('resumePromotion', id)).toMatchObject({ status: 'ACTIVE' });
    expect(await act('pausePromotion', id)).toMatchObject({ status: 'PAUSED' });
    expect(await act('endPromotion', id)).toMatchObject({ status: 'ENDED' });
    for (const mutation of ['pausePromotion', 'resumePromotion'])
      expect((await act(mutation, id)).__typename).toBe('ValidationError');
    expect(await act('endPromotion', id)).toEqual(refused(M.alreadyEnded));
    // A scheduled one can be paused and resumed to SCHEDULED; an unknown one is not found.
    const soon = (await create({ code: 'LATER', startsAt: local(2), endsAt: local(3) }))
      .promotion as { id: string };
    expect(await act('pausePromotion', soon.id)).toMatchObject({ status: 'PAUSED' });
    expect(await act('resumePromotion', soon.id)).toMatchObject({ status: 'SCHEDULED' });
    expect(await act('endPromotion', randomUUID())).toEqual(refused(M.notFound));
    const [row] = await query<{ paused: boolean; ended: boolean }>(
      stack.db,
      `SELECT paused_at IS NOT NULL AS paused, ended_at IS NOT NULL AS ended
         FROM orders.promotions WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({ paused: true, ended: true });
  });

  it(`${GUESTS} concurrent checkouts with a code limited to ${LIMIT}: exactly ${LIMIT} discounted orders`, async () => {
    await create({ code: 'TEN', percentOff: 10, totalLimit: LIMIT });
    const guests = await Promise.all(Array.from({ length: GUESTS }, () => stack.guest()));
    await inBatches(guests, 25, (g) => stack.add(g, dish, occurrenceId, 2));
    const placed = await Promise.all(guests.map((g) => place(g, { promotionCode: 'ten' })));
    const orders = placed.filter((p) => p.__typename === 'Order');
    const refused = placed.filter((p) => p.__typename === 'ValidationError');
    expect(orders).toHaveLength(LIMIT);
    expect(refused).toHaveLength(GUESTS - LIMIT);
    expect(new Set(refused.map((r) => JSON.stringify(r.errors)))).toEqual(
      new Set([JSON.stringify([{ field: 'promotionCode', message: M.codeFullyRedeemed }])]),
    );
    // Σ price × qty + fee − discount: 3 700 − 370 for pickup, + HST 13 % of that (432.9 → 433).
    for (const o of orders)
      expect(o).toMatchObject({ subtotalCents: 3700, discountCents: 370, totalCents: 3330 + 433 });
    expect(await countOf('TEN')).toBe(LIMIT);
    const [redemptions] = await query<{ n: number; sum: number }>(
      stack.db,
      `SELECT count(*)::int AS n, sum(discount_cents)::int AS sum FROM orders.promotion_redemptions`,
    );
    expect(redemptions).toEqual({ n: LIMIT, sum: LIMIT * 370 });
    // The refused guests kept their carts; the orders go on through the saga, held at the
    // discounted total.
    expect((await stack.cartOf(guests.find((_g, i) => !placed[i]!.id)!)).itemCount).toBe(2);
    await stack.outcomes(30_000);
    const held = await query<{ amount: number }>(
      stack.db,
      `SELECT amount_cents AS amount FROM orders.payments`,
    );
    expect(held.map((h) => h.amount)).toEqual(Array(LIMIT).fill(3330 + 433));
  }, 120_000);

  it('a declined, cancelled or rejected order gives its redemption back, once; the code then serves another guest', async () => {
    const pending = await query<{ id: string; guest_id: string }>(
      stack.db,
      `SELECT id, guest_id FROM orders.orders WHERE status = 'PENDING' AND promotion_code = 'TEN'
        ORDER BY id LIMIT 2`,
    );
    expect(
      (await stack.act(stack.chef, 'declineOrder', pending[0]!.id, 'Out of pasta')).order,
    ).toMatchObject({ status: 'DECLINED' });
    expect(await countOf('TEN')).toBe(LIMIT - 1);
    // Declining again changes nothing and gives nothing back twice.
    await stack.act(stack.chef, 'declineOrder', pending[0]!.id, 'Out of pasta');
    expect(await countOf('TEN')).toBe(LIMIT - 1);
    const canceller: User = { id: pending[1]!.guest_id, token: '' };
    canceller.token = (await stack.issuer.token({ id: canceller.id, role: 'GUEST' })).token;
    expect((await stack.act(canceller, 'cancelOrder', pending[1]!.id)).order).toMatchObject({
      status: 'CANCELLED',
    });
    expect(await countOf('TEN')).toBe(LIMIT - 2);
    const released = await query<{ order_id: string }>(
      stack.db,
      `SELECT order_id FROM orders.promotion_redemptions WHERE released_at IS NOT NULL ORDER BY 1`,
    );
    expect(released.map((r) => r.order_id)).toEqual([pending[0]!.id, pending[1]!.id].sort());
    // A card the processor declines rejects the order: its redemption comes back too.
    const declinedCard = await place(await guestWith(2), {
      promotionCode: 'TEN',
      paymentMethodId: 'pm_card_chargeDeclined',
    });
    expect(declinedCard).toMatchObject({ __typename: 'Order', discountCents: 370 });
    expect(await stack.settled(declinedCard.id)).toBe('REJECTED');
    expect(await countOf('TEN')).toBe(LIMIT - 2);
    const late = await guestWith(2);
    expect(await place(late, { promotionCode: 'TEN' })).toMatchObject({
      __typename: 'Order',
      discountCents: 370,
    });
    expect(await countOf('TEN')).toBe(LIMIT - 1);
  }, 60_000);

  it('the cart is told every reason a code does not apply, and gets the best automatic offer', async () => {
    await create({ code: 'MIN30', percentOff: 15, minSubtotalCents: 3000 });
    await create({ code: 'ELSEWHERE', restaurantIds: [stack.otherRestaurantId] });
    await create({ code: 'ONCE', perGuestLimit: 1 });
    await create({ code: 'FIRST', firstOrderOnly: true });
    await create({ code: 'INSIDERS', waitlistOnly: true });
    await create({ code: 'SOON', startsAt: local(2), endsAt: local(3) });
    await create({ code: 'ITALIAN', cuisines: ['italian'] });
    const paused = await create({ code: 'RESTING' });
    const pause = await gql<{ pausePromotion: Record<string, unknown> }>(
      stack.ordersUrl,
      `mutation($id: ID!) { pausePromotion(id: $id) { ${PROMOTION} } }`,
      { id: (paused.promotion as { id: string }).id },
      admin.token,
    );
    expect(pause.data!.pausePromotion).toMatchObject({ status: 'PAUSED' });

    const guest = await guestWith(1);
    expect(await discount(guest, 'min30')).toMatchObject({
      discountCents: 0,
      refusal: 'MINIMUM_NOT_MET',
      message: 'This code needs a subtotal of at least $30.00',
      offer: { code: 'MIN30' },
    });
    await stack.add(guest, dish, occurrenceId, 1);
    expect(await discount(guest, 'MIN30')).toMatchObject({ discountCents: 555, refusal: null });
    const refusals = {
      NOPE: 'UNKNOWN',
      ELSEWHERE: 'WRONG_RESTAURANT',
      SOON: 'NOT_STARTED',
      RESTING: 'PAUSED',
      INSIDERS: 'WAITLIST_ONLY',
      ITALIAN: 'WRONG_RESTAURANT',
      FIRST: null,
    };
    for (const [code, refusal] of Object.entries(refusals))
      expect([code, (await discount(guest, code)).refusal]).toEqual([code, refusal]);
    expect((await discount(guest, 'NOPE')).message).toBe(M.codeUnknown);

    // A refused code refuses the checkout with its reason; nothing is written.
    expect(await place(guest, { promotionCode: 'ELSEWHERE' })).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'promotionCode', message: M.codeWrongRestaurant }],
    });
    // Once used, a code limited to one order per guest is 'already used', and FIRST is over.
    expect(await place(guest, { promotionCode: 'once' })).toMatchObject({
      __typename: 'Order',
      discountCents: 370,
      promotionCode: 'ONCE',
    });
    await stack.add(guest, dish, occurrenceId, 2);
    expect((await discount(guest, 'ONCE')).refusal).toBe('ALREADY_USED');
    expect((await discount(guest, 'FIRST')).refusal).toBe('FIRST_ORDER_ONLY');

    // Waitlist members (matched by the e-mail of their token, case aside) and restaurants'
    // cuisines come from events.
    const member: User = await stack.issuer.token({ role: 'GUEST', email: 'insider@example.com' });
    await stack.add(member, dish, occurrenceId, 2);
    await stack.bus.publish(Topics.admin, [
      createEnvelope<GuestWaitlistJoinedPayload>({
        type: EventTypes.GuestWaitlistJoined,
        version: 1,
        aggregateId: randomUUID(),
        payload: {
          entryId: randomUUID(),
          email: 'Insider@Example.com',
          firstName: 'In',
          lastName: 'Sider',
        },
      }),
    ]);
    const established = stack.established(stack.restaurantId, stack.chef.id, 'Nonna Rosa');
    await stack.bus.publish(Topics.restaurants, [
      {
        ...established,
        payload: {
          ...(established.payload as RestaurantEstablishedPayload),
          cuisines: ['Italian', 'Comfort'],
        },
      },
    ]);
    await eventually(async () => (await discount(member, 'INSIDERS')).refusal === null);
    await eventually(async () => (await discount(member, 'ITALIAN')).refusal === null);
    expect((await discount(guest, 'INSIDERS')).refusal).toBe('WAITLIST_ONLY');

    // Without a code the best automatic offer applies (a larger one for another restaurant does not).
    await create({ kind: 'AUTOMATIC', code: null, percentOff: 5, name: 'Five' });
    await create({
      kind: 'AUTOMATIC',
      code: null,
      percentOff: 50,
      name: 'Elsewhere',
      restaurantIds: [stack.otherRestaurantId],
    });
    await create({
      kind: 'AUTOMATIC',
      code: null,
      discountType: 'FIXED',
      percentOff: null,
      amountOffCents: 300,
      name: 'Three off',
    });
    expect(await discount(member, null)).toMatchObject({
      discountCents: 300,
      refusal: null,
      offer: { code: null },
    });
    const order = await place(member, {});
    // 3 700 − 300, + HST 13 % (442).
    expect(order).toMatchObject({
      discountCents: 300,
      totalCents: 3400 + 442,
      promotionCode: null,
    });
  }, 60_000);

  it('restaurants carry the offers that apply to the viewer, many restaurants in one batch', async () => {
    const offersOf = async (token?: string) => {
      const res = await gql<{
        _entities: Array<{ id: string; offers: Array<{ code: string | null }> }>;
      }>(
        stack.ordersUrl,
        `query($r: [_Any!]!) { _entities(representations: $r) {
          ... on Restaurant { id offers { code name } } } }`,
        {
          r: [stack.restaurantId, stack.otherRestaurantId].map((id) => ({
            __typename: 'Restaurant',
            id,
          })),
        },
        token,
      );
      if (!res.data || res.errors) throw new Error(JSON.stringify(res.errors));
      return res.data._entities.map((r) => r.offers.map((o) => o.code ?? `auto`));
    };
    // A visitor: no paused, scheduled, used-up or waitlist-only offer; first orders are shown.
    const [here, other] = await offersOf();
    expect(here).toEqual(
      expect.arrayContaining(['MIN30', 'ONCE', 'FIRST', 'ITALIAN', 'TWICE', 'auto']),
    );
    expect(here).not.toEqual(expect.arrayContaining(['RESTING']));
    expect(here.filter((c) => ['RESTING', 'SOON', 'INSIDERS', 'ELSEWHERE'].includes(c))).toEqual(
      [],
    );
    expect(other).toContain('ELSEWHERE');
    expect(other).not.toContain('ITALIAN');
    // A guest who ordered already: no FIRST; TEN is back at its limit only once every slot is taken.
    const guest = await stack.guest();
    await stack.add(guest, dish, occurrenceId, 1);
    await place(guest, {});
    const [mine] = await offersOf(guest.token);
    expect(mine).not.toContain('FIRST');
  });

  it('a restaurant that is not public carries no offers, except for its owner and admins', async () => {
    const offersOf = async (token?: string) => {
      const res = await gql<{ _entities: Array<{ offers: Array<{ code: string | null }> }> }>(
        stack.ordersUrl,
        `query($r: [_Any!]!) { _entities(representations: $r) { ... on Restaurant { offers { code } } } }`,
        { r: [{ __typename: 'Restaurant', id: stack.otherRestaurantId }] },
        token,
      );
      if (!res.data || res.errors) throw new Error(JSON.stringify(res.errors));
      return res.data._entities[0]!.offers.map((o) => o.code ?? 'auto');
    };
    const facts = async (f: Parameters<SagaStack['established']>[3]) => {
      const event = stack.established(
        stack.otherRestaurantId,
        stack.otherChef.id,
        'Other Kitchen',
        f,
      );
      await stack.bus.publish(Topics.restaurants, [event]);
      await eventually(
        async () =>
          (await query(stack.db, `SELECT 1 FROM orders.inbox WHERE "eventId" = $1`, [event.id]))
            .length > 0,
        stack.timeoutMs,
      );
    };
    expect(await offersOf()).toContain('ELSEWHERE');
    await facts({ isHidden: true });
    expect(await offersOf()).toEqual([]);
    expect(await offersOf((await stack.guest()).token)).toEqual([]);
    expect(await offersOf(stack.chef.token)).toEqual([]);
    expect(await offersOf(stack.otherChef.token)).toContain('ELSEWHERE');
    expect(await offersOf((await stack.issuer.token({ role: 'ADMIN' })).token)).toContain(
      'ELSEWHERE',
    );
    await facts({});
    expect(await offersOf()).toContain('ELSEWHERE');
  });

  it('the ledger records who funds a discount: the platform pays the chef it, commission as without it', async () => {
    const [order] = await query<{ id: string }>(
      stack.db,
      `SELECT id FROM orders.orders WHERE status = 'PENDING' AND promotion_code = 'TEN' LIMIT 1`,
    );
    expect((await stack.act(stack.chef, 'acceptOrder', order!.id)).order).toMatchObject({
      status: 'ACCEPTED',
    });
    const ledger = await query<{ kind: string; cents: number }>(
      stack.db,
      `SELECT kind, amount_cents AS cents FROM orders.ledger_entries WHERE order_id = $1 ORDER BY id`,
      [order!.id],
    );
    // The guest paid 3 330 + HST 433; Hearth supplies (no GST/HST number), so the tax leaves the
    // chef's balance and carries no commission (docs/rules/tax.md).
    expect(ledger.slice(0, 4)).toEqual([
      { kind: 'GROSS', cents: 3763 },
      { kind: 'TAX_COLLECTED', cents: -433 },
      { kind: 'PROMOTION_FUNDING', cents: 370 },
      { kind: 'COMMISSION', cents: -370 },
    ]);
    expect(ledger[4]!.kind).toBe('PROCESSOR_FEE');
    const refund = await gql<{ refundOrder: { __typename: string } }>(
      stack.ordersUrl,
      `mutation($id: ID!) { refundOrder(orderId: $id, amountCents: 3763, reason: null,
        idempotencyKey: "${randomUUID()}") { __typename } }`,
      { id: order!.id },
      admin.token,
    );
    expect(refund.data?.refundOrder.__typename).toBe('Order');
    const [net] = await query<{ cents: number }>(
      stack.db,
      `SELECT sum(amount_cents)::int AS cents FROM orders.ledger_entries
        WHERE order_id = $1 AND kind <> 'PROCESSOR_FEE'`,
      [order!.id],
    );
    expect(net!.cents).toBe(0);
  });

  it('a discount that would leave less than a card can be charged (under $0.50) makes the order free', async () => {
    // 1 portion at $18.50 for pickup, $18.30 off: 20 cents would be left, no card takes that.
    const { promotion } = await create({
      code: 'ALMOSTALL',
      discountType: 'FIXED',
      percentOff: null,
      amountOffCents: PRICE - 20,
    });
    expect(promotion).toMatchObject({ __typename: 'Promotion' });
    const guest = await guestWith(1);
    expect((await discount(guest, 'ALMOSTALL')).discountCents).toBe(PRICE - 20);
    const order = await place(guest, { promotionCode: 'ALMOSTALL' });
    expect(order).toMatchObject({
      discountCents: PRICE,
      totalCents: 0,
      promotionCode: 'ALMOSTALL',
    });
    await stack.outcomes(30_000);
    const [placed] = await query<{ status: string }>(
      stack.db,
      `SELECT status FROM orders.orders WHERE id = $1`,
      [order.id],
    );
    expect(placed!.status).toBe('PENDING');
    // Nothing to hold: no payment for it; the redemption records what the order got.
    expect(
      await query(stack.db, `SELECT 1 FROM orders.payments WHERE order_id = $1`, [order.id]),
    ).toEqual([]);
    const [redeemed] = await query<{ cents: number }>(
      stack.db,
      `SELECT discount_cents AS cents FROM orders.promotion_redemptions WHERE order_id = $1`,
      [order.id],
    );
    expect(redeemed!.cents).toBe(PRICE);
  }, 60_000);

  it('two "first order only" codes at once for one new guest: only one order counts as the first', async () => {
    await create({ code: 'FIRSTA', firstOrderOnly: true });
    await create({ code: 'FIRSTB', firstOrderOnly: true });
    const later = await stack.session(
      [{ dishId: dish, minQuantity: 1, maxQuantity: 400, portionSize: '500 g' }],
      { min: 1, max: 20 },
      3,
    );
    const guest = await guestWith(1);
    await stack.add(guest, dish, later, 1);
    // Both checkouts are kept open together: this test holds both promotions' rows until both
    // checkouts wait on a lock, then lets them go at once.
    const holder = new pg.Client({ connectionString: stack.db });
    await holder.connect();
    let placed: OrderView[];
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT id FROM orders.promotions WHERE code = ANY($1) FOR UPDATE`, [
        ['FIRSTA', 'FIRSTB'],
      ]);
      const both = Promise.all([
        place(guest, { promotionCode: 'firsta' }),
        place(guest, { occurrenceId: later, promotionCode: 'firstb' }),
      ]);
      await eventually(async () => {
        const [waiting] = await query<{ n: number }>(
          stack.db,
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return waiting!.n >= 2;
      }, stack.timeoutMs);
      await holder.query('COMMIT');
      placed = await both;
    } finally {
      await holder.end();
    }
    expect(placed.filter((p) => p.__typename === 'Order')).toHaveLength(1);
    expect(placed.filter((p) => p.__typename === 'ValidationError').map((p) => p.errors)).toEqual([
      [{ field: 'promotionCode', message: M.codeFirstOrderOnly }],
    ]);
    const [used] = await query<{ n: number }>(
      stack.db,
      `SELECT count(*)::int AS n FROM orders.promotion_redemptions WHERE guest_id = $1`,
      [guest.id],
    );
    expect(used!.n).toBe(1);
  });
});
