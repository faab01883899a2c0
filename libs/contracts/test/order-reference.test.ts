import { describe, expect, it } from '@jest/globals';
import {
  OrderNotificationMessages,
  orderReference,
  orderSearchPrefix,
  parseOrderReference,
} from '../src/index.js';

const id = 'd6e593a0-5b8f-4bf3-9c1e-0a1b2c3d4e5f';

describe('orderReference', () => {
  it('is # and the first 8 hex digits of the id, upper-cased', () => {
    expect(orderReference(id)).toBe('#D6E593A0');
  });

  it('is the reference every order notification names', () => {
    expect(OrderNotificationMessages.accepted(id).body).toContain('#D6E593A0');
    expect(OrderNotificationMessages.declined(id, 'Sold out').body).toContain('#D6E593A0');
    expect(OrderNotificationMessages.refunded(id, 500, null).body).toContain('#D6E593A0');
  });
});

describe('parseOrderReference', () => {
  it.each(['#d6e593a0', 'D6E593A0', ' d6e593a0 ', '#D6E593A0', orderReference(id)])(
    'reads %j as the id prefix d6e593a0',
    (typed) => {
      expect(parseOrderReference(typed)).toBe('d6e593a0');
    },
  );

  it.each(['', '#', 'd6e593a', 'd6e593a00', 'g6e593a0', '##d6e593a0', id, "d6e5'%a0"])(
    'refuses %j',
    (typed) => {
      expect(parseOrderReference(typed)).toBeNull();
    },
  );

  it('reads back what orderReference prints for any id', () => {
    const other = '0123abcd-0000-4000-8000-000000000000';
    expect(parseOrderReference(orderReference(other))).toBe(other.slice(0, 8));
  });
});

describe('orderSearchPrefix', () => {
  it('matches a full order id exactly, in any case, with or without #', () => {
    expect(orderSearchPrefix(` ${id.toUpperCase()} `)).toBe(id);
    expect(orderSearchPrefix(`#${id}`)).toBe(id);
  });

  it('matches a reference by its 8-digit prefix', () => {
    expect(orderSearchPrefix('#D6E593A0')).toBe('d6e593a0');
    expect(orderSearchPrefix('d6e593a0')).toBe('d6e593a0');
  });

  it.each(['', 'd6e5', `${id}0`, "d6e593a0' OR 1=1", 'd6e593a_', 'd6e593a%'])(
    'refuses %j',
    (typed) => {
      expect(orderSearchPrefix(typed)).toBeNull();
    },
  );
});
