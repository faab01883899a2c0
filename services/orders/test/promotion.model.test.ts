/**
 * The Promotion model alone (no database): its state at an instant, every change an admin can
 * ask for from every state (the allowed ones move it, the refused ones answer the admin's message
 * and change nothing), and the redemption rules in the order a guest is told them.
 */
import { describe, expect, it } from '@jest/globals';
import { PromotionMessages as M } from '@hearth/contracts';
import {
  PromotionEntity,
  bestFor,
  type PromotionFacts,
} from '../src/promotions/promotion.entity.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const BEFORE = new Date('2026-03-01T00:00:00Z');
const LATER = new Date('2026-04-01T00:00:00Z');
const RESTAURANT = '00000000-0000-4000-8000-0000000000aa';

/** A running 10 % code promotion without limits or restrictions, changed by `over`. */
function promotion(over: Partial<PromotionEntity> = {}): PromotionEntity {
  return Object.assign(new PromotionEntity(), {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Spring',
    kind: 'CODE',
    code: 'SPRING10',
    discountType: 'PERCENT',
    percentOff: 10,
    amountOffCents: null,
    minSubtotalCents: 0,
    startsAt: BEFORE,
    endsAt: LATER,
    timeZone: 'America/Toronto',
    totalLimit: null,
    perGuestLimit: null,
    redemptionCount: 0,
    restaurantIds: [],
    cuisines: [],
    firstOrderOnly: false,
    waitlistOnly: false,
    fundedBy: 'PLATFORM',
    pausedAt: null,
    endedAt: null,
    createdBy: '00000000-0000-4000-8000-000000000009',
    createdAt: BEFORE,
    updatedAt: BEFORE,
    ...over,
  });
}

/** A promotion in `state` at NOW. */
const inState = {
  SCHEDULED: () => promotion({ startsAt: new Date('2026-03-20T00:00:00Z') }),
  ACTIVE: () => promotion(),
  PAUSED: () => promotion({ pausedAt: BEFORE }),
  'ENDED by an admin': () => promotion({ endedAt: BEFORE }),
  'ENDED by its end passing': () => promotion({ endsAt: new Date('2026-03-10T11:59:59Z') }),
};

const facts = (over: Partial<PromotionFacts> = {}): PromotionFacts => ({
  restaurantId: RESTAURANT,
  cuisines: ['Thai'],
  subtotalCents: 5000,
  guest: { used: 0, hasOrders: false, isWaitlistMember: false },
  ...over,
});

describe('Promotion.status', () => {
  it.each([
    ['SCHEDULED', 'SCHEDULED'],
    ['ACTIVE', 'ACTIVE'],
    ['PAUSED', 'PAUSED'],
    ['ENDED by an admin', 'ENDED'],
    ['ENDED by its end passing', 'ENDED'],
  ] as const)('a promotion %s is %s', (state, status) => {
    expect(inState[state]().status(NOW)).toBe(status);
  });

  it('a paused promotion whose end passed is ENDED', () => {
    expect(promotion({ pausedAt: BEFORE }).status(LATER)).toBe('ENDED');
  });
});

describe('Promotion.pause', () => {
  it.each(['SCHEDULED', 'ACTIVE'] as const)('pauses a %s promotion', (state) => {
    const p = inState[state]();
    expect(p.pause(NOW)).toEqual({ ok: true, from: state, to: 'PAUSED' });
    expect(p.pausedAt).toEqual(NOW);
    expect(p.status(NOW)).toBe('PAUSED');
  });

  it.each(['PAUSED', 'ENDED by an admin', 'ENDED by its end passing'] as const)(
    'refuses to pause a promotion %s',
    (state) => {
      const p = inState[state]();
      const before = { pausedAt: p.pausedAt, endedAt: p.endedAt };
      expect(p.pause(NOW)).toEqual({ ok: false, message: M.onlyRunningCanBePaused });
      expect({ pausedAt: p.pausedAt, endedAt: p.endedAt }).toEqual(before);
    },
  );
});

describe('Promotion.resume', () => {
  it('resumes a paused promotion to ACTIVE within its dates', () => {
    const p = inState.PAUSED();
    expect(p.resume(NOW)).toEqual({ ok: true, from: 'PAUSED', to: 'ACTIVE' });
    expect(p.pausedAt).toBeNull();
  });

  it('resumes a promotion paused before its start to SCHEDULED', () => {
    const p = promotion({
      startsAt: LATER,
      endsAt: new Date('2026-05-01T00:00:00Z'),
      pausedAt: BEFORE,
    });
    expect(p.resume(NOW)).toEqual({ ok: true, from: 'PAUSED', to: 'SCHEDULED' });
  });

  it.each(['SCHEDULED', 'ACTIVE', 'ENDED by an admin', 'ENDED by its end passing'] as const)(
    'refuses to resume a promotion %s',
    (state) => {
      const p = inState[state]();
      expect(p.resume(NOW)).toEqual({ ok: false, message: M.onlyPausedCanBeResumed });
      expect(p.status(NOW)).toBe(state.startsWith('ENDED') ? 'ENDED' : state);
    },
  );

  it('refuses to resume a paused promotion whose end passed', () => {
    const p = promotion({ pausedAt: BEFORE });
    expect(p.resume(LATER)).toEqual({ ok: false, message: M.onlyPausedCanBeResumed });
    expect(p.pausedAt).toEqual(BEFORE);
  });
});

