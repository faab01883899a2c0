/**
 * Per-request batching of resolver fields: the orders of one request share one lookup (a list of
 * N orders costs one batch, not N), another request gets its own, and a key the lookup does not
 * answer gets the field's empty value.
 */
import { describe, expect, it } from '@jest/globals';
import { RequestLoaders } from '../src/common/request-loaders.js';

describe('RequestLoaders', () => {
  it('answers every key of one request from one batched lookup, and the unknown with missing', async () => {
    const batches: string[][] = [];
    const lookup = async (keys: readonly string[]) => {
      batches.push([...keys]);
      return new Map(keys.filter((k) => k !== 'c').map((k) => [k, `payment of ${k}`]));
    };
    const loaders = new RequestLoaders<string, string | null>(null);
    const request = {};
    const answers = await Promise.all(['a', 'b', 'c'].map((k) => loaders.load(request, k, lookup)));
    expect(answers).toEqual(['payment of a', 'payment of b', null]);
    expect(batches).toEqual([['a', 'b', 'c']]);

    const other = {};
    expect(await loaders.load(other, 'a', lookup)).toBe('payment of a');
    expect(batches).toHaveLength(2); // a new request does not read the first one's cache
  });
});
