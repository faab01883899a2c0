import { describe, expect, it } from '@jest/globals';
import { buildSchema, parse, validate } from 'graphql';
import { MAX_DEPTH, depthLimitRule, estimateCost } from '../src/limits.js';

// A recursive schema: today's supergraph has no cycles, so depth can only grow once types refer
// back to each other (restaurant → dishes → restaurant …), which is what the rule guards.
const schema = buildSchema(`
  type Node { id: ID! name: String children(limit: Int): [Node!]! parent: Node }
  type Query { node: Node nodes(limit: Int): [Node!]! }
`);
const nested = (depth: number) =>
  `{ node ${'{ parent '.repeat(depth - 1)}{ id }${' }'.repeat(depth - 1)} }`;

describe('gateway limits', () => {
  it('accepts an operation at the depth limit and rejects one level deeper with a clear message', () => {
    expect(validate(schema, parse(nested(MAX_DEPTH)), [depthLimitRule])).toEqual([]);
    const errors = validate(schema, parse(nested(MAX_DEPTH + 1)), [depthLimitRule]);
    expect(errors.map((e) => e.message)).toEqual([
      `'' exceeds maximum operation depth of ${MAX_DEPTH}`,
    ]);
  });

  it('counts a paged list as its children times the page size', () => {
    expect(estimateCost(schema, parse('{ nodes(limit: 10) { id name } }'))).toBe(1 + 2 * 10);
    expect(
      estimateCost(schema, parse('query($n: Int) { nodes(limit: $n) { id } }'), { n: 40 }),
    ).toBe(1 + 40);
    expect(estimateCost(schema, parse('{ node { id name } }'))).toBe(3);
  });
});
