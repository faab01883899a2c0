import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { integrationEvent, parsePayload, type UserRegisteredPayload } from '../src/index.js';

const payload: UserRegisteredPayload = {
  userId: randomUUID(),
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'Chef',
  status: 'Pending',
};

describe('integrationEvent', () => {
  it('takes the type and version from the registry key and fills the envelope', () => {
    const before = Date.now();
    const event = integrationEvent('UserRegistered@1', payload.userId, payload, '00-abc-def-01');
    expect(event).toMatchObject({
      type: 'UserRegistered',
      version: 1,
      aggregateId: payload.userId,
      payload,
      traceparent: '00-abc-def-01',
    });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(event.occurredAt)).toBeGreaterThanOrEqual(before - 1);
    expect(parsePayload(event, 'UserRegistered@1')).toEqual(payload);
  });

  it('gives each event its own id and a null traceparent by default', () => {
    const a = integrationEvent('UserRegistered@1', payload.userId, payload);
    const b = integrationEvent('UserRegistered@1', payload.userId, payload);
    expect(a.id).not.toBe(b.id);
    expect(a.traceparent).toBeNull();
  });
});
