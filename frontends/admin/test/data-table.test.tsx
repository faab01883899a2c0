import { describe, expect, it } from '@jest/globals';
import { compactPageItems, pageItems } from '../src/components/data-table/pageItems';
import {
  formatCount,
  formatDateTime,
  formatDateTimeParts,
  localIsoDate,
  rangeSummary,
} from '../src/lib/format';

const show = (current: number, count: number, items = pageItems) =>
  items(current, count)
    .map((i) => (i.kind === 'gap' ? '…' : String(i.page)))
    .join(' ');

describe('pageItems', () => {
  it('lists every page up to 7', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(3, 7)).toBe('1 2 3 4 5 6 7');
  });
  it('keeps the first, the last and the neighbours of the current page, at most 7 items', () => {
    expect(show(1, 40)).toBe('1 2 3 4 5 … 40');
    expect(show(4, 40)).toBe('1 2 3 4 5 … 40');
    expect(show(5, 40)).toBe('1 … 4 5 6 … 40');
    expect(show(20, 40)).toBe('1 … 19 20 21 … 40');
    expect(show(37, 40)).toBe('1 … 36 37 38 39 40');
    expect(show(40, 40)).toBe('1 … 36 37 38 39 40');
    for (let p = 1; p <= 40; p++) expect(pageItems(p, 40).length).toBeLessThanOrEqual(7);
  });
});

describe('compactPageItems (phones)', () => {
  it('keeps the first, the current and the last page, at most 5 items', () => {
    const compact = (c: number, n: number) => show(c, n, compactPageItems);
    expect(compact(2, 4)).toBe('1 2 3 4');
    expect(compact(1, 40)).toBe('1 2 … 40');
    expect(compact(2, 40)).toBe('1 2 … 40');
    expect(compact(20, 40)).toBe('1 … 20 … 40');
    expect(compact(39, 40)).toBe('1 … 39 40');
    expect(compact(40, 40)).toBe('1 … 39 40');
    for (let p = 1; p <= 40; p++) expect(compactPageItems(p, 40).length).toBeLessThanOrEqual(5);
  });
});

describe('formatting in the admin locale', () => {
  it('writes the range summary with an en dash and grouped thousands', () => {
    expect(rangeSummary(2, 25, 25, 1000, ['en-CA'])).toBe('Showing 26–50 of 1,000');
    expect(rangeSummary(40, 25, 25, 1000, ['en-CA'])).toBe('Showing 976–1,000 of 1,000');
    expect(rangeSummary(1, 25, 0, 0, ['en-CA'])).toBe('Showing 0 of 0');
    expect(formatCount(1000, ['fr-CA'])).toBe('1\u00a0000');
  });
  it('shows dates with the time zone, in the given locale and zone', () => {
    const iso = '2026-11-21T15:04:00Z';
    // ICU may put no-break spaces inside the time (\s matches them).
    expect(formatDateTime(iso, ['en-CA'], 'America/Toronto')).toMatch(
      /^Nov 21, 2026, 10:04\sa\.m\.\sEST$/,
    );
    expect(formatDateTime(iso, ['en-US'], 'America/Vancouver')).toMatch(
      /^Nov 21, 2026, 7:04\sAM\sPST$/,
    );
    expect(formatDateTime(iso, ['fr-CA'], 'America/Toronto')).toMatch(
      /21 nov\. 2026.*10 h 04.*HNE/,
    );
    expect(formatDateTime('not a date', ['en-CA'])).toBe('not a date');
  });
  it('splits a date-time into date and time halves that join back to the full text', () => {
    const iso = '2026-11-21T15:04:00Z';
    expect(formatDateTimeParts(iso, ['en-CA'], 'America/Toronto')).toEqual({
      date: 'Nov 21, 2026',
      separator: ', ',
      // ICU may use a no-break space inside the time.
      time: expect.stringMatching(/^10:04\sa\.m\.\sEST$/),
    });
    for (const locale of ['en-CA', 'en-US', 'fr-CA', 'de-DE', 'ja-JP']) {
      const { date, separator, time } = formatDateTimeParts(iso, [locale], 'America/Toronto');
      expect(date + separator + time).toBe(formatDateTime(iso, [locale], 'America/Toronto'));
    }
  });
  it('names files with the local calendar date', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