describe('Promotion.end', () => {
  it.each(['SCHEDULED', 'ACTIVE', 'PAUSED'] as const)('ends a %s promotion for good', (state) => {
    const p = inState[state]();
    expect(p.end(NOW)).toEqual({ ok: true, from: state, to: 'ENDED' });
    expect(p.endedAt).toEqual(NOW);
    for (const change of [p.pause(NOW), p.resume(NOW), p.end(NOW)]) expect(change.ok).toBe(false);
  });

  it.each(['ENDED by an admin', 'ENDED by its end passing'] as const)(
    'refuses to end a promotion %s',
    (state) => {
      const p = inState[state]();
      const endedAt = p.endedAt;
      expect(p.end(NOW)).toEqual({ ok: false, message: M.alreadyEnded });
      expect(p.endedAt).toEqual(endedAt);
    },
  );
});

describe('Promotion.refusal (the redemption rules)', () => {
  it('applies when every rule holds', () => {
    expect(promotion().refusal(facts(), NOW)).toBeNull();
  });

  it.each([
    [
      'not started',
      promotion({ startsAt: LATER, endsAt: new Date('2026-05-01T00:00:00Z') }),
      facts(),
      'NOT_STARTED',
    ],
    ['expired', inState['ENDED by its end passing'](), facts(), 'EXPIRED'],
    ['ended by an admin', inState['ENDED by an admin'](), facts(), 'EXPIRED'],
    ['paused', inState.PAUSED(), facts(), 'PAUSED'],
    [
      'another restaurant',
      promotion({ restaurantIds: ['00000000-0000-4000-8000-0000000000bb'] }),
      facts(),
      'WRONG_RESTAURANT',
    ],
    ['another cuisine', promotion({ cuisines: ['Italian'] }), facts(), 'WRONG_RESTAURANT'],
    [
      'unknown cuisines',
      promotion({ cuisines: ['thai'] }),
      facts({ cuisines: null }),
      'WRONG_RESTAURANT',
    ],
    [
      'a guest who ordered',
      promotion({ firstOrderOnly: true }),
      facts({ guest: { used: 0, hasOrders: true, isWaitlistMember: false } }),
      'FIRST_ORDER_ONLY',
    ],
    ['not a waitlist member', promotion({ waitlistOnly: true }), facts(), 'WAITLIST_ONLY'],
    [
      'a visitor for a waitlist offer',
      promotion({ waitlistOnly: true }),
      facts({ guest: null }),
      'WAITLIST_ONLY',
    ],
    [
      'the guest used it up',
      promotion({ perGuestLimit: 1 }),
      facts({ guest: { used: 1, hasOrders: true, isWaitlistMember: false } }),
      'ALREADY_USED',
    ],
    [
      'every redemption taken',
      promotion({ totalLimit: 3, redemptionCount: 3 }),
      facts(),
      'FULLY_REDEEMED',
    ],
    ['below the minimum', promotion({ minSubtotalCents: 5001 }), facts(), 'MINIMUM_NOT_MET'],
  ] as const)('refuses %s', (_, p, f, refusal) => {
    expect(p.refusal(f, NOW)).toBe(refusal);
  });

  it('matches cuisines without case and leaves the minimum out for a restaurant card', () => {
    expect(promotion({ cuisines: ['THAI'] }).refusal(facts(), NOW)).toBeNull();
    expect(
      promotion({ minSubtotalCents: 9000 }).refusal(facts({ subtotalCents: null }), NOW),
    ).toBeNull();
  });

  it('tells the first failing rule: dates before restaurant before minimum', () => {
    const p = promotion({
      pausedAt: BEFORE,
      restaurantIds: ['00000000-0000-4000-8000-0000000000bb'],
      minSubtotalCents: 9000,
    });
    expect(p.refusal(facts(), NOW)).toBe('PAUSED');
    p.pausedAt = null;
    expect(p.refusal(facts(), NOW)).toBe('WRONG_RESTAURANT');
    p.restaurantIds = [];
    expect(p.refusal(facts(), NOW)).toBe('MINIMUM_NOT_MET');
  });

  it('leaves the total limit to the checkout when asked to', () => {
    const full = promotion({ totalLimit: 1, redemptionCount: 1 });
    expect(full.isFullyRedeemed).toBe(true);
    expect(full.refusal(facts(), NOW, false)).toBeNull();
  });
});

describe('Promotion discounts and redemptions', () => {
  it('takes a percentage of the food subtotal, rounded to the cent, or a fixed amount never above it', () => {
    expect(promotion().discountOn(4999)).toBe(500);
    const fixed = promotion({ discountType: 'FIXED', percentOff: null, amountOffCents: 1500 });
    expect(fixed.discountOn(5000)).toBe(1500);
    expect(fixed.discountOn(1000)).toBe(1000);
  });

  it('redeems with its id, code, discount and funder', () => {
    expect(promotion({ fundedBy: 'CHEF' }).redemptionOn(3000)).toEqual({
      promotionId: '00000000-0000-4000-8000-000000000001',
      code: 'SPRING10',
      discountCents: 300,
      fundedBy: 'CHEF',
    });
  });

  it('picks the largest discount on the cart, then the one ending sooner', () => {
    const ten = promotion({ id: 'a' });
    const flat = promotion({
      id: 'b',
      discountType: 'FIXED',
      percentOff: null,
      amountOffCents: 800,
    });
    const tenSooner = promotion({ id: 'c', endsAt: new Date('2026-03-20T00:00:00Z') });
    expect(bestFor([ten, flat, tenSooner], 5000)?.id).toBe('b');
    expect(bestFor([ten, flat, tenSooner], 10_000)?.id).toBe('c');
    expect(bestFor([], 5000)).toBeUndefined();
  });
});
