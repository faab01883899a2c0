import { describe, expect, it } from '@jest/globals';
import {
  chefWaitlistSchema,
  guestWaitlistSchema,
  newsletterSchema,
  toFieldErrors,
  WaitlistMessages,
} from '../src/index.js';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: ' Ada@Example.com ',
  phone: '',
  postalCode: ' m5v  2t6 ',
};

describe('waitlist contracts (required fields, e-mail, phone and postal code)', () => {
  it('normalises e-mail, postal code and an empty phone', () => {
    expect(guestWaitlistSchema.parse(valid)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: null,
      postalCode: 'M5V 2T6',
    });
  });

  it('gives the product message for every required field', () => {
    const r = chefWaitlistSchema.safeParse({
      firstName: '',
      lastName: ' ',
      email: '',
      postalCode: '',
    });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(toFieldErrors(r.error)).toEqual([
      { field: 'firstName', message: 'First Name is required!' },
      { field: 'lastName', message: 'Last Name is required!' },
      { field: 'email', message: 'Email is required!' },
      { field: 'postalCode', message: WaitlistMessages.postalCodeRequired },
      { field: 'chefType', message: WaitlistMessages.chefTypeRequired },
    ]);
  });

  it('rejects an invalid e-mail and a phone over 20 characters', () => {
    const r = guestWaitlistSchema.safeParse({
      ...valid,
      email: 'ada@',
      phone: '4165550100 ext 123456',
    });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(toFieldErrors(r.error)).toEqual([
      { field: 'email', message: 'The input is not valid E-mail!' },
      { field: 'phone', message: WaitlistMessages.phoneTooLong },
    ]);
  });

  it('accepts a 20-character phone and both chef programmes', () => {
    expect(
      chefWaitlistSchema.safeParse({ ...valid, phone: '(416) 555-0100 12345', chefType: 'FOUNDER' })
        .success,
    ).toBe(true);
    expect(chefWaitlistSchema.safeParse({ ...valid, chefType: 'BETA' }).success).toBe(true);
  });

  it('newsletter needs a valid e-mail and defaults the role to Chef', () => {
    expect(newsletterSchema.parse({ email: 'A@B.co' })).toEqual({ email: 'a@b.co', role: 'CHEF' });
    expect(newsletterSchema.safeParse({ email: 'nope' }).success).toBe(false);
  });
});
