import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  EventTypes,
  Topics,
  createEnvelope,
  type DishChangedPayload,
  type EventEnvelope,
} from '@hearth/events';
import { eventually, gql, query } from '../../../test/support/db.js';
import { SagaStack, type User } from './support/saga-stack.js';

type Ingredient = { name: string; quantity: number; unit: string; notes: string | null };

/** Per portion. */
const CURRY: Ingredient[] = [
  { name: 'Chicken thighs', quantity: 200, unit: 'g', notes: 'boneless' },
  { name: 'Cream', quantity: 0.1, unit: 'L', notes: null },
  { name: 'Garam masala', quantity: 1, unit: 'tbsp', notes: null },
  { name: 'Onion', quantity: 1, unit: 'whole', notes: null },
  { name: 'Saffron', quantity: 2, unit: 'threads', notes: 'soaked' },
];
const NAAN: Ingredient[] = [
  { name: 'Flour', quantity: 150, unit: 'grams', notes: null },
  { name: 'onion', quantity: 0.5, unit: 'pieces', notes: null },
  { name: 'Salt', quantity: 0, unit: 'pinch', notes: 'to taste' },
];

const PREP = `occurrenceId startsAt orderCutoffAt isOpen timeZone acceptedPortions pendingPortions
  dishes { dishId dishName portionSize acceptedPortions pendingPortions portionsLeft portionsCooked }
  orders { orderId status guestId fulfilment readyAt placedAt instructions distanceKm
    lines { dishId dishName quantity } }`;
const SHOPPING = `from to occurrenceIds portions dishesWithoutIngredients
  items { name quantity acceptedQuantity unit dishNames notes }
  otherUnits { name quantity acceptedQuantity unit dishNames notes }`;

interface ShoppingItem {
  name: string;
  quantity: number;
  acceptedQuantity: number;
  unit: string;
  dishNames: string[];
  notes: string[];
}

