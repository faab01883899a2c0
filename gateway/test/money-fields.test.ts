import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { Kind, parse, type TypeNode } from 'graphql';

/**
 * Money is integer cents (SPEC, STYLE): no field or argument of the composed schema that holds an
 * amount of money may be a Float (or a String). A money name ends in `Cents`, or is (or ends in) a
 * money word — price, total, amount, fee, discount, subtotal, tip, earnings, balance, payout,
 * refund, cost, charge, revenue, sales, gross, net, paid, owed. Object-typed fields of such names
 * (`refunds: [Refund!]!`, `chefEarnings: ChefEarnings!`) carry their money in their own fields,
 * which are checked in turn.
 */
const MONEY_NAME =
  /Cents$|(^|[a-z])(price|total|amount|fee|discount|subtotal|tip|earnings|balance|payout|refund|cost|charge|revenue|sales|gross|net|paid|owed)s?$/i;

const namedType = (t: TypeNode): string =>
  t.kind === Kind.NAMED_TYPE ? t.name.value : namedType(t.type);

/** Every money field (`Type.field`) and argument (`Type.field(arg)`) of `sdl` with a scalar type. */
function moneyFields(sdl: string): Array<{ where: string; type: string }> {
  const doc = parse(sdl);
  const scalars = new Set(['Int', 'Float', 'String', 'ID', 'Boolean']);
  for (const d of doc.definitions)
    if (d.kind === Kind.SCALAR_TYPE_DEFINITION) scalars.add(d.name.value);
  const found: Array<{ where: string; type: string }> = [];
  const check = (where: string, name: string, type: TypeNode) => {
    if (MONEY_NAME.test(name) && scalars.has(namedType(type)))
      found.push({ where, type: namedType(type) });
  };
  for (const d of doc.definitions) {
    if (
      d.kind !== Kind.OBJECT_TYPE_DEFINITION &&
      d.kind !== Kind.INPUT_OBJECT_TYPE_DEFINITION &&
      d.kind !== Kind.INTERFACE_TYPE_DEFINITION
    )
      continue;
    for (const f of d.fields ?? []) {
      check(`${d.name.value}.${f.name.value}`, f.name.value, f.type);
      if ('arguments' in f)
        for (const a of f.arguments ?? [])
          check(`${d.name.value}.${f.name.value}(${a.name.value})`, a.name.value, a.type);
    }
  }
  return found;
}

describe('the composed schema holds money as integer cents', () => {
  const supergraph = readFileSync(new URL('../supergraph.graphql', import.meta.url), 'utf8');
  const money = moneyFields(supergraph);

  it('lists the money fields and arguments, and every one is an Int', () => {
    const wherever = money.map((m) => m.where);
    // The list is the real one: the order's, the payment's and the refund argument are in it.
    expect(wherever).toEqual(
      expect.arrayContaining([
        'Order.totalCents',
        'OrderLine.unitPriceCents',
        'Payment.capturedCents',
        'Mutation.refundOrder(amountCents)',
        'DishInput.priceCents',
        'ChefEarnings.balanceCents',
      ]),
    );
    const notInt = money.filter((m) => m.type !== 'Int');
    expect(notInt).toEqual([]);
  });

  it('would catch a Float amount, a String price and a Float argument', () => {
    const bad = moneyFields(`
      type Query { quote(tipCents: Float): Quote, distanceKm: Float }
      type Quote { total: Float!, price: String, amountCents: Int!, rating: Float, refunds: [Quote!]! }
    `);
    expect(bad.filter((m) => m.type !== 'Int').map((m) => m.where)).toEqual([
      'Query.quote(tipCents)',
      'Quote.total',
      'Quote.price',
    ]);
  });
});
