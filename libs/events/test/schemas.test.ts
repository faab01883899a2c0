import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  EventTypes,
  createEnvelope,
  eventSchemas,
  parsePayload,
  type UserRegisteredPayload,
} from '../src/index.js';

const payload: UserRegisteredPayload = {
  userId: randomUUID(),
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'Chef',
  status: 'Pending',
};

describe('parsePayload', () => {
  it('returns the validated payload of a registered type and version', () => {
    const event = createEnvelope({
      type: EventTypes.UserRegistered,
      version: 1,
      aggregateId: payload.userId,
      payload,
    });
    const parsed = parsePayload(event, 'UserRegistered@1');
    expect(parsed).toEqual(payload);
    expect(Object.keys(eventSchemas)).toContain('UserRegistered@1');
  });

  it('rejects an unknown version with a message naming the type and version', () => {
    const event = createEnvelope({
      type: EventTypes.UserRegistered,
      version: 2,
      aggregateId: payload.userId,
      payload,
    });
    expect(() => parsePayload(event)).toThrow(/unknown event type\/version UserRegistered@2/);
  });

  it('rejects an unknown type', () => {
    const event = createEnvelope({
      type: 'ChefExploded',
      version: 1,
      aggregateId: 'x',
      payload: {},
    });
    expect(() => parsePayload(event)).toThrow(/unknown event type\/version ChefExploded@1/);
  });

  it('rejects an invalid payload and names the offending fields', () => {
    const event = createEnvelope({
      type: EventTypes.UserRegistered,
      version: 1,
      aggregateId: 'x',
      payload: { ...payload, userId: 'not-a-uuid', role: 'Pirate' },
    });
    expect(() => parsePayload(event)).toThrow(/invalid UserRegistered@1 payload: .*userId.*role/);
  });

  it('rejects an envelope of another type than the expected one', () => {
    const event = createEnvelope({
      type: 'OrderPlaced',
      version: 1,
      aggregateId: 'x',
      payload: {},
    });
    // @ts-expect-error 'OrderPlaced@1' is not registered yet; the runtime check must still hold.
    expect(() => parsePayload(event, 'OrderPlaced@2')).toThrow(
      /expected OrderPlaced@2, got OrderPlaced@1/,
    );
    expect(() => parsePayload(event, 'UserRegistered@1')).toThrow(
      /expected UserRegistered@1, got OrderPlaced@1/,
    );
  });
});

describe('waitlist, newsletter and chef tax number events (v1)', () => {
  const id = randomUUID();
  const cases = [
    [
      'ChefWaitlistJoined@1',
      {
        registrationId: id,
        email: 'c@example.com',
        firstName: 'C',
        lastName: 'D',
        chefType: 'FOUNDER',
      },
      { chefType: 'GOLD' },
    ],
    [
      'GuestWaitlistJoined@1',
      { entryId: id, email: 'g@example.com', firstName: 'G', lastName: 'H' },
      { entryId: 'not-a-uuid' },
    ],
    [
      'ChefTaxNumberChanged@1',
      { userId: id, gstHstNumber: '123456782RT0001' },
      { gstHstNumber: '123456782' },
    ],
    [
      'NewsletterSubscribed@1',
      { subscriptionId: id, email: 'n@example.com', role: 'CHEF' },
      { role: 'ADMIN' },
    ],
  ] as const;

  for (const [key, good, bad] of cases) {
    it(`${key}: accepts its payload and rejects a broken one`, () => {
      const [type, version] = key.split('@') as [string, string];
      const envelope = (p: object) =>
        createEnvelope({ type, version: Number(version), aggregateId: id, payload: p });
      expect(Object.keys(eventSchemas)).toContain(key);
      expect(parsePayload(envelope(good))).toEqual(good);
      expect(() => parsePayload(envelope({ ...good, ...bad }))).toThrow();
    });
  }
});
