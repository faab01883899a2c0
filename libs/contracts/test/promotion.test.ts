import { describe, expect, it } from '@jest/globals';
import {
  PromotionMessages as M,
  createPromotionSchema,
  orderTotalCents,
  promotionDiscountCents,
  toFieldErrors,
  utcToZonedLocal,
  zonedLocalToUtc,
} from '../src/index.js';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : toFieldErrors(result.error as Parameters<typeof toFieldErrors>[0]);

const nextYear = new Date().getUTCFullYear() + 1;
const valid = {
  name: 'Welcome 15',
  kind: 'CODE',
  code: ' welcome-15 ',
  discountType: 'PERCENT',
  percentOff: 15,
  minSubtotalCents: 3000,
  startsAt: `${nextYear}-01-01T09:00`,
  endsAt: `${nextYear}-02-01T09:00`,
  timeZone: 'America/Toronto',
  fundedBy: 'PLATFORM',
};

describe('createPromotionSchema', () => {
  it('accepts a code, stored upper-case, with the defaults for what is left out', () => {
    const parsed = createPromotionSchema.parse(valid);
    expect(parsed).toMatchObject({
      code: 'WELCOME-15',
      percentOff: 15,
      amountOffCents: null,
      totalLimit: null,
      perGuestLimit: null,
      restaurantIds: [],
      cuisines: [],
      firstOrderOnly: false,
      waitlistOnly: false,
    });
  });

  it('gives every bad value its own message', () => {
    expect(
      errorsOf(
        createPromotionSchema.safeParse({
          name: ' ',
          kind: 'CODE',
          code: 'x!',
          discountType: 'FIXED',
          amountOffCents: 0,
          minSubtotalCents: -1,
          startsAt: '2026-02-30T09:00',
          endsAt: '',
          timeZone: 'Mars/Olympus',
          totalLimit: 5,
          perGuestLimit: 101,
          restaurantIds: ['nope'],
          cuisines: ['x'.repeat(21)],
          fundedBy: 'CHEF',
        }),
      ),
    ).toEqual([
      { field: 'name', message: M.nameRequired },
      { field: 'amountOffCents', message: M.amountRange },
      { field: 'minSubtotalCents', message: M.minSubtotalRange },
      { field: 'startsAt', message: M.startsAtRequired },
      { field: 'endsAt', message: M.endsAtRequired },
      { field: 'timeZone', message: M.timeZoneInvalid },
      { field: 'perGuestLimit', message: M.perGuestLimitRange },
      { field: 'restaurantIds.0', message: M.restaurantUnknown },
      { field: 'cuisines.0', message: M.cuisineInvalid },
      { field: 'code', message: M.codeFormat },
    ]);
  });

  it('checks the rules between fields: code, amount, dates, limits, who funds', () => {
    expect(
      errorsOf(
        createPromotionSchema.safeParse({
          ...valid,
          code: 'ab',
          percentOff: null,
          endsAt: valid.startsAt,
          totalLimit: 2,
          perGuestLimit: 3,
          fundedBy: 'CHEF',
        }),
      ),
    ).toEqual([
      { field: 'code', message: M.codeFormat },
      { field: 'percentOff', message: M.percentRange },
      { field: 'endsAt', message: M.endsBeforeStart },
      { field: 'perGuestLimit', message: M.perGuestAboveTotal },
      { field: 'restaurantIds', message: M.chefFundedNeedsRestaurants },
    ]);
    expect(
      errorsOf(
        createPromotionSchema.safeParse({
          ...valid,
          code: '',
          startsAt: '2020-01-01T00:00',
          endsAt: '2020-02-01T00:00',
        }),
      ),
    ).toEqual([
      { field: 'code', message: M.codeRequired },
      { field: 'endsAt', message: M.endsInPast },
    ]);
  });

  it('an automatic offer has no code, a fixed amount no percentage', () => {
    const parsed = createPromotionSchema.parse({
      ...valid,
      kind: 'AUTOMATIC',
      discountType: 'FIXED',
      amountOffCents: 500,
    });
    expect(parsed).toMatchObject({ code: null, percentOff: null, amountOffCents: 500 });
  });
});

describe('promotion money and times', () => {
  it('percent of the subtotal to the cent, fixed amounts capped at the subtotal', () => {
    const pct = { discountType: 'PERCENT', percentOff: 15, amountOffCents: null } as const;
    expect(promotionDiscountCents(pct, 3700)).toBe(555);
    expect(promotionDiscountCents(pct, 3333)).toBe(500);
    const fixed = { discountType: 'FIXED', percentOff: null, amountOffCents: 1000 } as const;
    expect(promotionDiscountCents(fixed, 800)).toBe(800);
  });

  it('total = Σ price × qty + fee − discount, never below 0', () => {
    const lines = [{ unitPriceCents: 1850, quantity: 2 }];
    expect(orderTotalCents(lines, 450, 555)).toBe(3595);
    expect(orderTotalCents(lines, 0, 99_999)).toBe(0);
  });

  it('a local time in a zone is the instant it names, also across daylight saving', () => {
    expect(zonedLocalToUtc('2026-12-01T09:00', 'America/Toronto').toISOString()).toBe(
      '2026-12-01T14:00:00.000Z',
    );
    expect(zonedLocalToUtc('2026-07-01T09:00', 'America/Toronto').toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    );
    expect(zonedLocalToUtc('2026-03-08T02:30', 'America/Toronto').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(utcToZonedLocal(new Date('2026-12-01T14:00:00Z'), 'America/Vancouver')).toBe(
      '2026-12-01T06:00',
    );
  });
});
