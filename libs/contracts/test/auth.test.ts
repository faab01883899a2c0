import { describe, expect, it } from '@jest/globals';
import { AuthMessages, logInSchema, signUpSchema, toFieldErrors } from '../src/index.js';

const valid = {
  email: '  Ada@Example.COM ',
  password: 'hunter22',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'GUEST' as const,
};

describe('signUpSchema', () => {
  it('normalises the e-mail and accepts a valid guest', () => {
    const parsed = signUpSchema.parse(valid);
    expect(parsed.email).toBe('ada@example.com');
  });

  it('gives the required-name and invalid e-mail messages word for word', () => {
    const result = signUpSchema.safeParse({
      ...valid,
      email: 'nope',
      firstName: ' ',
      lastName: '',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldErrors(result.error)).toEqual([
      { field: 'email', message: AuthMessages.emailInvalid },
      { field: 'firstName', message: 'First Name is required!' },
      { field: 'lastName', message: 'Last Name is required!' },
    ]);
  });

  it('states the password rules when a rule is broken', () => {
    for (const password of ['short1', 'onlyletters', '12345678']) {
      const result = signUpSchema.safeParse({ ...valid, password });
      expect(result.success).toBe(false);
      if (!result.success)
        expect(toFieldErrors(result.error)[0]!.message).toMatch(/8 to 128 characters/);
    }
  });

  it('refuses the admin role at sign-up', () => {
    expect(signUpSchema.safeParse({ ...valid, role: 'ADMIN' }).success).toBe(false);
  });

  it('requires an e-mail with the product message', () => {
    const result = logInSchema.safeParse({ email: '', password: 'x' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(toFieldErrors(result.error)[0]).toEqual({
        field: 'email',
        message: 'Email is required!',
      });
  });
});
