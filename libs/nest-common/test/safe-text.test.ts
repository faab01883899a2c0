import { describe, expect, it } from '@jest/globals';
import { findUnsafeText, isUnsafeText } from '../src/graphql/safe-text.plugin.js';

describe('text PostgreSQL cannot store (safeTextPlugin)', () => {
  it('is a NUL or a lone surrogate; emoji, accents, tabs, new lines and U+FFFD are fine', () => {
    expect(isUnsafeText('a\u0000b')).toBe(true);
    expect(isUnsafeText('a\ud83cb')).toBe(true);
    expect(isUnsafeText('\udf72 tail')).toBe(true);
    expect(isUnsafeText('Crème brûlée 🍲\tline\nnext \ufffd')).toBe(false);
  });

  it('is found at any depth of the variables, by its dotted path, object keys included', () => {
    expect(
      findUnsafeText({
        input: { name: 'Tourtière', dishes: [{ name: 'ok' }, { name: 'bad\u0000' }] },
      }),
    ).toBe('input.dishes.1.name');
    expect(findUnsafeText({ input: { ['k\u0000']: 1 } })).toBe('input.k\u0000');
    expect(findUnsafeText({ input: { n: 3, ok: true, none: null, list: ['a', 'é'] } })).toBeNull();
  });
});
