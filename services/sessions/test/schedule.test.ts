import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import {
  CookingSessionMessages,
  DEFAULT_LEAD_TIME_HOURS,
  LEAD_TIME_OPTIONS_HOURS,
  cookingSessionSchema,
} from '@hearth/contracts';
import { createEnvelope, parsePayload } from '@hearth/events';
import { expandSchedule, occurrenceDates } from '../src/sessions/schedule.js';

const base = {
  schedule: 'DAILY' as const,
  startDate: '2026-10-28',
  until: '2026-11-04',
  startTime: '18:00',
  endTime: '20:30',
  timeZone: 'America/Toronto',
  leadTimeHours: 10,
};

describe('schedule expansion (rrule in the restaurant time zone)', () => {
  it('keeps 18:00 local across the November DST change (UTC hour moves 22 → 23)', () => {
    const occ = expandSchedule(base);
    expect(occ).toHaveLength(8);
    for (const o of occ) {
      const local = DateTime.fromJSDate(o.startsAt, { zone: 'America/Toronto' });
      expect(local.toFormat('yyyy-MM-dd HH:mm')).toBe(`${o.localDate} 18:00`);
      expect(DateTime.fromJSDate(o.endsAt, { zone: 'America/Toronto' }).toFormat('HH:mm')).toBe(
        '20:30',
      );
    }
    expect(occ.find((o) => o.localDate === '2026-10-31')!.startsAt.toISOString()).toBe(
      '2026-10-31T22:00:00.000Z',
    );
    expect(occ.find((o) => o.localDate === '2026-11-01')!.startsAt.toISOString()).toBe(
      '2026-11-01T23:00:00.000Z',
    );
  });

  it('order cutoff = start − lead time in absolute hours (across the DST change too)', () => {
    const occ = expandSchedule({ ...base, leadTimeHours: 34 });
    for (const o of occ) {
      expect(o.startsAt.getTime() - o.orderCutoffAt.getTime()).toBe(34 * 3_600_000);
    }
    // 2026-11-01 18:00 EST = 23:00Z; 34 h earlier = 2026-10-31 13:00Z = 09:00 EDT.
    expect(occ.find((o) => o.localDate === '2026-11-01')!.orderCutoffAt.toISOString()).toBe(
      '2026-10-31T13:00:00.000Z',
    );
  });

  it('counts: Once 1, Daily 14 days 14, Weekly 4 weeks 4, BiWeekly 29 days 3', () => {
    expect(occurrenceDates({ schedule: 'ONCE', startDate: '2026-12-01', until: null })).toEqual([
      '2026-12-01',
    ]);
    expect(
      occurrenceDates({ schedule: 'DAILY', startDate: '2026-12-01', until: '2026-12-14' }),
    ).toHaveLength(14);
    expect(
      occurrenceDates({ schedule: 'WEEKLY', startDate: '2026-12-01', until: '2026-12-28' }),
    ).toEqual(['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22']);
    expect(
      occurrenceDates({ schedule: 'BIWEEKLY', startDate: '2026-12-01', until: '2026-12-29' }),
    ).toEqual(['2026-12-01', '2026-12-15', '2026-12-29']);
  });

  it('uses other zones too (Vancouver 18:00 = 02:00Z next day in winter)', () => {
    const [o] = expandSchedule({
      ...base,
      schedule: 'ONCE',
      until: null,
      startDate: '2026-12-01',
      timeZone: 'America/Vancouver',
    });
    expect(o!.startsAt.toISOString()).toBe('2026-12-02T02:00:00.000Z');
  });
});

describe('cooking session contract (form rules, limits, defaults)', () => {
  it('lead time options are 4..340 h in steps of 6, default the second (10)', () => {
    expect(LEAD_TIME_OPTIONS_HOURS).toHaveLength(57);
    expect(LEAD_TIME_OPTIONS_HOURS.slice(0, 3)).toEqual([4, 10, 16]);
    expect(LEAD_TIME_OPTIONS_HOURS.at(-1)).toBe(340);
    expect(DEFAULT_LEAD_TIME_HOURS).toBe(10);
  });

  it('applies the defaults: limit 1–20, dish min 1 max 10; ONCE drops until', () => {
    const parsed = cookingSessionSchema.parse({
      startDate: '2026-12-01',
      startTime: '18:00',
      endTime: '20:00',
      schedule: 'ONCE',
      until: '2026-12-09',
      leadTimeHours: 10,
      dishes: [{ dishId: '7f1c2b7e-3c5a-4d0e-9a51-4c1f0f3b2a11', portionSize: '500 g' }],
    });
    expect(parsed.orderLimit).toEqual({ min: 1, max: 20 });
    expect(parsed.dishes[0]).toMatchObject({ minQuantity: 1, maxQuantity: 10 });
    expect(parsed.until).toBeNull();
    expect(parsed.offersDelivery).toBe(false);
  });

  it('rejects a missing start with the start-time-required message', () => {
    const r = cookingSessionSchema.safeParse({});
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toContain(
      CookingSessionMessages.startTimeRequired,
    );
  });
});

describe('RestaurantEstablished v1 schema', () => {
  it('accepts its payload and rejects a broken one', () => {
    const payload = {
      restaurantId: '7f1c2b7e-3c5a-4d0e-9a51-4c1f0f3b2a11',
      ownerUserId: '8f1c2b7e-3c5a-4d0e-9a51-4c1f0f3b2a12',
      slug: 'nonna',
      name: 'Nonna',
      timeZone: 'America/Toronto',
      offersDelivery: true,
      offersPickup: false,
    };
    const env = (p: object) =>
      createEnvelope({
        type: 'RestaurantEstablished',
        version: 1,
        aggregateId: payload.restaurantId,
        payload: p,
      });
    expect(parsePayload(env(payload), 'RestaurantEstablished@1')).toEqual(payload);
    expect(() => parsePayload(env({ ...payload, ownerUserId: 'x' }))).toThrow();
  });
});
