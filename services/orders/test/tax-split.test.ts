import { describe, expect, it } from '@jest/globals';
import type { TaxLine } from '@hearth/contracts';
import { splitByLines } from '../src/tax/export-tax-collected.query.js';

const quebec: TaxLine[] = [
  { name: 'GST', province: 'QC', ratePpm: 50_000, amountCents: 110 },
  { name: 'QST', province: 'QC', ratePpm: 99_750, amountCents: 219 },
];

describe('splitByLines (the tax export splits an order’s tax across its lines)', () => {
  it('gives each line its own amount when the whole tax is collected', () => {
    expect(splitByLines(329, quebec)).toEqual([110, 219]);
  });

  it('splits a refund’s share in proportion, the parts adding up to it exactly', () => {
    const parts = splitByLines(101, quebec);
    expect(parts).toEqual([34, 67]); // 101 × 110/329 = 33.8 → 34; the rest to QST
    expect(parts[0]! + parts[1]!).toBe(101);
  });

  it('gives nothing to lines of an untaxed order', () => {
    expect(splitByLines(0, [])).toEqual([]);
  });
});
