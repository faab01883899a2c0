/**
 * The StandingOrder model alone (no database): every change a guest can ask for from every state
 * — the allowed ones move it, the refused ones answer the guest's message and change nothing —
 * and the week judgement the sweep makes before placing (no stock, unavailable).
 */
import { describe, expect, it } from '@jest/globals';
import { StandingOrderMessages as M, type StandingOrderStatus } from '@hearth/contracts';
import type { CartLineRow } from '../src/cart/cart-lines.js';
import { StandingOrder } from '../src/standing-orders/standing-order.model.js';
import { weekShortfall } from '../src/standing-orders/place-standing-week.handler.js';

const NOW = new Date('2026-12-01T12:00:00Z');
const LATER = new Date('2026-12-02T12:00:00Z');
const CURRY = '00000000-0000-4000-8000-0000000000c1';
const NAAN = '00000000-0000-4000-8000-0000000000c2';

/** A standing order in `status` with 2 curries and 1 naan. */
function standing(status: StandingOrderStatus): StandingOrder {
  return StandingOrder.of({
    id: '00000000-0000-4000-8000-000000000001',
    guestId: '00000000-0000-4000-8000-000000000002',
    guestEmail: 'guest@example.com',
    restaurantId: '00000000-0000-4000-8000-000000000003',
    chefId: '00000000-0000-4000-8000-000000000004',
    sessionId: '00000000-0000-4000-8000-000000000005',
    sourceOrderId: '00000000-0000-4000-8000-000000000006',
    status,
    lines: [
      { dishId: CURRY, quantity: 2 },
      { dishId: NAAN, quantity: 1 },
    ],
    fulfilment: 'PICKUP',
    addressLine1: null,
    addressLine2: null,
    postalCode: null,
    latitude: null,
    longitude: null,
    instructions: null,
    paymentMethodId: 'pm_card_visa',
    anchorStartsAt: NOW,
    createdAt: NOW,
    updatedAt: NOW,
  });
}

describe('StandingOrder transitions', () => {
  it.each([
    ['pause', 'ACTIVE', 'PAUSED'],
    ['resume', 'PAUSED', 'ACTIVE'],
    ['cancel', 'ACTIVE', 'CANCELLED'],
    ['cancel', 'PAUSED', 'CANCELLED'],
  ] as const)('%s moves %s → %s', (action, from, to) => {
    const order = standing(from);
    expect(order[action](LATER)).toEqual({ ok: true });
    expect(order.status).toBe(to);
    expect(order.state.updatedAt).toEqual(LATER);
    expect(order.isPlacing).toBe(to === 'ACTIVE');
  });

  it.each([
    ['pause', 'PAUSED', M.alreadyPaused],
    ['pause', 'CANCELLED', M.cancelled],
    ['resume', 'ACTIVE', M.notPaused],
    ['resume', 'CANCELLED', M.cancelled],
    ['cancel', 'CANCELLED', M.cancelled],
  ] as const)('%s is refused from %s and changes nothing', (action, from, message) => {
    const order = standing(from);
    expect(order[action](LATER)).toEqual({ ok: false, message });
    expect(order.status).toBe(from);
    expect(order.state.updatedAt).toEqual(NOW);
  });

  it('starts ACTIVE whatever it is given', () => {
    const { status: _ignored, ...facts } = standing('CANCELLED').state;
    expect(StandingOrder.start(facts).status).toBe('ACTIVE');
  });

  it('a skip is allowed while active or paused, refused once cancelled', () => {
    expect(standing('ACTIVE').canSkip()).toEqual({ ok: true });
    expect(standing('PAUSED').canSkip()).toEqual({ ok: true });
    expect(standing('CANCELLED').canSkip()).toEqual({ ok: false, message: M.cancelled });
  });
});

describe('StandingOrder lines', () => {
  it('changes quantities of its own dishes, keeps the unlisted ones and drops a 0', () => {
    const order = standing('ACTIVE');
    expect(order.changeLines({ lines: [{ dishId: CURRY, quantity: 3 }] }, LATER)).toEqual({
      ok: true,
    });
    expect(order.state.lines).toEqual([
      { dishId: CURRY, quantity: 3 },
      { dishId: NAAN, quantity: 1 },
    ]);
    expect(order.changeLines({ lines: [{ dishId: NAAN, quantity: 0 }] }, LATER).ok).toBe(true);
    expect(order.state.lines).toEqual([{ dishId: CURRY, quantity: 3 }]);
  });

  it.each([
    [
      'a dish that is not its own',
      'ACTIVE',
      [{ dishId: '00000000-0000-4000-8000-0000000000ff', quantity: 1 }],
      M.unknownDish,
    ],
    [
      'no portion left',
      'ACTIVE',
      [
        { dishId: CURRY, quantity: 0 },
        { dishId: NAAN, quantity: 0 },
      ],
      M.linesRequired,
    ],
    ['a cancelled order', 'CANCELLED', [{ dishId: CURRY, quantity: 1 }], M.cancelled],
  ] as const)('refuses %s and keeps its lines', (_what, status, lines, message) => {
    const order = standing(status);
    expect(order.changeLines({ lines: [...lines] }, LATER)).toEqual({ ok: false, message });
    expect(order.state.lines).toEqual([
      { dishId: CURRY, quantity: 2 },
      { dishId: NAAN, quantity: 1 },
    ]);
  });
});

describe('weekShortfall (judged before placing a week)', () => {
  const line = (over: Partial<CartLineRow> = {}): CartLineRow =>
    ({
      dishId: CURRY,
      quantity: 2,
      dishStatus: 'ACTIVE',
      isChefActive: true,
      hasBankDetails: true,
      isHidden: false,
      restaurantId: 'r',
      occurrenceRestaurantId: 'r',
      orderCutoffAt: LATER,
      withdrawnAt: null,
      remaining: 5,
      ...over,
    }) as CartLineRow;

  it('none when every dish is available with enough portions', () => {
    expect(weekShortfall([line(), line({ dishId: NAAN, quantity: 5 })], NOW)).toBeNull();
  });
  it('NO_STOCK when a dish has fewer portions left than the order asks', () => {
    expect(weekShortfall([line(), line({ remaining: 1 })], NOW)).toBe('NO_STOCK');
  });
  it('UNAVAILABLE when a dish was withdrawn or the cutoff passed', () => {
    expect(weekShortfall([line({ withdrawnAt: NOW })], NOW)).toBe('UNAVAILABLE');
    expect(weekShortfall([line({ orderCutoffAt: NOW })], NOW)).toBe('UNAVAILABLE');
  });
});
