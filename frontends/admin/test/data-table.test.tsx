import { describe, expect, it } from '@jest/globals';
import { pageItems } from '../src/components/data-table/pageItems';
import { formatCount, formatDateTime, localIsoDate, rangeSummary } from '../src/lib/format';

const show = (current: number, count: number) =>
  pageItems(current, count)
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

describe('formatting in the admin locale', () => {
  it('writes the range summary with an en dash and grouped thousands', () => {
    expect(rangeSummary(2, 25, 25, 1000, ['en-CA'])).toBe('Showing 26–50 of 1,000');
    expect(rangeSummary(40, 25, 25, 1000, ['en-CA'])).toBe('Showing 976–1,000 of 1,000');
    expect(rangeSummary(1, 25, 0, 0, ['en-CA'])).toBe('Showing 0 of 0');
    expect(formatCount(1000, ['fr-CA'])).toBe('1\u00a0000');
  });
  it('shows dates with the time zone, in the given locale and zone', () => {
    const iso = '2026-11-21T15:04:00Z';
    expect(formatDateTime(iso, ['en-CA'], 'America/Toronto')).toBe('Nov 21, 2026, 10:04 a.m. EST');
    expect(formatDateTime(iso, ['en-US'], 'America/Vancouver')).toBe('Nov 21, 2026, 7:04 AM PST');
    expect(formatDateTime(iso, ['fr-CA'], 'America/Toronto')).toMatch(
      /21 nov\. 2026.*10 h 04.*HNE/,
    );
    expect(formatDateTime('not a date', ['en-CA'])).toBe('not a date');
  });
  it('names files with the local calendar date', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