describe("orders: the chef's kitchen tools (prep sheet, shopping list, sales)", () => {
  const stack = new SagaStack();
  let ana: User;
  let ben: User;
  let curry: string;
  let naan: string;
  let bare: string;
  let occurrenceId: string;
  let anaOrder: string;
  let benOrder: string;

  const dishChanged = (
    dishId: string,
    name: string,
    ingredients: Ingredient[] | undefined,
  ): EventEnvelope =>
    createEnvelope<DishChangedPayload>({
      type: EventTypes.DishChanged,
      version: 1,
      aggregateId: dishId,
      payload: {
        dishId,
        restaurantId: stack.restaurantId,
        name,
        priceCents: name === 'Butter Chicken' ? 1800 : 350,
        portionSize: '1 bowl',
        status: 'ACTIVE',
        imageUrl: null,
        ...(ingredients ? { ingredients } : {}),
      },
    });

  /** A dish with ingredients, as restaurants publishes it; waits until orders and sessions know it. */
  async function dish(name: string, ingredients?: Ingredient[]): Promise<string> {
    const dishId = randomUUID();
    await stack.bus.publish(Topics.restaurants, [dishChanged(dishId, name, ingredients)]);
    await eventually(
      async () =>
        (await query(stack.db, `SELECT 1 FROM orders.order_dishes WHERE dish_id = $1`, [dishId]))
          .length === 1 &&
        (
          await query(stack.db, `SELECT 1 FROM sessions.restaurant_dishes WHERE dish_id = $1`, [
            dishId,
          ])
        ).length === 1,
      stack.timeoutMs,
    );
    return dishId;
  }

  const ask = <T>(q: string, variables: Record<string, unknown>, user: User = stack.chef) =>
    gql<T>(stack.ordersUrl, q, variables, user.token);

  const prepSheet = (user: User = stack.chef) =>
    ask<{ prepSheet: Record<string, unknown> }>(
      `query($id: ID!) { prepSheet(occurrenceId: $id) { ${PREP} } }`,
      { id: occurrenceId },
      user,
    );
  const shoppingList = (variables: Record<string, unknown>, user: User = stack.chef) =>
    ask<{
      shoppingList: { items: ShoppingItem[]; otherUnits: ShoppingItem[] } & Record<string, unknown>;
    }>(
      `query($r: ID!, $o: ID, $from: DateTime, $to: DateTime) {
        shoppingList(restaurantId: $r, occurrenceId: $o, from: $from, to: $to) { ${SHOPPING} } }`,
      { r: stack.restaurantId, ...variables },
      user,
    );

  /** Portions per dish of the occurrence's PENDING and ACCEPTED orders, read from the database. */
  async function portionsInDatabase(): Promise<Map<string, { all: number; accepted: number }>> {
    const rows = await query<{ dishId: string; all: number; accepted: number }>(
      stack.db,
      `SELECT l.dish_id AS "dishId", sum(l.quantity)::int AS all,
              coalesce(sum(l.quantity) FILTER (WHERE o.status IN ('ACCEPTED', 'COMPLETED')), 0)::int AS accepted
         FROM orders.orders o JOIN orders.order_lines l ON l.order_id = o.id
        WHERE o.occurrence_id = $1 AND o.status IN ('PLACED', 'PENDING', 'ACCEPTED', 'COMPLETED')
        GROUP BY l.dish_id`,
      [occurrenceId],
    );
    return new Map(rows.map((r) => [r.dishId, { all: r.all, accepted: r.accepted }]));
  }

  beforeAll(async () => {
    await stack.start('orders_kitchen');
    ana = await stack.guest();
    ben = await stack.guest();
    curry = await dish('Butter Chicken', CURRY);
    naan = await dish('Garlic Naan', NAAN);
    bare = await dish('Mystery Soup');
    occurrenceId = await stack.session([
      { dishId: curry, minQuantity: 1, maxQuantity: 10, portionSize: '450 g' },
      { dishId: naan, minQuantity: 1, maxQuantity: 30, portionSize: '2 pieces' },
      { dishId: bare, minQuantity: 1, maxQuantity: 5, portionSize: '1 bowl' },
    ]);
    await stack.add(ana, curry, occurrenceId, 2);
    await stack.add(ana, naan, occurrenceId, 4);
    anaOrder = (await stack.place(ana, { occurrenceId, instructions: 'Side door' })).order!.id;
    await stack.add(ben, curry, occurrenceId, 1);
    await stack.add(ben, bare, occurrenceId, 1);
    benOrder = (await stack.place(ben, { occurrenceId })).order!.id;
    expect(await stack.settled(anaOrder)).toBe('PENDING');
    expect(await stack.settled(benOrder)).toBe('PENDING');
    const accepted = await stack.act(stack.chef, 'acceptOrder', anaOrder);
    expect(accepted.order?.status).toBe('ACCEPTED');
    // The stock each order took reaches orders' projection by event.
    await eventually(async () => {
      const [row] = await query<{ remaining: number }>(
        stack.db,
        `SELECT remaining FROM orders.cart_occurrence_dishes WHERE occurrence_id = $1 AND dish_id = $2`,
        [occurrenceId, curry],
      );
      return row?.remaining === 7;
    }, stack.timeoutMs);
  }, 60_000);
  afterAll(() => stack.stop());

  it('prep sheet: portions accepted and pending apart, portions left, the cutoff and the line-up in order', async () => {
    const res = await prepSheet();
    expect(res.errors).toBeUndefined();
    const sheet = res.data!.prepSheet as {
      dishes: Array<Record<string, unknown>>;
      orders: Array<Record<string, unknown>>;
      [k: string]: unknown;
    };
    const [occ] = await query<{ startsAt: Date; cutoff: Date }>(
      stack.db,
      `SELECT starts_at AS "startsAt", order_cutoff_at AS cutoff FROM sessions.session_occurrences WHERE id = $1`,
      [occurrenceId],
    );
    expect(sheet).toMatchObject({
      occurrenceId,
      startsAt: occ!.startsAt.toISOString(),
      orderCutoffAt: occ!.cutoff.toISOString(),
      isOpen: true,
      timeZone: 'America/Toronto',
      acceptedPortions: 6,
      pendingPortions: 2,
    });
    expect(sheet.dishes).toEqual([
      {
        dishId: curry,
        dishName: 'Butter Chicken',
        portionSize: '450 g',
        acceptedPortions: 2,
        pendingPortions: 1,
        portionsLeft: 7,
        portionsCooked: 10,
      },
      {
        dishId: naan,
        dishName: 'Garlic Naan',
        portionSize: '2 pieces',
        acceptedPortions: 4,
        pendingPortions: 0,
        portionsLeft: 26,
        portionsCooked: 30,
      },
      {
        dishId: bare,
        dishName: 'Mystery Soup',
        portionSize: '1 bowl',
        acceptedPortions: 0,
        pendingPortions: 1,
        portionsLeft: 4,
        portionsCooked: 5,
      },
    ]);
    expect(sheet.orders.map((o) => [o.orderId, o.status, o.guestId, o.fulfilment])).toEqual([
      [anaOrder, 'ACCEPTED', ana.id, 'PICKUP'],
      [benOrder, 'PENDING', ben.id, 'PICKUP'],
    ]);
    expect(sheet.orders[0]).toMatchObject({
      instructions: 'Side door',
      readyAt: occ!.startsAt.toISOString(),
      lines: [
        { dishId: curry, dishName: 'Butter Chicken', quantity: 2 },
        { dishId: naan, dishName: 'Garlic Naan', quantity: 4 },
      ],
    });

    const list = await ask<{ prepSheets: Array<{ occurrenceId: string }> }>(
      `query($r: ID!) { prepSheets(restaurantId: $r, days: 7) { occurrenceId acceptedPortions } }`,
      { r: stack.restaurantId },
    );
    expect(list.data?.prepSheets.map((s) => s.occurrenceId)).toEqual([occurrenceId]);
  });

  it('shopping list: each ingredient = quantity per portion × portions ordered (from the database), summed across dishes, in g/kg, ml/l or each', async () => {
    const portions = await portionsInDatabase();
    const curryP = portions.get(curry)!;
    const naanP = portions.get(naan)!;
    expect(curryP).toEqual({ all: 3, accepted: 2 });
    expect(naanP).toEqual({ all: 4, accepted: 4 });

    const res = await shoppingList({ o: occurrenceId });
    expect(res.errors).toBeUndefined();
    const list = res.data!.shoppingList;
    expect(list.occurrenceIds).toEqual([occurrenceId]);
    expect(list.portions).toBe(curryP.all + naanP.all + 1);
    expect(list.dishesWithoutIngredients).toEqual(['Mystery Soup']);
    const item = (name: string) => list.items.find((i) => i.name.toLowerCase() === name)!;
    // 200 g × 3 portions.
    expect(item('chicken thighs')).toEqual({
      name: 'Chicken thighs',
      quantity: 200 * curryP.all,
      acceptedQuantity: 200 * curryP.accepted,
      unit: 'g',
      dishNames: ['Butter Chicken'],
      notes: ['boneless'],
    });
    // 0.1 L × 3 = 300 ml.
    expect(item('cream')).toMatchObject({ quantity: 300, acceptedQuantity: 200, unit: 'ml' });
    // 1 tbsp (14.787 ml) × 3.
    expect(item('garam masala').unit).toBe('ml');
    expect(item('garam masala').quantity).toBeCloseTo(14.787 * curryP.all, 1);
    // Onion across both dishes: 1 whole × 3 + 0.5 piece × 4 = 5 each.
    expect(item('onion')).toMatchObject({
      quantity: 1 * curryP.all + 0.5 * naanP.all,
      acceptedQuantity: 1 * curryP.accepted + 0.5 * naanP.accepted,
      unit: 'each',
      dishNames: ['Butter Chicken', 'Garlic Naan'],
    });
    expect(item('flour')).toMatchObject({ quantity: 150 * naanP.all, unit: 'g' });
    // Units that do not convert are listed apart, summed as typed.
    expect(list.otherUnits).toEqual([
      {
        name: 'Saffron',
        quantity: 2 * curryP.all,
        acceptedQuantity: 2 * curryP.accepted,
        unit: 'threads',
        dishNames: ['Butter Chicken'],
        notes: ['soaked'],
      },
      {
        name: 'Salt',
        quantity: 0,
        acceptedQuantity: 0,
        unit: 'pinch',
        dishNames: ['Garlic Naan'],
        notes: ['to taste'],
      },
    ]);
  });

  it('shopping list over a date range sums the occurrences starting in it', async () => {
    const res = await shoppingList({
      from: new Date(Date.now() - 3_600_000).toISOString(),
      to: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.shoppingList.occurrenceIds).toEqual([occurrenceId]);
    // A range that misses the occurrence counts nothing.
    const none = await shoppingList({
      from: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      to: new Date(Date.now() + 12 * 86_400_000).toISOString(),
    });
    expect(none.data!.shoppingList).toMatchObject({ occurrenceIds: [], portions: 0, items: [] });
  });

  it('a DishChanged without ingredients keeps the ones orders knew', async () => {
    await stack.bus.publish(Topics.restaurants, [dishChanged(curry, 'Butter Chicken', undefined)]);
    await eventually(async () => {
      const [row] = await query<{ ingredients: Ingredient[] | null }>(
        stack.db,
        `SELECT ingredients FROM orders.order_dishes WHERE dish_id = $1`,
        [curry],
      );
      return row?.ingredients?.length === CURRY.length;
    }, stack.timeoutMs);
  });

  it('sales: weekly orders, portions and sales, sales per dish, acceptance rate', async () => {
    const declined = await stack.act(stack.chef, 'declineOrder', benOrder, 'Out of cream');
    expect(declined.order?.status).toBe('DECLINED');
    const from = new Date(Date.now() - 14 * 86_400_000).toISOString();
    const to = new Date(Date.now() + 14 * 86_400_000).toISOString();
    const res = await ask<{ kitchenSales: Record<string, unknown> & { weeks: unknown[] } }>(
      `query($r: ID!, $from: DateTime, $to: DateTime) { kitchenSales(restaurantId: $r, from: $from, to: $to) {
        orders portions salesCents ordersAnswered ordersDeclined acceptanceRate timeZone
        weeks { weekStart orders portions salesCents } dishes { dishId dishName portions salesCents } } }`,
      { r: stack.restaurantId, from, to },
    );
    expect(res.errors).toBeUndefined();
    const sales = res.data!.kitchenSales;
    expect(sales).toMatchObject({
      orders: 1,
      portions: 6,
      salesCents: 2 * 1800 + 4 * 350,
      ordersAnswered: 2,
      ordersDeclined: 1,
      acceptanceRate: 0.5,
      dishes: [
        { dishId: curry, dishName: 'Butter Chicken', portions: 2, salesCents: 3600 },
        { dishId: naan, dishName: 'Garlic Naan', portions: 4, salesCents: 1400 },
      ],
    });
    // Every week of the period is listed (4–5 Mondays), the sold one with its figures.
    expect(sales.weeks.length).toBeGreaterThanOrEqual(4);
    expect(sales.weeks).toContainEqual(
      expect.objectContaining({ orders: 1, portions: 6, salesCents: 5000 }),
    );
  });

  it('only the chef who owns the restaurant reads them: another chef and a guest are FORBIDDEN', async () => {
    for (const intruder of [stack.otherChef, ana]) {
      expect((await prepSheet(intruder)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(
        (await shoppingList({ o: occurrenceId }, intruder)).errors?.[0]?.extensions?.code,
      ).toBe('FORBIDDEN');
      const sheets = await ask(
        `query($r: ID!) { prepSheets(restaurantId: $r) { occurrenceId } }`,
        { r: stack.restaurantId },
        intruder,
      );
      expect(sheets.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const sales = await ask(
        `query($r: ID!) { kitchenSales(restaurantId: $r) { orders } }`,
        { r: stack.restaurantId },
        intruder,
      );
      expect(sales.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // Another chef's restaurant with this occurrence: refused, nothing leaks.
    const mixed = await shoppingList(
      { r: stack.otherRestaurantId, o: occurrenceId },
      stack.otherChef,
    );
    expect(mixed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await ask(`query($id: ID!) { prepSheet(occurrenceId: $id) { occurrenceId } }`, {
      id: randomUUID(),
    });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
